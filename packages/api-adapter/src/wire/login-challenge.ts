import type * as t from 'io-ts'
import type { CustomerAreaLoginChallenge } from '@kartis/core'
import { withDefault } from './optionality'
import { WireBool } from './scalars'
import { field, wireObject, type WireObject } from './tolerant-keys'

/**
 * §7 the answer of every call that sends a one-time code (customer-area login, VOD, a ticket
 * type's one-time code): isFallbackEnabled (§9 SMS fallback: one more attempt after 20 s). A
 * module of its own, so a capability's codecs that send codes need not load the customers'.
 */
export const CustomerAreaLoginChallengeCodec: t.Type<CustomerAreaLoginChallenge, WireObject, unknown> = wireObject('login challenge', {
  isFallbackEnabled: field('isFallbackEnabled', withDefault(WireBool, false)),
})
