import type { KartisError, KartisErrorCode, Locale } from '@kartis/core'
import { observer } from 'mobx-react-lite'
import { useEffect, useId } from 'react'
import type { CheckoutStore } from '../checkout/checkout-store'
import { useCustomerTexts } from '../customers/texts/use-customer-texts'
import { useErrorMessage } from '../i18n/error-message'
import { useT } from '../i18n/translate'
import { describeSeat } from '../order/seat-description'
import { useCustomerSession } from '../stores/use-customer-session'
import { holdDeadlineText } from './hold-deadline-text'
import { HoldLoginDialog } from './hold-login-dialog'
import type { HoldOrderStore } from './hold-order-store'
import './holds.css'

/** §4/§8 the box office's refusals of a hold that the switch to a regular order answers. */
const SWITCHABLE: ReadonlySet<KartisErrorCode> = new Set([
  'HOLD_REQUIRES_ACTIVE_MEMBERSHIP',
  'PREMIUM_SEAT_CANNOT_BE_HELD',
  'TOO_CLOSE_TO_PRSNT_DATE',
])

/** §4 what stands in a hold's way: the login it needs, or the reason, with the switch to a regular order where that helps. */
const HoldProblem = observer(({ holds, problem }: { readonly holds: HoldOrderStore; readonly problem: KartisError }) => {
  const t = useT()
  const errorText = useErrorMessage()
  const seatsLabel = useId()
  // Announced when a submission was held back for it.
  const role = holds.refusal?.code === problem.code ? 'alert' : undefined
  if (problem.code === 'HOLD_REQUIRES_LOGIN')
    return (
      <div className="hold-choice__problem" role={role}>
        <p>{t('customer:holds.loginPrompt')}</p>
        <button type="button" className="button" onClick={() => holds.askLogin()}>
          {t('customer:holds.logIn')}
        </button>
      </div>
    )
  const premium = problem.code === 'PREMIUM_SEAT_CANNOT_BE_HELD' ? holds.premiumSeats : []
  return (
    <div className="hold-choice__problem hold-choice__problem--refused" role={role}>
      <p>{errorText(problem)}</p>
      {premium.length > 0 && (
        <>
          <p id={seatsLabel}>{t('customer:holds.premiumSeats')}</p>
          <ul className="hold-choice__seats" aria-labelledby={seatsLabel}>
            {premium.map((seat) => (
              <li key={`${seat.sectionId}/${seat.x}/${seat.y ?? ''}`}>{describeSeat(t, seat)}</li>
            ))}
          </ul>
        </>
      )}
      {SWITCHABLE.has(problem.code) && (
        <button type="button" className="button" onClick={() => holds.switchToRegular()}>
          {t('customer:holds.switchToRegular')}
        </button>
      )}
    </div>
  )
})

export interface HoldChoiceProps {
  readonly holds: HoldOrderStore
  readonly checkout: CheckoutStore
  readonly locale: Locale
}

/**
 * §4 the choice at checkout between paying now and a hold (unpaid) order, offered to whoever
 * asked for a hold (`?isHold=1`) and to an active member: the hold message (pay and collect at the
 * box office up to 30 minutes before the event), and what stands in its way — the login it needs
 * (HoldLogin opens the dialog), or the reason with the switch to a regular order (premium seats,
 * too close to the event, no active membership), also when the box office refused the hold.
 */
export const HoldChoice = observer(({ holds, checkout, locale }: HoldChoiceProps) => {
  const t = useT()
  useCustomerTexts()
  const { customer } = useCustomerSession()
  const known = customer.status === 'known'
  const who = customer.customer

  useEffect(() => {
    if (known) holds.knowCustomer(who)
  }, [holds, known, who])

  if (!holds.isOffered) return null
  const failed = checkout.commitState.kind === 'failed' ? checkout.commitState.error : null
  const problem = known ? (holds.problem() ?? (failed !== null && SWITCHABLE.has(failed.code) ? failed : null)) : null
  const deadline = holdDeadlineText(holds.presentationStart, locale)
  return (
    <fieldset className="hold-choice">
      <legend className="hold-choice__legend">{t('customer:holds.legend')}</legend>
      <label className="hold-choice__option">
        <input type="radio" name="hold-choice" checked={!holds.isHold} onChange={() => holds.choose(false)} />
        <span>{t('customer:holds.payNow')}</span>
      </label>
      <label className="hold-choice__option">
        <input type="radio" name="hold-choice" checked={holds.isHold} onChange={() => holds.choose(true)} />
        <span>
          {t('customer:holds.payLater')}
          <span className="hold-choice__hint">{t('customer:holds.payLaterHint')}</span>
        </span>
      </label>
      {holds.isHold && (
        <div className="hold-choice__note">
          <p>{deadline === null ? t('customer:holds.messageUntimed') : t('customer:holds.message', { deadline })}</p>
          <p>{t('customer:holds.releaseNote')}</p>
        </div>
      )}
      {holds.isHold && problem !== null && <HoldProblem holds={holds} problem={problem} />}
    </fieldset>
  )
})

/**
 * §2 the login dialog for hold orders, opened when a hold needs a login (asked for, or a hold
 * submitted by a visitor not logged in). Apart from the choice, outside checkout's form: the
 * login has a form of its own.
 */
export const HoldLogin = observer(({ holds }: { readonly holds: HoldOrderStore }) => {
  useCustomerTexts()
  const { login } = useCustomerSession()
  const loginWanted = holds.loginWanted
  useEffect(() => {
    if (!loginWanted) return
    holds.loginShown()
    login.open({ forCheckout: true, by: 'hold' })
  }, [holds, login, loginWanted])
  // One login form, two dialogs at checkout: this one only while the form is the hold's.
  return login.openedBy === 'hold' ? <HoldLoginDialog login={login} /> : null
})
