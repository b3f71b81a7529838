import type { Locale } from '@kartis/core'
import { observer } from 'mobx-react-lite'
import { useEffect, type ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { useT } from '../i18n/translate'
import { BackToEvents } from '../pages/back-to-events'
import { PATHS } from '../routes/paths'
import { useLangTo } from '../shell/lang-link'
import { PageStatus } from '../shell/page-status'
import { CheckoutStepBar } from '../shell/step-bar'
import type { CheckoutStore } from './checkout-store'
import { CheckoutView, hasItems } from './checkout-view'
import type { SaveCartStore } from '../saved-cart/save-cart-store'

/**
 * What the checkout page is made of; `login` is what it offers a customer who has an account
 * (§2 "login to checkout"), `hold` the choice of a hold order (§4), `saveCart` the saved-cart store (§2).
 */
export interface CheckoutPageBodyProps {
  readonly checkout: CheckoutStore
  readonly locale: Locale
  readonly login?: ReactNode
  readonly hold?: ReactNode
  /** §2 saving the cart and getting its link. */
  readonly saveCart?: SaveCartStore
}

/**
 * §2 /booking/checkout: details and payment of whichever wizard filled the cart (event, voucher
 * or donation order: its step bar); after the commit the visitor goes on to the confirmation.
 */
export const CheckoutPageBody = observer(({ checkout, locale, login, hold, saveCart }: CheckoutPageBodyProps) => {
  const t = useT()
  const navigate = useNavigate()
  const to = useLangTo()
  const committed = checkout.commitState.kind === 'done'

  useEffect(() => {
    checkout.begin()
  }, [checkout])

  useEffect(() => {
    if (committed) void navigate(to(PATHS.payment))
  }, [committed, navigate, to])

  return (
    <>
      <CheckoutStepBar kind={checkout.cart.kind} current="detailsAndPayment" />
      <h1>{t('pages.checkout.title')}</h1>
      {hasItems(checkout.cart) ? (
        <>
          {login}
          <CheckoutView store={checkout} locale={locale} paymentChoice={hold} {...(saveCart === undefined ? {} : { saveCart })} />
        </>
      ) : (
        <PageStatus
          kind="empty"
          message={t('pages.checkout.emptyCart')}
          hint={t('pages.checkout.emptyCartHint')}
          action={<BackToEvents />}
        />
      )}
    </>
  )
})
