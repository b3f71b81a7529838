import { observer } from 'mobx-react-lite'
import { CheckoutPageBody } from '../checkout/checkout-page-body'
import { useStores } from '../stores/store-context'
import { useOrderSession } from '../stores/use-order-session'

/** §2 /booking/checkout: details and payment. */
export const CheckoutPage = observer(() => {
  const { ui } = useStores()
  const { checkout, savedCart } = useOrderSession()
  return <CheckoutPageBody checkout={checkout} locale={ui.locale} saveCart={savedCart.save} />
})
