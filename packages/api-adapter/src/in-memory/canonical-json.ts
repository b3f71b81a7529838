const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical)
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, field]) => field !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, field]) => [key, canonical(field)]),
    )
  return value
}

/** §7 commit idempotency: the JSON of a value with object keys sorted and undefined fields left out, so equal carts give equal text. */
export const canonicalJson = (value: unknown): string => JSON.stringify(canonical(value))
