import { createHash, randomBytes } from 'node:crypto'

/**
 * §2 the id of a saved cart's link /cart/{resId}: 128 random bits from the system's
 * cryptographic source, base64url (22 characters). Whoever holds it may open the cart, so it
 * must not be guessable: 2^128 ids, and opening is rate-limited per address besides.
 */
export const newCartId = (): string => randomBytes(16).toString('base64url')

/** §2 the shape of a link id newCartId makes; anything else is no saved cart, without a database read. */
export const CART_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/

/** §2 what storage keeps of a link id: its SHA-256 (hex), so a copy of the database alone opens no cart. */
export const cartIdHash = (cartId: string): string => createHash('sha256').update(cartId).digest('hex')

/** §2 the link as the SMS gives it: the storefront's /cart/{resId}. */
export const cartLinkOf = (siteUrl: string, cartId: string): string => `${siteUrl.replace(/\/+$/, '')}/cart/${cartId}`

/** §2 the Hebrew SMS with a saved cart's link ("your cart was saved; to go on with the order:"). */
export const savedCartSmsText = (siteUrl: string, cartId: string): string =>
  ['העגלה שלך נשמרה.', `להמשך ההזמנה: ${cartLinkOf(siteUrl, cartId)}`].join('\n')
