import { observer } from 'mobx-react-lite'
import { Suspense } from 'react'
import { CheckoutPageBody } from '../checkout/checkout-page-body'
import { CheckoutLogin } from '../customers/checkout-login'
import { useStores } from '../stores/store-context'
import { useOrderSession } from '../stores/use-order-session'

/** §2 /booking/checkout: details and payment, with "login to checkout" once the customer session has loaded. */
export const CheckoutPage = observer(() => {
  const { ui } = useStores()
  const { checkout } = useOrderSession()
  return (
    <CheckoutPageBody
      checkout={checkout}
      locale={ui.locale}
      login={
        <Suspense fallback={null}>
          <CheckoutLogin checkout={checkout} />
        </Suspense>
      }
    />
  )
})
