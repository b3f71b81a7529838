/**
 * Test support for §3 "the server may send fields in camelCase or PascalCase": the same
 * wire value with every object key recased, deeply.
 */

const mapKeys = (value: unknown, rename: (key: string) => string): unknown => {
  if (Array.isArray(value)) return value.map((v: unknown) => mapKeys(v, rename))
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(Object.entries(value).map(([key, v]) => [rename(key), mapKeys(v, rename)]))
}

/** §3 PascalCase: `xCoordinate` → `XCoordinate`; a trailing acronym becomes a word: `paymentFormURL` → `PaymentFormUrl`, `hasGA` → `HasGa`. */
export const pascalKey = (key: string): string => {
  const acronym = /([A-Z])([A-Z]+)$/.exec(key)
  const base =
    acronym === null || acronym.index === 0 ? key : `${key.slice(0, acronym.index)}${acronym[1] ?? ''}${(acronym[2] ?? '').toLowerCase()}`
  return base.charAt(0).toUpperCase() + base.slice(1)
}

/** §3 camelCase: `XCoordinate` → `xCoordinate`, `URL` → `url`, `GACapacity` → `gaCapacity`. */
export const camelKey = (key: string): string => {
  const run = /^[A-Z]+/.exec(key)?.[0] ?? ''
  if (run.length === key.length) return key.toLowerCase()
  const lower = run.length > 1 ? run.length - 1 : run.length
  return key.slice(0, lower).toLowerCase() + key.slice(lower)
}

/** §3 every key in PascalCase. */
export const pascalKeys = (value: unknown): unknown => mapKeys(value, pascalKey)

/** §3 every key in camelCase. */
export const camelKeys = (value: unknown): unknown => mapKeys(value, camelKey)

/** §7 a JSON round trip, as the value travels. */
export const overJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value))
