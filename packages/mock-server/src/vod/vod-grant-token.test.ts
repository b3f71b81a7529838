import { describe, expect, it } from 'vitest'
import { signVodGrant, verifyVodGrant } from './vod-grant-token'

const SECRET = 'a-test-secret-of-at-least-32-characters'
const NOW = Date.UTC(2026, 6, 1, 12)
const claims = { reservationIdentifier: 'KR-7K3M9Q2A', vodId: 20, expiresAt: NOW + 60_000 }

describe('§2 viewing grants', () => {
  it('a grant this box office signed reads back while it lasts', () => {
    expect(verifyVodGrant(SECRET, signVodGrant(SECRET, claims), NOW)).toEqual(claims)
    expect(verifyVodGrant(SECRET, signVodGrant(SECRET, claims), NOW + 59_999)).toEqual(claims)
  })

  it('an expired grant is none', () => {
    expect(verifyVodGrant(SECRET, signVodGrant(SECRET, claims), NOW + 60_000)).toBeNull()
  })

  it('a grant signed under another secret, altered, or cut is none', () => {
    const token = signVodGrant(SECRET, claims)
    expect(verifyVodGrant('another-secret-of-at-least-32-characters', token, NOW)).toBeNull()
    const [payload = '', signature = ''] = token.split('.')
    const forged = Buffer.from(JSON.stringify(['KR-AAAAAAAA', 20, claims.expiresAt])).toString('base64url')
    expect(verifyVodGrant(SECRET, `${forged}.${signature}`, NOW)).toBeNull()
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'AB' : 'AA'}`
    expect(verifyVodGrant(SECRET, `${payload}.${flipped}`, NOW)).toBeNull()
    expect(verifyVodGrant(SECRET, payload, NOW)).toBeNull()
    expect(verifyVodGrant(SECRET, `${token}.x`, NOW)).toBeNull()
  })

  it('no token, or something that is not one, is none', () => {
    for (const token of [undefined, '', '.', 'abc', 'abc.def', '%%%.%%%']) expect(verifyVodGrant(SECRET, token, NOW)).toBeNull()
  })
})
