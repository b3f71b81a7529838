interface RandomValuesSource {
  getRandomValues(array: Uint8Array): Uint8Array
}

const isRandomValuesSource = (value: unknown): value is RandomValuesSource =>
  typeof value === 'object' && value !== null && typeof Reflect.get(value, 'getRandomValues') === 'function'

/**
 * §2 `digits` random hex digits from the platform's `crypto.getRandomValues()` (browsers and
 * Node): the in-memory box office's e-ticket keys and ticket references, which it recognises by
 * having issued them (the server signs its own with a secret instead).
 */
export const randomHex = (digits: number): string => {
  const crypto: unknown = Reflect.get(globalThis, 'crypto')
  // A platform without crypto.getRandomValues cannot run the storefront: a bug in the setup.
  if (!isRandomValuesSource(crypto)) throw new Error('this platform has no crypto.getRandomValues()')
  const bytes = crypto.getRandomValues(new Uint8Array(Math.ceil(digits / 2)))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, digits)
}
