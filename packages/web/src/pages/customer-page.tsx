import { observer } from 'mobx-react-lite'
import { useParams } from 'react-router'
import { CustomerAreaPageBody } from '../customers/customer-area-page-body'
import { useCustomerTexts } from '../customers/texts/use-customer-texts'
import { useStores } from '../stores/store-context'
import { useCustomerSession } from '../stores/use-customer-session'

/** §2 /customer, /booking/customer-portal and /customer/{token}: the customer area. */
export const CustomerPage = observer(() => {
  const { ui } = useStores()
  useCustomerTexts()
  const session = useCustomerSession()
  const token = useParams()['token'] ?? null
  return <CustomerAreaPageBody session={session} token={token} locale={ui.locale} />
})
