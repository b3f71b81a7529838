import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { CUSTOMER_SECRET_ENV, customerConfigFromEnv } from './customer-config'

describe('customerConfigFromEnv', () => {
  const strong = 'x'.repeat(32)

  it('keeps the development secret in development, takes a set one of 32 characters or more', () => {
    expect(customerConfigFromEnv({}, 'development')).toEqual(E.right({}))
    expect(customerConfigFromEnv({ [CUSTOMER_SECRET_ENV]: strong }, 'production')).toEqual(E.right({ secret: strong }))
  })

  it('refuses to start production without a secret, and any mode with a short one', () => {
    for (const [env, mode] of [
      [{}, 'production'],
      [{ [CUSTOMER_SECRET_ENV]: 'short' }, 'development'],
    ] as const) {
      const read = customerConfigFromEnv(env, mode)
      expect(E.isLeft(read) && read.left.params?.['path']).toBe(CUSTOMER_SECRET_ENV)
    }
  })
})
