import type { ProducerReservation } from '@kartis/core'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useT, type Translate } from '../i18n/translate'
import { formatDateTime, formatShekels } from '../shell/format'
import { TextField } from '../shell/text-field'
import type { ActionNotice } from './reservations-store'
import { useStores } from '../store-context'
import { stateText } from './reservation-table'
import { ErrorAlert } from '../shell/error-alert'

/** What the last action said, politely (an error as an alert). */
const Notice = ({ notice, t }: { readonly notice: ActionNotice | null; readonly t: Translate }) => {
  if (notice === null) return null
  if (notice.kind === 'error') return <ErrorAlert error={notice.error} />
  return (
    <p role="status" className="notice">
      {notice.kind === 'sent'
        ? t('reservations.sent', { mobile: notice.mobile })
        : t('reservations.cancelled', { id: notice.reservationIdentifier })}
    </p>
  )
}

/** §7 one reservation: its details, sending its tickets again or to another mobile, and cancelling it after a confirmation with the fee rules. */
export const ReservationDetails = observer(({ reservation }: { readonly reservation: ProducerReservation }) => {
  const { reservations, ui } = useStores()
  const t = useT()
  const [mobile, setMobile] = useState('')
  const heading = useRef<HTMLHeadingElement>(null)
  const confirm = useRef<HTMLButtonElement>(null)
  const id = reservation.reservationIdentifier
  useEffect(() => heading.current?.focus(), [id])
  useEffect(() => {
    if (reservations.confirmingCancel) confirm.current?.focus()
  }, [reservations.confirmingCancel])
  const sendTo = (event: FormEvent) => {
    event.preventDefault()
    void reservations.sendTo(mobile)
  }
  const { cancellation } = reservation
  return (
    <section className="details" aria-labelledby="details-heading">
      <div className="details__head">
        <h2 id="details-heading" ref={heading} tabIndex={-1}>
          {t('reservations.detailsOf', { id })}
        </h2>
        <button type="button" className="button button--quiet" onClick={() => reservations.select(null)}>
          {t('reservations.closeDetails')}
        </button>
      </div>
      <dl className="details__facts">
        <dt>{t('reservations.customer')}</dt>
        <dd>{reservation.customerName}</dd>
        <dt>{t('reservations.mobile')}</dt>
        <dd>
          <bdi>{reservation.mobileNumber}</bdi>
        </dd>
        <dt>{t('reservations.event')}</dt>
        <dd>
          {reservation.featureName}, {reservation.venueName}
        </dd>
        <dt>{t('reservations.when')}</dt>
        <dd>{reservation.startDateTime === null ? t('reservations.untimed') : formatDateTime(reservation.startDateTime, ui.locale)}</dd>
        <dt>{t('reservations.seats')}</dt>
        <dd>{[reservation.sectionName, reservation.rowNames, reservation.seatNames].filter((part) => part !== '').join(' · ') || '—'}</dd>
        <dt>{t('reservations.amount')}</dt>
        <dd>
          {formatShekels(reservation.amount, ui.locale)}
          {reservation.isUnpaid ? ` (${t('reservations.unpaid')})` : ''}
        </dd>
        <dt>{t('reservations.state')}</dt>
        <dd>{stateText(t, reservation.resStateId)}</dd>
        <dt>{t('reservations.created')}</dt>
        <dd>{formatDateTime(reservation.createdAt, ui.locale)}</dd>
        {reservation.integrationId !== null && (
          <>
            <dt>{t('reservations.partner')}</dt>
            <dd>
              <bdi>{reservation.integrationId}</bdi>
            </dd>
          </>
        )}
      </dl>
      <Notice notice={reservations.notice} t={t} />
      {cancellation === null ? (
        <p>{t('reservations.notCancellable')}</p>
      ) : (
        <div className="details__actions">
          <button type="button" className="button" onClick={() => void reservations.sendAgain()} disabled={reservations.busy}>
            {t('reservations.sendAgain')}
          </button>
          <form className="send-form" onSubmit={sendTo} aria-label={t('reservations.sendTo')}>
            <TextField
              label={t('reservations.otherMobile')}
              name="mobile"
              type="tel"
              inputMode="tel"
              autoComplete="off"
              dir="ltr"
              value={mobile}
              onChange={(e) => setMobile(e.target.value)}
            />
            <button type="submit" className="button" disabled={reservations.busy || mobile.trim() === ''}>
              {t('reservations.send')}
            </button>
          </form>
          {reservations.confirmingCancel ? (
            <div className="confirm" role="alertdialog" aria-labelledby="cancel-title" aria-describedby="cancel-terms">
              <h3 id="cancel-title">{t('reservations.cancelTitle', { id })}</h3>
              <div id="cancel-terms">
                <p>{t('reservations.cancelFee', { fee: formatShekels(cancellation.fee, ui.locale) })}</p>
                <p>{t('reservations.cancelRefund', { refund: formatShekels(cancellation.refund, ui.locale) })}</p>
              </div>
              <div className="form__actions">
                <button
                  ref={confirm}
                  type="button"
                  className="button button--danger"
                  onClick={() => void reservations.cancel()}
                  disabled={reservations.busy}
                >
                  {t('reservations.confirmCancel')}
                </button>
                <button type="button" className="button button--quiet" onClick={() => reservations.keep()}>
                  {t('reservations.keep')}
                </button>
              </div>
            </div>
          ) : (
            <button type="button" className="button button--danger" onClick={() => reservations.askToCancel()} disabled={reservations.busy}>
              {t('reservations.cancel')}
            </button>
          )}
        </div>
      )}
    </section>
  )
})
