import { cartTotals, type Locale } from '@kartis/core'
import { observer } from 'mobx-react-lite'
import { Suspense } from 'react'
import { Link } from 'react-router'
import { useT } from '../i18n/translate'
import { moneyText } from '../order/money-text'
import { edocumentPath } from '../routes/paths'
import { useLangTo } from '../shell/lang-link'
import { wizardOf } from '../shell/step-bar'
import { whenText } from '../edocument/when-text'
import { HoldConfirmationNote } from '../holds/hold-confirmation-note'
import type { PartnerHandOff } from '../order/order-store'
import { PartnerNote } from '../partner/partner-note'
import type { Confirmation } from './checkout-store'
import './checkout.css'

/** §2 what the confirmation's link opens: the e-ticket, the vouchers with their gift-card codes, the donation's receipt, the membership with its member number, or the enrolment's seats in each show. */
const DOCUMENT_LINK = {
  events: 'order.viewTicket',
  vouchers: 'checkout.viewVouchers',
  donations: 'checkout.viewReceipt',
  memberships: 'checkout.viewMembership',
  enrolment: 'checkout.viewEnrolment',
} as const

/**
 * §2 the confirmation: the reservation number, what was bought and paid (or, for a hold, is due),
 * and the link to the e-document the box office made (the e-ticket, the vouchers with their codes,
 * or the donation's receipt).
 */
export const ConfirmationView = observer(
  ({
    confirmation,
    locale,
    partner = null,
  }: {
    readonly confirmation: Confirmation
    readonly locale: Locale
    /** Issue 14 the partner site the visitor came from, if any. */
    readonly partner?: PartnerHandOff | null
  }) => {
    const t = useT()
    const to = useLangTo()
    const id = confirmation.result.reservationIdentifier
    const reservation = confirmation.reservation.kind === 'ready' ? confirmation.reservation.reservation : null
    const presentation = confirmation.cart.presentations[0]
    const featureName = reservation?.featureName ?? presentation?.featureName ?? null
    const when = whenText(reservation?.startDateTime ?? presentation?.startDateTime ?? null, locale)
    // §4 a hold order is reserved, not paid: what is due and by when instead of what was paid.
    const isHold = confirmation.cart.isHold
    return (
      <section className="confirmation" aria-labelledby="confirmation-title">
        <h2 id="confirmation-title">{t('checkout.confirmationTitle')}</h2>
        <p className="confirmation__number">
          {t('order.reservationNumber')}
          <bdi>{id}</bdi>
        </p>
        <dl className="confirmation__facts">
          {featureName !== null && (
            <>
              <dt>{t('edocument.event')}</dt>
              <dd>{featureName}</dd>
            </>
          )}
          {when !== null && (
            <>
              <dt>{t('edocument.when')}</dt>
              <dd>{when}</dd>
            </>
          )}
          {!isHold && (
            <>
              <dt>{t('checkout.paid')}</dt>
              <dd>
                <bdi>{moneyText(cartTotals(confirmation.cart).total, locale)}</bdi>
              </dd>
            </>
          )}
        </dl>
        {isHold && (
          <Suspense fallback={null}>
            <HoldConfirmationNote cart={confirmation.cart} locale={locale} />
          </Suspense>
        )}
        <PartnerNote integrationId={reservation?.integrationId ?? confirmation.cart.integrationId} partner={partner} />
        <p className="confirmation__note">{t('checkout.confirmationSms')}</p>
        <Link className="button" to={to(edocumentPath(confirmation.result.documentKey))}>
          {t(DOCUMENT_LINK[wizardOf(confirmation.cart.kind)])}
        </Link>
      </section>
    )
  },
)
