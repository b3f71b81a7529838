import { randomUUID } from 'node:crypto'
import * as E from 'fp-ts/Either'
import { SignJWT, errors, jwtVerify } from 'jose'
import { kartisError, type Clock, type Result } from '@kartis/core'
import { hebrewMessageOf } from '../http/hebrew-messages'
import type { CustomerConfig } from './customer-config'
import type { RedeemedLoginLinks } from './login-codes'

/** Who the link tokens are for: no other token signed with the same secret passes as one. */
const AUDIENCE = 'kartis:customer-login-link'
const ALGORITHM = 'HS256'

const keyOf = (secret: string): Uint8Array => new TextEncoder().encode(secret)

/**
 * §2 /customer/{token}: a signed one-time login link for a customer (HS256 under the customer
 * secret; its id, a token id, issued-at and an expiry loginLinkTtlMs ahead).
 */
export const issueLoginLinkToken = (
  config: Pick<CustomerConfig, 'secret' | 'loginLinkTtlMs'>,
  clock: Pick<Clock, 'now'>,
  customerId: number,
): Promise<string> => {
  const nowSeconds = Math.floor(clock.now() / 1000)
  return new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(String(customerId))
    .setJti(randomUUID())
    .setAudience(AUDIENCE)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + Math.floor(config.loginLinkTtlMs / 1000))
    .sign(keyOf(config.secret))
}

const refused = (code: 'CUSTOMER_TOKEN_EXPIRED' | 'CUSTOMER_TOKEN_ERROR' | 'CUSTOMER_TOKEN_REDEEMED'): Result<never> =>
  E.left(kartisError(code, undefined, hebrewMessageOf(code)))

/**
 * §2/§8 redeems a /customer/{token} link: the customer it logs in, once. CUSTOMER_TOKEN_EXPIRED
 * past its expiry, CUSTOMER_TOKEN_REDEEMED when used before, CUSTOMER_TOKEN_ERROR for anything
 * else (a forged or altered signature, another algorithm, a token of another kind, garbage).
 */
export const redeemLoginLinkToken = async (
  deps: { readonly config: Pick<CustomerConfig, 'secret'>; readonly clock: Pick<Clock, 'now'>; readonly links: RedeemedLoginLinks },
  token: string,
): Promise<Result<number>> => {
  let subject: string | undefined
  let tokenId: string | undefined
  try {
    const verified = await jwtVerify(token, keyOf(deps.config.secret), {
      algorithms: [ALGORITHM],
      audience: AUDIENCE,
      currentDate: new Date(deps.clock.now()),
    })
    subject = verified.payload.sub
    tokenId = verified.payload.jti
  } catch (error) {
    return refused(error instanceof errors.JWTExpired ? 'CUSTOMER_TOKEN_EXPIRED' : 'CUSTOMER_TOKEN_ERROR')
  }
  const customerId = Number(subject)
  if (tokenId === undefined || !Number.isSafeInteger(customerId) || customerId <= 0) return refused('CUSTOMER_TOKEN_ERROR')
  return (await deps.links.redeem(tokenId, customerId)) ? E.right(customerId) : refused('CUSTOMER_TOKEN_REDEEMED')
}
