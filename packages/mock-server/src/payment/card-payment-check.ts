import * as E from 'fp-ts/Either'
import { ZERO, kartisError, type Agorot, type Result } from '@kartis/core'
import type { PaymentSession } from '../storage/payment-sessions'
import { isPaymentSessionExpired } from './session-expiry'

/**
 * §4/§8 a commit is paid when nothing is due after the vouchers (full cover, no card), or when
 * the cart's paymentIdentifier names an approved payment session of the same visitor for
 * exactly the balance due the server computed. Failures: no such session (or another
 * visitor's) → PAYMENT_ERROR { reason: 'payment-not-found' }; opened longer ago than the TTL →
 * PAYMENT_EXPIRED; still pending → PAYMENT_ERROR { reason: 'payment-pending' }; declined →
 * CARD_PROVIDER_ERROR (contact the card company); another amount → PAYMENT_ERROR
 * { reason: 'amount-mismatch', paid, due } (agorot), which is how a lowered client price ends.
 */
export const checkCardPayment = (
  session: PaymentSession | null,
  uuid: string,
  due: Agorot,
  now: number,
  ttlMs: number,
): Result<string | null> => {
  if (due <= ZERO) return E.right(null)
  if (session === null || session.uuid !== uuid) return E.left(kartisError('PAYMENT_ERROR', { reason: 'payment-not-found' }))
  if (isPaymentSessionExpired(session, now, ttlMs)) return E.left(kartisError('PAYMENT_EXPIRED', { reason: 'payment-session-expired' }))
  if (session.status === 'pending') return E.left(kartisError('PAYMENT_ERROR', { reason: 'payment-pending' }))
  if (session.status === 'declined') return E.left(kartisError('CARD_PROVIDER_ERROR'))
  if (session.amount !== due) return E.left(kartisError('PAYMENT_ERROR', { reason: 'amount-mismatch', paid: session.amount, due }))
  return E.right(session.id)
}
