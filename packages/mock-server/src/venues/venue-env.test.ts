import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { DEFAULT_VENUE_ENV, defaultVenueFromEnv } from './venue-env'

describe('defaultVenueFromEnv', () => {
  it('is none when unset or blank, a business id when set', () => {
    expect(defaultVenueFromEnv({})).toEqual(E.right(null))
    expect(defaultVenueFromEnv({ [DEFAULT_VENUE_ENV]: ' ' })).toEqual(E.right(null))
    expect(defaultVenueFromEnv({ [DEFAULT_VENUE_ENV]: '2' })).toEqual(E.right(2))
  })

  it('refuses anything else, naming the variable', () => {
    for (const value of ['theatre', '0', '-1', '2.5']) {
      const read = defaultVenueFromEnv({ [DEFAULT_VENUE_ENV]: value })
      expect(E.isLeft(read) && read.left.params?.['path'], value).toBe(DEFAULT_VENUE_ENV)
    }
  })
})
