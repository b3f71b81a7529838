import { kartisError, type Agorot, type Result } from '@kartis/core'
import * as E from 'fp-ts/Either'

/** §7 where a hosted card-page payment stands. */
export type PaymentStatus = 'pending' | 'approved' | 'declined'

/** §7 a card-page session opened by GET /payment/form and settled by the card provider. */
export interface PaymentSession {
  readonly id: string
  readonly uuid: string
  readonly amount: Agorot
  readonly status: PaymentStatus
}

/**
 * §7 the card provider as the in-memory box office simulates it: each payment form opens a
 * session for the amount due; the test (standing in for the visitor on the card page)
 * approves or declines it; commit accepts a cart whose paymentIdentifier names an approved
 * session of the same visitor for exactly the balance due.
 */
export class PaymentSessions {
  private readonly sessions = new Map<string, PaymentSession>()

  /** §7 a new pending session of the visitor for `amount`. */
  open(uuid: string, amount: Agorot): PaymentSession {
    const session: PaymentSession = { id: `PAY-${this.sessions.size + 1}`, uuid, amount, status: 'pending' }
    this.sessions.set(session.id, session)
    return session
  }

  /** §7 the card page's answer, once: NOT_FOUND for an unknown session, PAYMENT_ERROR when it was settled already. */
  settle(id: string, outcome: 'approved' | 'declined'): Result<PaymentSession> {
    const session = this.sessions.get(id)
    if (session === undefined) return E.left(kartisError('NOT_FOUND', { paymentIdentifier: id }))
    if (session.status !== 'pending') return E.left(kartisError('PAYMENT_ERROR', { paymentIdentifier: id, status: session.status }))
    const settled = { ...session, status: outcome }
    this.sessions.set(id, settled)
    return E.right(settled)
  }

  /**
   * §7/§8 commit's payment check, as the reference server makes it: an approved session of
   * `uuid` for exactly the balance due. No such session (or another visitor's) → PAYMENT_ERROR
   * { reason: 'payment-not-found' }; pending → PAYMENT_ERROR { reason: 'payment-pending' };
   * declined → CARD_PROVIDER_ERROR; another amount → PAYMENT_ERROR { reason: 'amount-mismatch', paid, due }.
   */
  checkPaid(paymentIdentifier: string | null, uuid: string, due: Agorot): Result<void> {
    const session = paymentIdentifier === null ? undefined : this.sessions.get(paymentIdentifier)
    if (session === undefined || session.uuid !== uuid) return E.left(kartisError('PAYMENT_ERROR', { reason: 'payment-not-found' }))
    if (session.status === 'pending') return E.left(kartisError('PAYMENT_ERROR', { reason: 'payment-pending' }))
    if (session.status === 'declined') return E.left(kartisError('CARD_PROVIDER_ERROR'))
    if (session.amount !== due) return E.left(kartisError('PAYMENT_ERROR', { reason: 'amount-mismatch', paid: session.amount, due }))
    return E.right(undefined)
  }
}
