import { observer } from 'mobx-react-lite'
import { Suspense } from 'react'
import { CheckoutPageBody } from '../checkout/checkout-page-body'
import { CheckoutLogin } from '../customers/checkout-login'
import { HoldChoice, HoldLogin } from '../holds/hold-choice'
import { useStores } from '../stores/store-context'
import { useOrderSession } from '../stores/use-order-session'

/** §2/§4 /booking/checkout: details and payment, with "login to checkout" and the hold order's choice once the customer session has loaded. */
export const CheckoutPage = observer(() => {
  const { ui } = useStores()
  const { checkout, holds, savedCart } = useOrderSession()
  return (
    <CheckoutPageBody
      checkout={checkout}
      locale={ui.locale}
      saveCart={savedCart.save}
      login={
        <Suspense fallback={null}>
          <CheckoutLogin checkout={checkout} />
          <HoldLogin holds={holds} />
        </Suspense>
      }
      hold={
        <Suspense fallback={null}>
          <HoldChoice holds={holds} checkout={checkout} locale={ui.locale} />
        </Suspense>
      }
    />
  )
})
