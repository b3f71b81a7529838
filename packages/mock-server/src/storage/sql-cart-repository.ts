import * as E from 'fp-ts/Either'
import type { Selectable } from 'kysely'
import { CartCodec } from '@kartis/api-adapter'
import type { Cart, Clock } from '@kartis/core'
import type { CartRepository, SavedCart } from './cart-repository'
import type { StorageDatabase } from './database/storage-database'
import type { CartsTable } from './database/tables'
import { outsideTransaction, type Tx } from './database/transactions'

/** Reads a stored cart with the wire codec that wrote it; anything else in the column is a bug. */
const cartOf = (row: Selectable<CartsTable>): Cart => {
  const decoded = CartCodec.decode(JSON.parse(row.cart))
  if (E.isLeft(decoded)) throw new Error(`saved cart ${row.uuid}/${row.cart_id} does not decode`)
  return decoded.right
}

/**
 * §7 saved carts on either engine: one row per (visitor uuid, cart id), the cart as the JSON of
 * the wire codec (shekels, the spec's keys), so it reads back with the same rules as a request.
 */
export class SqlCartRepository implements CartRepository {
  constructor(
    private readonly database: StorageDatabase,
    private readonly clock: Pick<Clock, 'now'>,
  ) {}

  private get db(): Tx {
    return outsideTransaction(this.database)
  }

  /** §7 POST /cart: the latest save replaces the earlier one, in one statement (an upsert). */
  async save(uuid: string, cartId: string, cart: Cart): Promise<SavedCart> {
    const savedAt = this.clock.now()
    await this.db
      .insertInto('carts')
      .values({ uuid, cart_id: cartId, cart: JSON.stringify(CartCodec.encode(cart)), saved_at: savedAt })
      .onConflict((oc) =>
        oc.columns(['uuid', 'cart_id']).doUpdateSet((eb) => ({ cart: eb.ref('excluded.cart'), saved_at: eb.ref('excluded.saved_at') })),
      )
      .execute()
    return { uuid, cartId, cart, savedAt }
  }

  async get(uuid: string, cartId: string): Promise<SavedCart | null> {
    const row = await this.db.selectFrom('carts').selectAll().where('uuid', '=', uuid).where('cart_id', '=', cartId).executeTakeFirst()
    return row === undefined ? null : { uuid: row.uuid, cartId: row.cart_id, cart: cartOf(row), savedAt: row.saved_at }
  }
}
