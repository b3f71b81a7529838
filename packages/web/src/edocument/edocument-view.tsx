import { isCancelled, type EDocument, type EDocumentTicket, type Locale } from '@kartis/core'
import { observer } from 'mobx-react-lite'
import { useT } from '../i18n/translate'
import { EdocumentExtras, Fact, isSaleOnly } from './edocument-extras'
import { QrCode } from './qr-code-picture'
import { whenText } from './when-text'
import './edocument.css'

/** §2 where one line of the e-ticket admits: its seat, general admission in its section, or a product and its quantity. */
const TicketPlace = ({ ticket }: { readonly ticket: EDocumentTicket }) => {
  const t = useT()
  if (ticket.productName !== undefined)
    return (
      <p className="edocument__place">
        {ticket.productName === '' ? t('edocument.product') : ticket.productName} × <bdi>{ticket.quantity}</bdi>
      </p>
    )
  if (ticket.rowName === '' && ticket.seatName === '')
    return (
      <p className="edocument__place">
        {t('edocument.generalAdmission')}
        {ticket.sectionName !== '' && ` · ${ticket.sectionName}`}
      </p>
    )
  return (
    <dl className="edocument__place edocument__seat">
      <Fact term={t('edocument.section')}>{ticket.sectionName}</Fact>
      <Fact term={t('edocument.row')}>
        <bdi>{ticket.rowName}</bdi>
      </Fact>
      <Fact term={t('edocument.seat')}>
        <bdi>{ticket.seatName}</bdi>
      </Fact>
    </dl>
  )
}

export interface EdocumentViewProps {
  readonly edocument: EDocument
  readonly locale: Locale
  /** §9 whether a ticket of a presentation starting then no longer admits (the venue's grace minutes passed). */
  readonly isPast: (startDateTime: string | null | undefined) => boolean
}

/**
 * §2 the electronic-document ticket: feature, time in Jerusalem, venue and customer, then each
 * ticket with its QR code (the reference the box office signed) and its seat, and the late
 * notice; printable on one page. A cancelled reservation says so and shows no QR code; nor does
 * a ticket whose presentation took place (§9 grace minutes), which says so instead.
 */
export const EdocumentView = observer(({ edocument, locale, isPast }: EdocumentViewProps) => {
  const t = useT()
  const id = edocument.reservationIdentifier
  const when = whenText(edocument.startDateTime, locale)
  const cancelled = isCancelled(edocument)
  const places = edocument.tickets.reduce((sum, ticket) => sum + (ticket.productName === undefined ? ticket.quantity : 0), 0)
  const saleOnly = isSaleOnly(edocument)
  return (
    <article className="edocument" aria-labelledby="edocument-feature">
      <header className="edocument__header">
        <p className="edocument__order">
          {t('order.reservationNumber')}: <bdi>{id}</bdi>
        </p>
        <h2 id="edocument-feature" className="edocument__feature">
          {edocument.featureName ?? t(saleOnly ? 'edocument.documentOf' : 'edocument.ticketsOf', { id })}
        </h2>
        {!saleOnly && <p className="edocument__when">{when ?? t('edocument.openDate')}</p>}
        {edocument.venueName !== undefined && <p className="edocument__venue">{edocument.venueName}</p>}
      </header>
      <dl className="edocument__facts">
        {edocument.customerName !== '' && <Fact term={t('edocument.customer')}>{edocument.customerName}</Fact>}
        {!cancelled && !saleOnly && <Fact term={t('edocument.quantity')}>{places}</Fact>}
      </dl>
      {cancelled ? (
        <div className="edocument__flag" role="alert">
          <p>{t('edocument.cancelled')}</p>
          <p>{t('edocument.cancelledHint')}</p>
        </div>
      ) : (
        <>
          {edocument.isUnpaid && <p className="edocument__flag">{t('edocument.unpaid')}</p>}
          <EdocumentExtras edocument={edocument} locale={locale} />
          {edocument.tickets.length > 0 && (
            <ol className="edocument__tickets" aria-label={t('edocument.tickets')}>
              {edocument.tickets.map((ticket) => (
                <li key={ticket.ticketIdentifier} className="edocument__ticket">
                  {isPast(ticket.startDateTime ?? edocument.startDateTime) ? (
                    <p className="edocument__past">{t('edocument.past')}</p>
                  ) : (
                    <QrCode text={ticket.reference} label={t('edocument.qrLabel', { ticket: ticket.ticketIdentifier })} />
                  )}
                  {ticket.featureName !== undefined && (
                    <p className="edocument__show" dir="auto">
                      {[ticket.featureName, whenText(ticket.startDateTime ?? null, locale)].filter((part) => part !== null).join(' · ')}
                    </p>
                  )}
                  <TicketPlace ticket={ticket} />
                  <p className="edocument__ticket-number">
                    {t('edocument.ticketNumber')}: <bdi>{ticket.ticketIdentifier}</bdi>
                  </p>
                </li>
              ))}
            </ol>
          )}
          {!saleOnly && <p className="edocument__late-notice">{t('pages.edocument.lateNotice')}</p>}
          <button type="button" className="button edocument__print" onClick={() => window.print()}>
            {t('edocument.print')}
          </button>
        </>
      )}
    </article>
  )
})
