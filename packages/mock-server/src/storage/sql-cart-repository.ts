import * as E from 'fp-ts/Either'
import type { Selectable } from 'kysely'
import { CartCodec } from '@kartis/api-adapter'
import type { Cart } from '@kartis/core'
import type { CartRepository, SavedCart } from './cart-repository'
import type { StorageDatabase } from './database/storage-database'
import type { SavedCartsTable } from './database/tables'
import { outsideTransaction, type Tx } from './database/transactions'

/** Reads a stored cart with the wire codec that wrote it; anything else in the column is a bug. */
const cartOf = (row: Selectable<SavedCartsTable>): Cart => {
  const decoded = CartCodec.decode(JSON.parse(row.cart))
  if (E.isLeft(decoded)) throw new Error(`saved cart ${row.id_hash.slice(0, 8)}… does not decode`)
  return decoded.right
}

/**
 * §2/§7 saved carts on either engine: one row per link, keyed by the SHA-256 of its id, the cart
 * as the JSON of the wire codec (shekels, the spec's keys), so it reads back with the same rules
 * as a request.
 */
export class SqlCartRepository implements CartRepository {
  constructor(private readonly database: StorageDatabase) {}

  private get db(): Tx {
    return outsideTransaction(this.database)
  }

  async save(saved: SavedCart): Promise<void> {
    await this.db
      .insertInto('saved_carts')
      .values({
        id_hash: saved.idHash,
        uuid: saved.uuid,
        cart: JSON.stringify(CartCodec.encode(saved.cart)),
        saved_at: saved.savedAt,
        expires_at: saved.expiresAt,
        sms_to: saved.smsTo,
      })
      .execute()
  }

  async get(idHash: string): Promise<SavedCart | null> {
    const row = await this.db.selectFrom('saved_carts').selectAll().where('id_hash', '=', idHash).executeTakeFirst()
    return row === undefined
      ? null
      : { idHash: row.id_hash, uuid: row.uuid, cart: cartOf(row), savedAt: row.saved_at, expiresAt: row.expires_at, smsTo: row.sms_to }
  }

  async smsSentSince(mobileNumber: string, since: number): Promise<number> {
    const row = await this.db
      .selectFrom('saved_carts')
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('sent'))
      .where('sms_to', '=', mobileNumber)
      .where('saved_at', '>=', since)
      .executeTakeFirst()
    return Number(row?.sent ?? 0)
  }
}
