import { observer } from 'mobx-react-lite'
import { ConfirmationPageBody } from '../checkout/confirmation-page-body'
import { useStores } from '../stores/store-context'

/** §2 /booking/checkout/payment: the confirmation. */
export const PaymentPage = observer(() => {
  const { checkout, ui } = useStores()
  return <ConfirmationPageBody checkout={checkout} locale={ui.locale} />
})
