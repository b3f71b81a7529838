import { observer } from 'mobx-react-lite'
import { CheckoutPageBody } from '../checkout/checkout-page-body'
import { useStores } from '../stores/store-context'

/** §2 /booking/checkout: details and payment. */
export const CheckoutPage = observer(() => {
  const { checkout, ui } = useStores()
  return <CheckoutPageBody checkout={checkout} locale={ui.locale} />
})
