import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { DEFAULT_MAX_EVENT_STREAMS_PER_ADDRESS } from '../seats/seat-events'
import { DEFAULT_MAX_HELD_PER_ADDRESS } from '../seats/seat-hold-cap'
import { protectionConfigFromEnv } from './protection-env'
import { DEFAULT_RATE_LIMITS, NO_RATE_LIMITS } from './rate-limits'
import { fastifyTrustProxyOf, trustProxyFromEnv } from './trust-proxy'

describe('protectionConfigFromEnv', () => {
  it('defaults: every limit on, no proxy trusted', () => {
    expect(protectionConfigFromEnv({})).toEqual(
      E.right({
        trustProxy: false,
        rateLimits: DEFAULT_RATE_LIMITS,
        maxHeldPerAddress: DEFAULT_MAX_HELD_PER_ADDRESS,
        maxEventStreamsPerAddress: DEFAULT_MAX_EVENT_STREAMS_PER_ADDRESS,
      }),
    )
  })

  it('reads KARTIS_RATE_LIMITS=off, KARTIS_MAX_HELD_PER_ADDRESS and KARTIS_MAX_EVENT_STREAMS_PER_ADDRESS', () => {
    expect(
      protectionConfigFromEnv({
        KARTIS_RATE_LIMITS: 'off',
        KARTIS_MAX_HELD_PER_ADDRESS: '5000',
        KARTIS_MAX_EVENT_STREAMS_PER_ADDRESS: '2000',
      }),
    ).toMatchObject(E.right({ rateLimits: NO_RATE_LIMITS, maxHeldPerAddress: 5000, maxEventStreamsPerAddress: 2000 }))
  })

  it('refuses values it does not understand, naming the variable', () => {
    for (const env of [
      { KARTIS_RATE_LIMITS: 'no' },
      { KARTIS_MAX_HELD_PER_ADDRESS: '0' },
      { KARTIS_MAX_HELD_PER_ADDRESS: 'many' },
      { KARTIS_MAX_EVENT_STREAMS_PER_ADDRESS: '-3' },
      { KARTIS_TRUST_PROXY: 'proxy.example' },
    ]) {
      const result = protectionConfigFromEnv(env)
      expect(result).toMatchObject(E.left({ code: 'BAD_REQUEST', params: { variable: Object.keys(env)[0] } }))
    }
  })
})

describe('trustProxyFromEnv', () => {
  it('reads none, all, a hop count, and a list of addresses, ranges and names', () => {
    expect(trustProxyFromEnv(undefined)).toEqual(E.right(false))
    expect(trustProxyFromEnv('false')).toEqual(E.right(false))
    expect(trustProxyFromEnv('true')).toEqual(E.right(true))
    expect(trustProxyFromEnv('2')).toEqual(E.right({ hops: 2 }))
    expect(trustProxyFromEnv('loopback, 10.0.0.0/8, fd00::/8, 192.0.2.1')).toEqual(
      E.right(['loopback', '10.0.0.0/8', 'fd00::/8', '192.0.2.1']),
    )
    expect(E.isLeft(trustProxyFromEnv('10.0.0.0/33'))).toBe(true)
  })

  it('gives fastify a hop count as "the first n hops"', () => {
    const trust = fastifyTrustProxyOf({ hops: 1 })
    expect(typeof trust === 'function' && [trust('10.0.0.1', 0), trust('10.0.0.1', 1)]).toEqual([true, false])
  })
})
