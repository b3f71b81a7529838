import type { Locale, Reservation } from '@kartis/core'
import { observer } from 'mobx-react-lite'
import { CardDialog } from '../checkout/card-dialog'
import { useErrorMessage } from '../i18n/error-message'
import { useT } from '../i18n/translate'
import { moneyText } from '../order/money-text'
import type { HoldPaymentStore } from './hold-payment-store'
import { holdDeadlineText } from './hold-deadline-text'
import './holds.css'

export interface HoldPayActionProps {
  readonly payment: HoldPaymentStore
  readonly reservation: Reservation
  /** The reservation's name, for the button's accessible name. */
  readonly name: string
  readonly locale: Locale
}

/**
 * §4/§9 on an unpaid hold in the tickets tab: by when it must be paid (30 minutes before the
 * event) and, while it still may be, 'pay now' for its total.
 */
export const HoldPayAction = observer(({ payment, reservation, name, locale }: HoldPayActionProps) => {
  const t = useT()
  if (!payment.mayPay(reservation) || reservation.total === undefined) return null
  const deadline = holdDeadlineText(reservation.startDateTime, locale)
  const busy = payment.state.kind === 'paying' && payment.state.reservationIdentifier === reservation.reservationIdentifier
  return (
    <div className="hold-pay">
      {deadline !== null && <p className="hold-pay__deadline">{t('customer:holds.payUntil', { deadline })}</p>}
      <button type="button" className="button" disabled={busy} onClick={() => void payment.payFor(reservation, locale)}>
        <span>{t('customer:holds.pay')}</span>
        <bdi className="hold-pay__amount">{moneyText(reservation.total, locale)}</bdi>
        <span className="visually-hidden"> {t('customer:holds.payOf', { name })}</span>
      </button>
    </div>
  )
})

/** §2/§4 the hold payment's card dialog and what became of the payment (processing, paid, or the box office's refusal). */
export const HoldPaymentStatus = observer(({ payment, locale }: { readonly payment: HoldPaymentStore; readonly locale: Locale }) => {
  const t = useT()
  const errorText = useErrorMessage()
  const state = payment.state
  return (
    <>
      {state.kind === 'paying' && (
        <p className="hold-pay__status" role="status" aria-busy="true">
          {t('customer:holds.paying')}
        </p>
      )}
      {state.kind === 'paid' && (
        <p className="hold-pay__status" role="status">
          {t('customer:holds.paid', { id: state.reservationIdentifier })}
        </p>
      )}
      {state.kind === 'failed' && (
        <div className="hold-pay__status hold-pay__status--failed" role="alert">
          <p>{t('customer:holds.payFailed')}</p>
          <p>{errorText(state.error)}</p>
        </div>
      )}
      <CardDialog store={payment.cardPayment} onRetry={() => void payment.openCard(locale)} />
    </>
  )
})
