import { observer } from 'mobx-react-lite'
import { Suspense } from 'react'
import { CheckoutPageBody } from '../checkout/checkout-page-body'
import { CheckoutLogin } from '../customers/checkout-login'
import { HoldChoice, HoldLogin } from '../holds/hold-choice'
import { useStores } from '../stores/store-context'
import { useOrderSession } from '../stores/use-order-session'

/**
 * §2/§4 /booking/checkout: details and payment, with "login to checkout" once the customer session
 * has loaded; an event order also offers the hold order's choice and saving the cart (§4 a hold
 * and a saved cart are of seats: a voucher or donation order has neither).
 */
export const CheckoutPage = observer(() => {
  const { ui } = useStores()
  const { checkout, holds, savedCart } = useOrderSession()
  const isEventOrder = checkout.cart.kind === 'events'
  return (
    <CheckoutPageBody
      checkout={checkout}
      locale={ui.locale}
      {...(isEventOrder ? { saveCart: savedCart.save } : {})}
      login={
        <Suspense fallback={null}>
          <CheckoutLogin checkout={checkout} />
          {isEventOrder && <HoldLogin holds={holds} />}
        </Suspense>
      }
      hold={
        isEventOrder && (
          <Suspense fallback={null}>
            <HoldChoice holds={holds} checkout={checkout} locale={ui.locale} />
          </Suspense>
        )
      }
    />
  )
})
