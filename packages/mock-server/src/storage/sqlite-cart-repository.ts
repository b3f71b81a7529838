import type Database from 'better-sqlite3'
import * as E from 'fp-ts/Either'
import { CartCodec } from '@kartis/api-adapter'
import type { Cart, Clock } from '@kartis/core'
import type { CartRepository, SavedCart } from './cart-repository'
import { SqliteGate } from './sqlite-gate'

interface CartRow {
  readonly uuid: string
  readonly cart_id: string
  readonly cart: string
  readonly saved_at: number
}

/** Reads a stored cart with the wire codec that wrote it; anything else in the column is a bug. */
const cartOf = (row: CartRow): Cart => {
  const decoded = CartCodec.decode(JSON.parse(row.cart))
  if (E.isLeft(decoded)) throw new Error(`saved cart ${row.uuid}/${row.cart_id} does not decode`)
  return decoded.right
}

/**
 * §7 saved carts on SQLite: one row per (visitor uuid, cart id), the cart as the JSON of the
 * wire codec (shekels, the spec's keys), so it reads back with the same rules as a request.
 */
export class SqliteCartRepository implements CartRepository {
  private readonly gate: SqliteGate

  constructor(
    private readonly db: Database.Database,
    private readonly clock: Pick<Clock, 'now'>,
  ) {
    this.gate = new SqliteGate(db)
  }

  save(uuid: string, cartId: string, cart: Cart): Promise<SavedCart> {
    return this.gate.exclusive(() => {
      const savedAt = this.clock.now()
      this.db
        .prepare<[string, string, string, number]>(
          `INSERT INTO carts (uuid, cart_id, cart, saved_at) VALUES (?, ?, ?, ?)
           ON CONFLICT (uuid, cart_id) DO UPDATE SET cart = excluded.cart, saved_at = excluded.saved_at`,
        )
        .run(uuid, cartId, JSON.stringify(CartCodec.encode(cart)), savedAt)
      return { uuid, cartId, cart, savedAt }
    })
  }

  get(uuid: string, cartId: string): Promise<SavedCart | null> {
    return this.gate.exclusive(() => {
      const row = this.db.prepare<[string, string], CartRow>('SELECT * FROM carts WHERE uuid = ? AND cart_id = ?').get(uuid, cartId)
      return row === undefined ? null : { uuid: row.uuid, cartId: row.cart_id, cart: cartOf(row), savedAt: row.saved_at }
    })
  }
}
