import * as E from 'fp-ts/Either'
import {
  cartToSave,
  formatJerusalemDateTime,
  kartisError,
  savedCartExpiry,
  type Cart,
  type Clock,
  type Presentation,
  type Result,
  type SavedCartLink,
} from '@kartis/core'
import { hebrewMessageOf } from '../http/hebrew-messages'
import type { CartRepository } from '../storage/cart-repository'
import type { CatalogRepository } from '../storage/catalog-repository'
import type { OrderNotices } from '../payment/order-notices'
import { cartIdHash, newCartId, savedCartSmsText } from './cart-link'

/** §9 links sent by SMS to one number in an hour at most: saving a cart must not be a way to flood a phone. */
export const MAX_CART_LINK_SMS_PER_HOUR = 3

const HOUR_MS = 3_600_000

const sentBySms = async (notices: Pick<OrderNotices, 'sms' | 'log'>, to: string, text: string): Promise<boolean> => {
  const sent = await notices.sms.send(to, text)
  if (E.isLeft(sent)) notices.log.warn({ code: sent.left.code }, 'saved cart: the link SMS was not sent')
  return E.isRight(sent)
}

/** What saving a cart needs. */
export interface SaveCartDeps {
  readonly carts: CartRepository
  readonly catalog: Pick<CatalogRepository, 'getPresentation'>
  /** The link goes by SMS through the SMS port; a failed send is logged and answered as not sent. */
  readonly notices: Pick<OrderNotices, 'sms' | 'log'>
  readonly clock: Pick<Clock, 'now'>
  /** The storefront's address, the start of the link sent by SMS. */
  readonly siteUrl: string
  /** Default newCartId (random); tests fix it. */
  readonly newCartId?: () => string
}

/** §7 POST /cart as the server receives it. */
export interface SaveCartCall {
  readonly callerUuid: string
  readonly bodyUuid: string
  readonly cart: Cart
  readonly mobileNumber?: string
}

/** §3 the box office's own presentations of a cart's seats and products: their start is the server's, not the cart's. */
const presentationsOf = async (catalog: SaveCartDeps['catalog'], cart: Cart): Promise<Result<readonly Presentation[]>> => {
  const ids = new Set([...cart.seats.map((seat) => seat.presentationId), ...cart.products.flatMap((line) => line.presentationId ?? [])])
  const found: Presentation[] = []
  for (const id of ids) {
    const presentation = await catalog.getPresentation(id)
    if (presentation === null) return E.left(kartisError('PRSNT_NOT_FOUND', { presentationId: id }))
    found.push(presentation)
  }
  return E.right(found)
}

/**
 * §2/§7 POST /cart: keeps the cart as the core's cartToSave trims it (no customer details, no
 * payment) under a new random link id, stored only as its hash, until savedCartExpiry (a week,
 * never past the show's start as the catalog has it); answers the id — told only to the caller —
 * and, when a mobile number is given, sends the link by SMS (at most MAX_CART_LINK_SMS_PER_HOUR
 * to one number). Failures: BAD_REQUEST { path: 'body.uuid' } when the body's uuid is not the
 * caller's, SELECTION_REQUIRED, invalid_mobileNumber, PRSNT_NOT_FOUND, TOO_CLOSE_TO_PRSNT_DATE,
 * TOO_MANY_REQUESTS { reason: 'sms' }.
 */
export const saveCart = async (deps: SaveCartDeps, call: SaveCartCall): Promise<Result<SavedCartLink>> => {
  if (call.bodyUuid.trim().toLowerCase() !== call.callerUuid)
    return E.left(kartisError('BAD_REQUEST', { path: 'body.uuid' }, 'the uuid in the body is not the caller’s'))
  const checked = cartToSave({ cart: call.cart, ...(call.mobileNumber === undefined ? {} : { mobileNumber: call.mobileNumber }) })
  if (E.isLeft(checked)) return checked
  const { cart, mobileNumber } = checked.right
  const presentations = await presentationsOf(deps.catalog, cart)
  if (E.isLeft(presentations)) return presentations
  const now = deps.clock.now()
  const expiresAt = savedCartExpiry(presentations.right, now)
  if (E.isLeft(expiresAt)) return expiresAt
  if (mobileNumber !== null && (await deps.carts.smsSentSince(mobileNumber, now - HOUR_MS)) >= MAX_CART_LINK_SMS_PER_HOUR)
    return E.left(kartisError('TOO_MANY_REQUESTS', { reason: 'sms' }, hebrewMessageOf('TOO_MANY_REQUESTS')))
  const cartId = (deps.newCartId ?? newCartId)()
  await deps.carts.save({
    idHash: cartIdHash(cartId),
    uuid: call.callerUuid,
    cart,
    savedAt: now,
    expiresAt: expiresAt.right,
    smsTo: mobileNumber,
  })
  const smsSent = mobileNumber !== null && (await sentBySms(deps.notices, mobileNumber, savedCartSmsText(deps.siteUrl, cartId)))
  return E.right({ cartId, expiresAt: formatJerusalemDateTime(expiresAt.right), smsSent })
}
