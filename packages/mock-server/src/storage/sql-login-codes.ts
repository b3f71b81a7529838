import type { Clock } from '@kartis/core'
import type { CodesSince, LoginCodePurpose, LoginCodes, NewLoginCode, PendingLoginCode, RedeemedLoginLinks } from '../customers/login-codes'
import type { StorageDatabase } from './database/storage-database'
import { outsideTransaction, type Tx } from './database/transactions'

/** Issue 12 one-time login codes on either engine: hashes only; attempts and consumption are single conditional UPDATEs. */
export class SqlLoginCodes implements LoginCodes {
  constructor(
    private readonly database: StorageDatabase,
    private readonly clock: Pick<Clock, 'now'>,
  ) {}

  private get db(): Tx {
    return outsideTransaction(this.database)
  }

  async issue(code: NewLoginCode): Promise<void> {
    await this.db
      .insertInto('login_codes')
      .values({
        visitor_uuid: code.visitorUuid,
        purpose: code.purpose,
        target: code.target,
        phone: code.phone,
        customer_id: code.customerId,
        creates_customer: code.createsCustomer ? 1 : 0,
        code_hash: code.codeHash,
        expires_at: code.expiresAt,
        client_address: code.clientAddress,
        created_at: this.clock.now(),
      })
      .execute()
  }

  async pending(visitorUuid: string, purpose: LoginCodePurpose, phone?: string): Promise<PendingLoginCode | null> {
    const query = this.db
      .selectFrom('login_codes')
      .select(['id', 'phone', 'customer_id', 'creates_customer', 'code_hash', 'attempts', 'created_at'])
      .where('visitor_uuid', '=', visitorUuid)
      .where('purpose', '=', purpose)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', this.clock.now())
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
    const row = await (phone === undefined ? query : query.where('phone', '=', phone)).executeTakeFirst()
    return row === undefined
      ? null
      : {
          id: row.id,
          phone: row.phone,
          customerId: row.customer_id,
          createsCustomer: row.creates_customer === 1,
          codeHash: row.code_hash,
          attempts: row.attempts,
          createdAt: row.created_at,
        }
  }

  async ofVisitorSince(visitorUuid: string, purpose: LoginCodePurpose, since: number): Promise<CodesSince> {
    const row = await this.db
      .selectFrom('login_codes')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('created_at').as('latest')])
      .where('visitor_uuid', '=', visitorUuid)
      .where('purpose', '=', purpose)
      .where('created_at', '>', since)
      .where('consumed_at', 'is', null)
      .executeTakeFirst()
    const latest = row?.latest ?? null
    return { count: Number(row?.count ?? 0), latestAt: latest === null ? null : Number(latest) }
  }

  ofTargetSince(target: string, since: number): Promise<number> {
    return this.countAfter('target', target, since)
  }

  ofPhoneSince(phone: string, since: number): Promise<number> {
    return this.countAfter('phone', phone, since)
  }

  private async countAfter(column: 'target' | 'phone', value: string, since: number): Promise<number> {
    const row = await this.db
      .selectFrom('login_codes')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where(column, '=', value)
      .where('created_at', '>', since)
      .executeTakeFirst()
    return Number(row?.count ?? 0)
  }

  async claimAttempt(id: number, maxAttempts: number): Promise<number | null> {
    const row = await this.db
      .updateTable('login_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where('attempts', '<', maxAttempts)
      .where('consumed_at', 'is', null)
      .returning('attempts')
      .executeTakeFirst()
    return row?.attempts ?? null
  }

  async consume(id: number): Promise<boolean> {
    const done = await this.db
      .updateTable('login_codes')
      .set({ consumed_at: this.clock.now() })
      .where('id', '=', id)
      .where('consumed_at', 'is', null)
      .executeTakeFirst()
    return Number(done.numUpdatedRows) === 1
  }
}

/** Issue 12 the used /customer/{token} links on either engine: the token id is the key, so a second use inserts nothing. */
export class SqlRedeemedLoginLinks implements RedeemedLoginLinks {
  constructor(
    private readonly database: StorageDatabase,
    private readonly clock: Pick<Clock, 'now'>,
  ) {}

  async redeem(tokenId: string, customerId: number): Promise<boolean> {
    const row = await outsideTransaction(this.database)
      .insertInto('redeemed_login_links')
      .values({ token_id: tokenId, customer_id: customerId, redeemed_at: this.clock.now() })
      .onConflict((oc) => oc.column('token_id').doNothing())
      .returning('token_id')
      .executeTakeFirst()
    return row !== undefined
  }
}
