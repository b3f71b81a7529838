import * as E from 'fp-ts/Either'
import { kartisError, type Result } from '@kartis/core'
import type { AppConfig } from '../app-deps'
import { DEFAULT_RATE_LIMITS, NO_RATE_LIMITS } from './rate-limits'
import { DEFAULT_MAX_EVENT_STREAMS_PER_ADDRESS } from '../seats/seat-events'
import { DEFAULT_MAX_HELD_PER_ADDRESS } from '../seats/seat-hold-cap'
import { TRUST_PROXY_ENV, trustProxyFromEnv } from './trust-proxy'

/** `off` turns request rate limits off: only for load benchmarks and browser tests, whose visitors all share one address. */
export const RATE_LIMITS_ENV = 'KARTIS_RATE_LIMITS'
/** Places one client address may hold per presentation (default DEFAULT_MAX_HELD_PER_ADDRESS). */
export const MAX_HELD_PER_ADDRESS_ENV = 'KARTIS_MAX_HELD_PER_ADDRESS'
/** Issue 11 live seat-status streams one client address may hold open (default DEFAULT_MAX_EVENT_STREAMS_PER_ADDRESS). */
export const MAX_EVENT_STREAMS_PER_ADDRESS_ENV = 'KARTIS_MAX_EVENT_STREAMS_PER_ADDRESS'

/** The protections the environment sets. */
export type ProtectionConfig = Pick<AppConfig, 'trustProxy' | 'rateLimits' | 'maxHeldPerAddress' | 'maxEventStreamsPerAddress'>

/** A positive whole number from the variable, its default when unset; BAD_REQUEST naming the variable otherwise. */
const positiveIntegerOf = (env: Readonly<Record<string, string | undefined>>, variable: string, fallback: number): Result<number> => {
  const text = (env[variable] ?? '').trim()
  if (text === '') return E.right(fallback)
  return /^[1-9]\d*$/.test(text)
    ? E.right(Number(text))
    : E.left(kartisError('BAD_REQUEST', { variable }, `${variable} must be a positive integer, got '${text}'`))
}

/**
 * Issue 10 the abuse protections from the environment (packages/mock-server/README.md):
 * KARTIS_TRUST_PROXY, KARTIS_RATE_LIMITS (`on`, the default, or `off`),
 * KARTIS_MAX_HELD_PER_ADDRESS and KARTIS_MAX_EVENT_STREAMS_PER_ADDRESS (positive integers).
 * BAD_REQUEST naming the variable otherwise.
 */
export const protectionConfigFromEnv = (env: Readonly<Record<string, string | undefined>>): Result<ProtectionConfig> => {
  const trustProxy = trustProxyFromEnv(env[TRUST_PROXY_ENV])
  if (E.isLeft(trustProxy)) return trustProxy
  const limits = (env[RATE_LIMITS_ENV] ?? '').trim()
  if (!['', 'on', 'off'].includes(limits))
    return E.left(kartisError('BAD_REQUEST', { variable: RATE_LIMITS_ENV }, `${RATE_LIMITS_ENV} must be on or off, got '${limits}'`))
  const held = positiveIntegerOf(env, MAX_HELD_PER_ADDRESS_ENV, DEFAULT_MAX_HELD_PER_ADDRESS)
  if (E.isLeft(held)) return held
  const streams = positiveIntegerOf(env, MAX_EVENT_STREAMS_PER_ADDRESS_ENV, DEFAULT_MAX_EVENT_STREAMS_PER_ADDRESS)
  if (E.isLeft(streams)) return streams
  return E.right({
    trustProxy: trustProxy.right,
    rateLimits: limits === 'off' ? NO_RATE_LIMITS : DEFAULT_RATE_LIMITS,
    maxHeldPerAddress: held.right,
    maxEventStreamsPerAddress: streams.right,
  })
}
