import { randomUUID } from 'node:crypto'
import * as E from 'fp-ts/Either'
import type { Selectable } from 'kysely'
import { agorot, kartisError } from '@kartis/core'
import type { Agorot, Clock, Result } from '@kartis/core'
import type { StorageDatabase } from './database/storage-database'
import type { PaymentSessionsTable } from './database/tables'
import { outsideTransaction, type Tx } from './database/transactions'
import type { PaymentOutcome, PaymentSession, PaymentSessionRepository } from './payment-sessions'

const toSession = (row: Selectable<PaymentSessionsTable>): PaymentSession => ({
  id: row.id,
  uuid: row.uuid,
  amount: agorot(row.amount),
  numberOfPayments: row.number_of_payments,
  status: row.status,
  cardLast4: row.card_last4,
  createdAt: row.created_at,
  settledAt: row.settled_at,
})

/** §7 payment sessions on either engine; each call is one statement (settling is one conditional UPDATE). */
export class SqlPaymentSessions implements PaymentSessionRepository {
  constructor(
    private readonly database: StorageDatabase,
    private readonly clock: Pick<Clock, 'now'>,
    private readonly newId: () => string = randomUUID,
  ) {}

  private get db(): Tx {
    return outsideTransaction(this.database)
  }

  async create(request: {
    readonly uuid: string
    readonly amount: Agorot
    readonly numberOfPayments: number
  }): Promise<Result<PaymentSession>> {
    if (!(Number.isSafeInteger(request.amount) && request.amount >= 0)) return E.left(kartisError('INVALID_AMOUNT'))
    if (!(Number.isSafeInteger(request.numberOfPayments) && request.numberOfPayments >= 1))
      return E.left(kartisError('BAD_REQUEST', { reason: 'numberOfPayments below 1' }))
    const row = await this.db
      .insertInto('payment_sessions')
      .values({
        id: this.newId(),
        uuid: request.uuid,
        amount: request.amount,
        number_of_payments: request.numberOfPayments,
        status: 'pending',
        card_last4: null,
        created_at: this.clock.now(),
        settled_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    return E.right(toSession(row))
  }

  async get(id: string): Promise<PaymentSession | null> {
    const row = await this.db.selectFrom('payment_sessions').selectAll().where('id', '=', id).executeTakeFirst()
    return row === undefined ? null : toSession(row)
  }

  /**
   * §7/§9 settles a pending session once. The UPDATE applies only while the session is pending,
   * so of instances settling the same session at once exactly one changes it; the others get
   * PAYMENT_ERROR (on PostgreSQL the later UPDATE waits for the first's row lock, then finds it settled).
   */
  async settle(id: string, outcome: PaymentOutcome): Promise<Result<PaymentSession>> {
    if (!/^\d{4}$/.test(outcome.cardLast4)) return E.left(kartisError('BAD_REQUEST', { reason: 'cardLast4' }))
    if (!(Number.isSafeInteger(outcome.numberOfPayments) && outcome.numberOfPayments >= 1))
      return E.left(kartisError('BAD_REQUEST', { reason: 'numberOfPayments below 1' }))
    const db = this.db
    const settled = await db
      .updateTable('payment_sessions')
      .set({
        status: outcome.status,
        card_last4: outcome.cardLast4,
        number_of_payments: outcome.numberOfPayments,
        settled_at: this.clock.now(),
      })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst()
    if (settled !== undefined) return E.right(toSession(settled))
    const existing = await db.selectFrom('payment_sessions').select('id').where('id', '=', id).executeTakeFirst()
    return E.left(
      existing === undefined
        ? kartisError('NOT_FOUND', { paymentSessionId: id })
        : kartisError('PAYMENT_ERROR', { paymentSessionId: id, reason: 'already settled' }),
    )
  }
}
