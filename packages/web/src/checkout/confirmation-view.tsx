import { cartTotals, type Locale } from '@kartis/core'
import { observer } from 'mobx-react-lite'
import { Link } from 'react-router'
import { useT } from '../i18n/translate'
import { moneyText } from '../order/money-text'
import { edocumentPath } from '../routes/paths'
import { useLangTo } from '../shell/lang-link'
import { whenText } from '../edocument/when-text'
import type { Confirmation } from './checkout-store'
import './checkout.css'

/** §2 the confirmation: the reservation number, what was bought and paid, and the link to the e-ticket. */
export const ConfirmationView = observer(({ confirmation, locale }: { readonly confirmation: Confirmation; readonly locale: Locale }) => {
  const t = useT()
  const to = useLangTo()
  const id = confirmation.result.reservationIdentifier
  const reservation = confirmation.reservation.kind === 'ready' ? confirmation.reservation.reservation : null
  const presentation = confirmation.cart.presentations[0]
  const featureName = reservation?.featureName ?? presentation?.featureName ?? null
  const when = whenText(reservation?.startDateTime ?? presentation?.startDateTime ?? null, locale)
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
        <dt>{t('checkout.paid')}</dt>
        <dd>
          <bdi>{moneyText(cartTotals(confirmation.cart).total, locale)}</bdi>
        </dd>
      </dl>
      <p className="confirmation__note">{t('checkout.confirmationSms')}</p>
      <Link className="button" to={to(edocumentPath(confirmation.result.documentKey))}>
        {t('order.viewTicket')}
      </Link>
    </section>
  )
})
