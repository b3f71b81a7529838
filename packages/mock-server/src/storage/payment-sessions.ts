import type { Agorot, Result } from '@kartis/core'

/** §7 where a hosted-page card payment stands. */
export type PaymentStatus = 'pending' | 'approved' | 'declined'

/** §7 a hosted payment page session (GET /payment/form), settled by the card simulator. */
export interface PaymentSession {
  readonly id: string
  readonly uuid: string
  readonly amount: Agorot
  /** §9 instalments, default 1. */
  readonly numberOfPayments: number
  readonly status: PaymentStatus
  readonly cardLast4: string | null
  readonly createdAt: number
  readonly settledAt: number | null
}

/** §7 what the card simulator decided for a session. */
export interface PaymentOutcome {
  readonly status: 'approved' | 'declined'
  readonly cardLast4: string
  /** §9 instalments chosen on the hosted page (default 1). */
  readonly numberOfPayments: number
}

/** §7 hosted-page payment sessions. */
export interface PaymentSessionRepository {
  /** Opens a pending session. INVALID_AMOUNT for a negative amount; BAD_REQUEST for fewer than 1 payment. */
  create(request: { readonly uuid: string; readonly amount: Agorot; readonly numberOfPayments: number }): Promise<Result<PaymentSession>>
  get(id: string): Promise<PaymentSession | null>
  /**
   * §7/§9 settles a pending session once: approved or declined, with the card's last 4 digits
   * and the number of payments the card holder chose on the hosted page.
   * NOT_FOUND for an unknown id; PAYMENT_ERROR when it is already settled; BAD_REQUEST for last 4
   * that are not 4 digits or fewer than 1 payment.
   */
  settle(id: string, outcome: PaymentOutcome): Promise<Result<PaymentSession>>
}
