import { observer } from 'mobx-react-lite'
import { ConfirmationPageBody } from '../checkout/confirmation-page-body'
import { useStores } from '../stores/store-context'
import { useOrderSession } from '../stores/use-order-session'

/** §2 /booking/checkout/payment: the confirmation. */
export const PaymentPage = observer(() => {
  const { ui } = useStores()
  const { checkout, order } = useOrderSession()
  return <ConfirmationPageBody checkout={checkout} locale={ui.locale} partner={order.partner} />
})
