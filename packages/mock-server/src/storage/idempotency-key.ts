import { createHash } from 'node:crypto'

const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical)
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    )
  return value
}

/**
 * §7 commit idempotency: a stable key for a commit attempt. Given a payment id it is that id;
 * given a cart it is the SHA-256 of the cart's canonical JSON (keys sorted, undefined dropped),
 * so the same cart sent twice by the same uuid names the same reservation.
 */
export const idempotencyKeyOf = (source: { readonly paymentId: string } | { readonly cart: unknown }): string =>
  'paymentId' in source
    ? `payment:${source.paymentId}`
    : `cart:${createHash('sha256')
        .update(JSON.stringify(canonical(source.cart)))
        .digest('hex')}`
