import type { Locale } from '@kartis/core'
import { observer } from 'mobx-react-lite'
import { useT } from '../i18n/translate'
import { BackToEvents } from '../pages/back-to-events'
import { PageStatus } from '../shell/page-status'
import { CheckoutStepBar } from '../shell/step-bar'
import type { PartnerHandOff } from '../order/order-store'
import type { CheckoutStore } from './checkout-store'
import { ConfirmationView } from './confirmation-view'

/**
 * §2 /booking/checkout/payment: the confirmation of the order just committed (titled as a hold
 * when it is one: §4 nothing was paid); without one there is nothing to confirm.
 */
export const ConfirmationPageBody = observer(
  ({
    checkout,
    locale,
    partner = null,
  }: {
    readonly checkout: CheckoutStore
    readonly locale: Locale
    /** Issue 14 the partner site the visitor came from, if any. */
    readonly partner?: PartnerHandOff | null
  }) => {
    const t = useT()
    const confirmation = checkout.confirmation
    return (
      <>
        <CheckoutStepBar kind={confirmation?.cart.kind ?? 'events'} current="confirmation" />
        <h1>{t(confirmation?.cart.isHold === true ? 'pages.payment.holdTitle' : 'pages.payment.title')}</h1>
        {confirmation === null ? (
          <PageStatus kind="empty" message={t('checkout.nothingConfirmed')} action={<BackToEvents />} />
        ) : (
          <ConfirmationView confirmation={confirmation} locale={locale} partner={partner} />
        )}
      </>
    )
  },
)
