import { isIP } from 'node:net'
import * as E from 'fp-ts/Either'
import { kartisError, type Result } from '@kartis/core'

/**
 * Which proxies fastify believes about the client address (its `trustProxy`): none (false), all
 * (true), the first n hops, or the listed addresses / CIDR ranges / proxy-addr names.
 */
export type TrustProxy = boolean | readonly string[] | { readonly hops: number }

/** The environment variable that sets it (packages/mock-server/README.md). */
export const TRUST_PROXY_ENV = 'KARTIS_TRUST_PROXY'

/** proxy-addr's names for ranges (loopback 127.0.0.1/8 and ::1, private networks…). */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal'])

const isAddressOrRange = (item: string): boolean => {
  if (NAMED_RANGES.has(item)) return true
  const [address = '', prefix, ...rest] = item.split('/')
  const family = isIP(address)
  if (family === 0 || rest.length > 0) return false
  if (prefix === undefined) return true
  const bits = Number(prefix)
  return /^\d+$/.test(prefix) && bits >= 0 && bits <= (family === 4 ? 32 : 128)
}

/**
 * Issue 10 the client address behind a reverse proxy: KARTIS_TRUST_PROXY unset, empty or `false`
 * trusts no proxy (request.ip is the peer); `true` every proxy (only when the server cannot be
 * reached but through it); a number the first n hops; otherwise a comma-separated list of
 * addresses, CIDR ranges or `loopback`/`linklocal`/`uniquelocal`. BAD_REQUEST naming the variable otherwise.
 */
export const trustProxyFromEnv = (value: string | undefined): Result<TrustProxy> => {
  const text = (value ?? '').trim()
  if (text === '' || text === 'false') return E.right(false)
  if (text === 'true') return E.right(true)
  if (/^\d+$/.test(text)) return E.right({ hops: Number(text) })
  const items = text.split(',').map((item) => item.trim())
  const wrong = items.find((item) => !isAddressOrRange(item))
  return wrong === undefined
    ? E.right(items)
    : E.left(
        kartisError(
          'BAD_REQUEST',
          { variable: TRUST_PROXY_ENV },
          `${TRUST_PROXY_ENV}: '${wrong}' is not true, false, a hop count, an address or a CIDR range`,
        ),
      )
}

/** fastify's trustProxy option for a TrustProxy: a hop count becomes "the first n hops" (fastify's types take no number). */
export const fastifyTrustProxyOf = (trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) => {
  if (typeof trust === 'boolean') return trust
  if ('hops' in trust) {
    const { hops } = trust
    return (_address, hop) => hop < hops
  }
  return [...trust]
}
