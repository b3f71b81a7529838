import { describe, expect, it } from 'vitest'
import { hashPassword, passwordMatches } from './passwords'

describe('passwords', () => {
  it('hashes with argon2id (salted: two hashes of one password differ) and checks them', async () => {
    const first = await hashPassword('Kartis-Demo-1')
    const second = await hashPassword('Kartis-Demo-1')
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(second).not.toBe(first)
    expect(await passwordMatches(first, 'Kartis-Demo-1')).toBe(true)
    expect(await passwordMatches(first, 'kartis-demo-1')).toBe(false)
  })

  it('never matches without a stored hash (the dummy is checked for the time it takes), nor a malformed one', async () => {
    expect(await passwordMatches(null, 'kartis-no-such-account')).toBe(false)
    expect(await passwordMatches(null, '')).toBe(false)
    expect(await passwordMatches('not-a-hash', 'x')).toBe(false)
  })
})
