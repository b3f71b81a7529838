import { isBenefitLookupKind, lookupsOfGroup, ticketQuantity, type BenefitLookupKind, type CartSeat, type TicketGroup } from '@kartis/core'
import { observer } from 'mobx-react-lite'
import { useState, type FormEvent } from 'react'
import { useT } from '../i18n/translate'
import { useStores } from '../stores/store-context'
import { useOrderSession } from '../stores/use-order-session'
import { moneyText } from './money-text'
import type { CodeKind } from './order-store'
import { QuantityPicker } from './quantity-picker'
import { describeSeat } from './seat-description'

const seatId = (seat: CartSeat): string => `${seat.sectionId}:${seat.x}:${seat.y ?? 'ga'}`

/** §5 one code form: a coupon or voucher code, or a member number, looked up when applied. */
const CodeForm = observer(({ kind }: { readonly kind: CodeKind }) => {
  const { order } = useOrderSession()
  const t = useT()
  const [code, setCode] = useState('')
  const id = `code-${kind}`
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (await order.enterCode(kind, code)) setCode('')
  }
  return (
    <form className="code-form" onSubmit={(event) => void submit(event)}>
      <label htmlFor={id}>{t(kind === 'coupon' ? 'orderFlow.codeTitle' : 'orderFlow.memberTitle')}</label>
      <div className="code-form__row">
        <input
          id={id}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          dir="ltr"
          inputMode={kind === 'member' ? 'numeric' : 'text'}
        />
        <button type="submit" className="button" disabled={order.checkingCode || code.trim() === ''}>
          {order.checkingCode ? t('orderFlow.checking') : t('orderFlow.apply')}
        </button>
      </div>
    </form>
  )
})

const LOOKUP_LABELS = {
  idNumber: 'orderFlow.lookupIdNumber',
  mobile: 'orderFlow.lookupMobile',
  oneTimeCode: 'orderFlow.lookupCode',
} as const

/**
 * Issue 15 §5 the field a ticket type asks for: an ID number or a mobile number, looked up when
 * applied; or a one-time code — first the mobile number it is sent to, then the code.
 */
const LookupForm = observer(({ group, kind }: { readonly group: TicketGroup; readonly kind: BenefitLookupKind }) => {
  const { order } = useOrderSession()
  const t = useT()
  const [value, setValue] = useState('')
  const [mobile, setMobile] = useState('')
  const sentTo = kind === 'oneTimeCode' ? order.lookupCodesSent.get(group.id) : undefined
  const id = `lookup-${group.id}-${kind}`
  const apply = async (event: FormEvent) => {
    event.preventDefault()
    if (await order.enterLookup(group, kind, value, sentTo)) setValue('')
  }
  const send = async (event: FormEvent) => {
    event.preventDefault()
    await order.requestLookupCode(group, mobile)
  }
  const numeric = kind === 'idNumber' || kind === 'oneTimeCode'
  return (
    <>
      {kind === 'oneTimeCode' && (
        <form className="code-form" onSubmit={(event) => void send(event)}>
          <label htmlFor={`${id}-mobile`}>{t('orderFlow.lookupCodeMobile')}</label>
          <div className="code-form__row">
            <input
              id={`${id}-mobile`}
              value={mobile}
              onChange={(event) => setMobile(event.target.value)}
              autoComplete="tel"
              type="tel"
              dir="ltr"
            />
            <button type="submit" className="button" disabled={order.checkingCode || mobile.trim() === ''}>
              {t('orderFlow.sendCode')}
            </button>
          </div>
          {sentTo !== undefined && (
            <p className="order-panel__hint" role="status">
              {t('orderFlow.codeSent', { mobile: sentTo })}
            </p>
          )}
        </form>
      )}
      {(kind !== 'oneTimeCode' || sentTo !== undefined) && (
        <form className="code-form" onSubmit={(event) => void apply(event)}>
          <label htmlFor={id}>{t(LOOKUP_LABELS[kind])}</label>
          <div className="code-form__row">
            <input
              id={id}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              autoComplete={kind === 'oneTimeCode' ? 'one-time-code' : 'off'}
              dir="ltr"
              inputMode={numeric ? 'numeric' : 'tel'}
            />
            <button type="submit" className="button" disabled={order.checkingCode || value.trim() === ''}>
              {order.checkingCode ? t('orderFlow.checking') : t('orderFlow.apply')}
            </button>
          </div>
        </form>
      )}
    </>
  )
})

/** §4 per-quantity choice for a group's GA places: how many of each ticket. */
const GroupQuantities = observer(({ group, seats }: { readonly group: TicketGroup; readonly seats: readonly CartSeat[] }) => {
  const { ui } = useStores()
  const { order } = useOrderSession()
  const presentationId = order.presentationId ?? 0
  return (
    <ul className="ticket-lines">
      {group.tickets.map((ticket) => {
        const count = ticketQuantity(order.cart, presentationId, group, ticket.id)
        const free = seats.filter((seat) => seat.ticket === null).length
        return (
          <li key={ticket.id} className="ticket-line">
            <span className="ticket-line__name">{ticket.name}</span>
            <bdi className="ticket-line__price">{moneyText(ticket.price, ui.locale)}</bdi>
            <QuantityPicker
              name={ticket.name}
              value={count}
              max={count + free}
              onChange={(quantity) => order.chooseTicketCount(group, ticket.id, quantity)}
            />
          </li>
        )
      })}
    </ul>
  )
})

/** §4 per-seat choice for reserved seats: one ticket of the seat's group each. */
const SeatTickets = observer(({ group, seats }: { readonly group: TicketGroup; readonly seats: readonly CartSeat[] }) => {
  const { ui } = useStores()
  const { order } = useOrderSession()
  const t = useT()
  return (
    <ul className="ticket-lines">
      {seats.map((seat) => {
        const id = `ticket-${seatId(seat)}`
        const offered = group.tickets.some((ticket) => ticket.id === seat.ticket?.ticketId)
        return (
          <li key={seatId(seat)} className="ticket-line">
            <label htmlFor={id} className="ticket-line__name">
              {t('orderFlow.ticketFor', { seat: describeSeat(t, seat) })}
            </label>
            {seat.ticket !== null && !offered ? (
              <bdi className="ticket-line__price">
                {order.benefitNames.get(seat.ticket.ticketId) ?? seat.ticket.code ?? seat.ticket.memberNumber ?? ''} ·{' '}
                {moneyText(seat.ticket.amount, ui.locale)}
              </bdi>
            ) : (
              <select
                id={id}
                value={seat.ticket?.ticketId ?? ''}
                onChange={(event) => order.chooseSeatTicket(seat, Number(event.target.value))}
              >
                <option value="" disabled>
                  {t('orderFlow.chooseTicket')}
                </option>
                {group.tickets.map((ticket) => (
                  <option key={ticket.id} value={ticket.id}>
                    {ticket.name} · {moneyText(ticket.price, ui.locale)}
                  </option>
                ))}
              </select>
            )}
          </li>
        )
      })}
    </ul>
  )
})

/** §2/§4/§5 choose tickets: per seat or per quantity by ticket group, coupon and voucher codes, member number. */
export const TicketsStep = observer(({ onBack, onContinue }: { readonly onBack: () => void; readonly onContinue: () => void }) => {
  const { order } = useOrderSession()
  const t = useT()
  const cart = order.cart
  const groups = order.ticketGroups.flatMap((group) => {
    const seats = cart.seats.filter((seat) => seat.ticketGroupId === group.id)
    return seats.length === 0 ? [] : [{ group, seats }]
  })
  return (
    <div className="order-step">
      {groups.map(({ group, seats }) => (
        <section key={group.id} className="order-panel" aria-labelledby={`group-${group.id}`}>
          <h2 id={`group-${group.id}`} className="order-panel__title">
            {group.name}
          </h2>
          {seats.every((seat) => seat.rowName === '' && seat.seatName === '') ? (
            <GroupQuantities group={group} seats={seats} />
          ) : (
            <SeatTickets group={group} seats={seats} />
          )}
          {lookupsOfGroup(group)
            .filter(isBenefitLookupKind)
            .map((kind) => (
              <LookupForm key={kind} group={group} kind={kind} />
            ))}
        </section>
      ))}
      <section className="order-panel">
        <CodeForm kind="coupon" />
        <CodeForm kind="member" />
        {cart.couponRedemptions.length > 0 && (
          <>
            <h3 className="order-panel__subtitle">{t('orderFlow.appliedCoupons')}</h3>
            <ul className="seat-chips">
              {[...new Set(cart.couponRedemptions.map((redemption) => redemption.code))].map((code) => (
                <li key={code} className="seat-chip">
                  <bdi>{code}</bdi>
                  <button
                    type="button"
                    className="seat-chip__remove"
                    aria-label={t('orderFlow.removeCoupon', { code })}
                    onClick={() => order.removeCoupon(code)}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      {!order.canContinuePastTickets && <p className="order-panel__hint">{t('orderFlow.ticketsMissing')}</p>}
      <div className="order-actions">
        <button type="button" className="button button--secondary" onClick={onBack}>
          {t('common.back')}
        </button>
        <button type="button" className="button" disabled={!order.canContinuePastTickets} onClick={onContinue}>
          {t('orderFlow.toProducts')}
        </button>
      </div>
    </div>
  )
})
