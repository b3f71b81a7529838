import { ReservationState, type Cart, type Locale, type Reservation } from '@kartis/core'
import { observer } from 'mobx-react-lite'
import { useT } from '../i18n/translate'
import { qrPicture, ticketQrText } from './qr-code'
import { whenText } from './when-text'
import './edocument.css'

/** The seats to print: each seat of the committed cart when this browser made the order, else the reservation's own lists. */
interface SeatLine {
  readonly section: string
  readonly row: string
  readonly seat: string
}

/** §2 the seats of an e-ticket: from the cart that was committed (exact per seat), else the reservation's comma-separated names. */
export const seatLines = (reservation: Reservation, committed: Cart | null): readonly SeatLine[] => {
  if (committed !== null && committed.seats.length > 0)
    return committed.seats.map((seat) => ({ section: seat.sectionName, row: seat.rowName, seat: seat.seatName }))
  if (reservation.seatNames.trim() === '') return []
  return [{ section: reservation.sectionName, row: reservation.rowNames, seat: reservation.seatNames }]
}

const QrCode = ({ text, label }: { readonly text: string; readonly label: string }) => {
  const picture = qrPicture(text)
  return (
    <svg
      className="edocument__qr"
      viewBox={`0 0 ${picture.size} ${picture.size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={picture.size} height={picture.size} fill="#FFFFFF" />
      <path d={picture.path} fill="#000000" />
    </svg>
  )
}

/** §2 the electronic-document ticket: QR code, feature, time in Jerusalem, seats or general admission, the late notice; printable. */
export const EdocumentView = observer(
  ({ reservation, committed, locale }: { readonly reservation: Reservation; readonly committed: Cart | null; readonly locale: Locale }) => {
    const t = useT()
    const id = reservation.reservationIdentifier
    const tickets = reservation.ticketIdentifiers ?? []
    const when = whenText(reservation.startDateTime, locale)
    const seats = seatLines(reservation, committed)
    const cancelled = reservation.resStateId === ReservationState.cancelled
    return (
      <article className="edocument" aria-labelledby="edocument-feature">
        <header className="edocument__header">
          <p className="edocument__order">
            {t('order.reservationNumber')}: <bdi>{id}</bdi>
          </p>
          <h2 id="edocument-feature" className="edocument__feature">
            {reservation.featureName ?? t('edocument.ticketsOf', { id })}
          </h2>
          <p className="edocument__when">{when ?? t('edocument.openDate')}</p>
          {reservation.venueName !== undefined && <p className="edocument__venue">{reservation.venueName}</p>}
        </header>
        {cancelled && (
          <p className="edocument__flag" role="alert">
            {t('edocument.cancelled')}
          </p>
        )}
        {!cancelled && reservation.isUnpaid && <p className="edocument__flag">{t('edocument.unpaid')}</p>}
        {!cancelled && <QrCode text={ticketQrText(id, tickets)} label={t('edocument.qrLabel', { id })} />}
        {seats.length > 0 ? (
          <table className="edocument__seats">
            <thead>
              <tr>
                <th scope="col">{t('edocument.section')}</th>
                <th scope="col">{t('edocument.row')}</th>
                <th scope="col">{t('edocument.seat')}</th>
              </tr>
            </thead>
            <tbody>
              {seats.map((line, index) => (
                <tr key={`${line.section}-${line.row}-${line.seat}-${index}`}>
                  <td>{line.section}</td>
                  <td>
                    <bdi>{line.row}</bdi>
                  </td>
                  <td>
                    <bdi>{line.seat}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="edocument__ga">
            {t('edocument.generalAdmission')}
            {reservation.sectionName !== '' && ` · ${reservation.sectionName}`}
          </p>
        )}
        <dl className="edocument__facts">
          <dt>{t('edocument.quantity')}</dt>
          <dd>{reservation.quantity}</dd>
          {tickets.length > 0 && (
            <>
              <dt>{t('edocument.ticketNumbers')}</dt>
              <dd className="edocument__ticket-numbers">
                {tickets.map((ticket) => (
                  <bdi key={ticket}>{ticket}</bdi>
                ))}
              </dd>
            </>
          )}
        </dl>
        <p className="edocument__late-notice">{t('pages.edocument.lateNotice')}</p>
        <button type="button" className="button edocument__print" onClick={() => window.print()}>
          {t('edocument.print')}
        </button>
      </article>
    )
  },
)
