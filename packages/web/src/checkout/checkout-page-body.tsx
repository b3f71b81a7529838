import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { useT } from '../i18n/translate'
import { BackToEvents } from '../pages/back-to-events'
import { PATHS } from '../routes/paths'
import { useLangTo } from '../shell/lang-link'
import { PageStatus } from '../shell/page-status'
import { StepBar } from '../shell/step-bar'
import type { CheckoutStore } from './checkout-store'
import { CheckoutView, hasItems, type CheckoutViewProps } from './checkout-view'

/** What the checkout page shows: the checkout in a language, and the saved-cart store (§2). */
type CheckoutPageBodyProps = { readonly checkout: CheckoutStore } & Omit<CheckoutViewProps, 'store'>

/** §2 /booking/checkout: details and payment; after the commit the visitor goes on to the confirmation. */
export const CheckoutPageBody = observer(({ checkout, locale, saveCart }: CheckoutPageBodyProps) => {
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
      <StepBar current="detailsAndPayment" />
      <h1>{t('pages.checkout.title')}</h1>
      {hasItems(checkout.cart) ? (
        <CheckoutView store={checkout} locale={locale} {...(saveCart === undefined ? {} : { saveCart })} />
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
