import type { Locale, Reservation } from '@kartis/core'
import { observer } from 'mobx-react-lite'
import { Link } from 'react-router'
import { whenText } from '../edocument/when-text'
import { useT } from '../i18n/translate'
import { edocumentPath } from '../routes/paths'
import { useLangTo } from '../shell/lang-link'
import { PageStatus } from '../shell/page-status'
import { useCustomerSession } from '../stores/use-customer-session'
import { HoldPayAction, HoldPaymentStatus } from '../holds/hold-payment-view'
import type { HoldPaymentStore } from '../holds/hold-payment-store'
import type { CustomerAreaStore } from './customer-area-store'

interface TicketCardProps {
  readonly reservation: Reservation
  readonly area: CustomerAreaStore
  readonly holdPayment: HoldPaymentStore
  readonly locale: Locale
}

const TicketCard = observer(({ reservation, area, holdPayment, locale }: TicketCardProps) => {
  const t = useT()
  const to = useLangTo()
  const id = reservation.reservationIdentifier
  const name = reservation.featureName ?? t('customer:tickets.reservation', { id })
  const headingId = `ticket-${id}`
  const seats = [
    reservation.sectionName === '' ? null : `${t('edocument.section')}: ${reservation.sectionName}`,
    reservation.rowNames === '' ? null : `${t('edocument.row')}: ${reservation.rowNames}`,
    reservation.seatNames === '' ? null : `${t('edocument.seat')}: ${reservation.seatNames}`,
  ].filter((part) => part !== null)
  return (
    <article className="area-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="area-card__title">
        {name}
      </h3>
      {reservation.isUnpaid && <p className="area-card__flag">{t('customer:tickets.unpaid')}</p>}
      <dl className="area-card__facts">
        {reservation.venueName !== undefined && (
          <div>
            <dt>{t('customer:tickets.venue')}</dt>
            <dd>{reservation.venueName}</dd>
          </div>
        )}
        <div>
          <dt>{t('customer:tickets.when')}</dt>
          <dd>{whenText(reservation.startDateTime, locale) ?? t('edocument.openDate')}</dd>
        </div>
        {seats.length > 0 && (
          <div>
            <dt>{t('customer:tickets.seats')}</dt>
            <dd>{seats.join(' · ')}</dd>
          </div>
        )}
        <div>
          <dt>{t('customer:tickets.number')}</dt>
          <dd>
            <bdi>{id}</bdi> · {t('customer:tickets.quantity', { count: reservation.quantity })}
          </dd>
        </div>
      </dl>
      <div className="area-card__actions">
        {reservation.isUnpaid && <HoldPayAction payment={holdPayment} reservation={reservation} name={name} locale={locale} />}
        {reservation.documentKey !== undefined && (
          <Link className="button" to={to(edocumentPath(reservation.documentKey))}>
            {t('customer:tickets.eticket')}
            <span className="visually-hidden"> {t('customer:tickets.eticketOf', { name })}</span>
          </Link>
        )}
        {area.canCancel(reservation) && (
          <button type="button" className="button button--quiet" onClick={() => area.openCancel(reservation)}>
            {t('customer:tickets.cancel')}
            <span className="visually-hidden"> {t('customer:tickets.eticketOf', { name })}</span>
          </button>
        )}
      </div>
    </article>
  )
})

/**
 * §2/§4 the tickets tab: unpaid first, then by start date descending (the server's order), each
 * with its e-ticket, 'pay now' on a hold (§7 hold payment) and, where the venue allows, a cancel button.
 */
export const TicketsTab = observer(({ area, locale }: { readonly area: CustomerAreaStore; readonly locale: Locale }) => {
  const t = useT()
  const { holdPayment } = useCustomerSession()
  const reservations = area.customer?.reservations ?? []
  return (
    <>
      <HoldPaymentStatus payment={holdPayment} locale={locale} />
      {reservations.length === 0 ? (
        <PageStatus kind="empty" message={t('customer:tickets.empty')} hint={t('customer:tickets.emptyHint')} />
      ) : (
        <ul className="area-list">
          {reservations.map((reservation) => (
            <li key={reservation.reservationIdentifier}>
              <TicketCard reservation={reservation} area={area} holdPayment={holdPayment} locale={locale} />
            </li>
          ))}
        </ul>
      )}
    </>
  )
})
