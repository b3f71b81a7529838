import { randomUUID } from 'node:crypto'
import type Database from 'better-sqlite3'
import * as E from 'fp-ts/Either'
import { agorot, kartisError } from '@kartis/core'
import type { Clock, Agorot, Result } from '@kartis/core'
import type { PaymentOutcome, PaymentSession, PaymentSessionRepository, PaymentStatus } from './payment-sessions'
import { SqliteGate } from './sqlite-gate'

interface SessionRow {
  readonly id: string
  readonly uuid: string
  readonly amount: number
  readonly number_of_payments: number
  readonly status: string
  readonly card_last4: string | null
  readonly created_at: number
  readonly settled_at: number | null
}

const statusOf = (value: string): PaymentStatus => {
  if (value === 'pending' || value === 'approved' || value === 'declined') return value
  throw new Error(`unknown payment status ${value} in the database`)
}

const toSession = (row: SessionRow): PaymentSession => ({
  id: row.id,
  uuid: row.uuid,
  amount: agorot(row.amount),
  numberOfPayments: row.number_of_payments,
  status: statusOf(row.status),
  cardLast4: row.card_last4,
  createdAt: row.created_at,
  settledAt: row.settled_at,
})

/** §7 payment sessions on SQLite. */
export class SqlitePaymentSessions implements PaymentSessionRepository {
  private readonly gate: SqliteGate

  constructor(
    private readonly db: Database.Database,
    private readonly clock: Pick<Clock, 'now'>,
    private readonly newId: () => string = randomUUID,
  ) {
    this.gate = new SqliteGate(db)
  }

  create(request: { readonly uuid: string; readonly amount: Agorot; readonly numberOfPayments: number }): Promise<Result<PaymentSession>> {
    if (!(Number.isSafeInteger(request.amount) && request.amount >= 0)) return Promise.resolve(E.left(kartisError('INVALID_AMOUNT')))
    if (!(Number.isSafeInteger(request.numberOfPayments) && request.numberOfPayments >= 1))
      return Promise.resolve(E.left(kartisError('BAD_REQUEST', { reason: 'numberOfPayments below 1' })))
    return this.gate.exclusive(() => {
      const id = this.newId()
      this.db
        .prepare<[string, string, number, number, number]>(
          `INSERT INTO payment_sessions (id, uuid, amount, number_of_payments, status, created_at)
           VALUES (?, ?, ?, ?, 'pending', ?)`,
        )
        .run(id, request.uuid, request.amount, request.numberOfPayments, this.clock.now())
      return E.right(this.read(id) ?? missing(id))
    })
  }

  get(id: string): Promise<PaymentSession | null> {
    return this.gate.exclusive(() => this.read(id))
  }

  settle(id: string, outcome: PaymentOutcome): Promise<Result<PaymentSession>> {
    if (!/^\d{4}$/.test(outcome.cardLast4)) return Promise.resolve(E.left(kartisError('BAD_REQUEST', { reason: 'cardLast4' })))
    if (!(Number.isSafeInteger(outcome.numberOfPayments) && outcome.numberOfPayments >= 1))
      return Promise.resolve(E.left(kartisError('BAD_REQUEST', { reason: 'numberOfPayments below 1' })))
    return this.gate.exclusive((): Result<PaymentSession> => {
      if (this.read(id) === null) return E.left(kartisError('NOT_FOUND', { paymentSessionId: id }))
      const changed = this.db
        .prepare<[string, string, number, number, string]>(
          `UPDATE payment_sessions SET status = ?, card_last4 = ?, number_of_payments = ?, settled_at = ?
           WHERE id = ? AND status = 'pending'`,
        )
        .run(outcome.status, outcome.cardLast4, outcome.numberOfPayments, this.clock.now(), id).changes
      if (changed === 0) return E.left(kartisError('PAYMENT_ERROR', { paymentSessionId: id, reason: 'already settled' }))
      return E.right(this.read(id) ?? missing(id))
    })
  }

  private read(id: string): PaymentSession | null {
    const row = this.db.prepare<[string], SessionRow>('SELECT * FROM payment_sessions WHERE id = ?').get(id)
    return row === undefined ? null : toSession(row)
  }
}

const missing = (id: string): never => {
  throw new Error(`payment session ${id} vanished after a write`)
}
