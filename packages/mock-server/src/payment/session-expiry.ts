import type { PaymentSession } from '../storage/payment-sessions'

/** §8 payment expired: a session opened longer ago than the TTL no longer takes a card nor commits. */
export const isPaymentSessionExpired = (session: PaymentSession, now: number, ttlMs: number): boolean => now - session.createdAt > ttlMs
