import { kartisError, type Customer, type CustomerArea, type KartisError, type Result } from '@kartis/core'
import { describe, expect, it, vi } from 'vitest'
import { NOA } from './customer-fixtures'
import { CustomerStore } from './customer-store'

const right = <T>(value: T): Result<T> => ({ _tag: 'Right', right: value })
const left = (error: KartisError): Result<never> => ({ _tag: 'Left', left: error })

const area = (data: (token?: string) => Result<Customer>, logout: Result<void> = right(undefined)): CustomerArea => ({
  requestMobileLogin: async () => left(kartisError('SERVER_ERROR')),
  validateMobileLogin: async () => left(kartisError('SERVER_ERROR')),
  customerAreaData: async (token?: string) => data(token),
  requestLoginLinkByEmail: async () => left(kartisError('SERVER_ERROR')),
  logout: async () => logout,
})

describe('§4 the session’s customer is restored at start', () => {
  it('a logged-in customer’s session: the customer is known and logged in', async () => {
    const store = new CustomerStore(area(() => right(NOA)))
    expect(store.status).toBe('unknown')
    const restoring = store.restore()
    expect(store.status).toBe('restoring')
    await restoring
    expect(store.status).toBe('known')
    expect(store.isLoggedIn).toBe(true)
  })

  it('issue 16 §1 a visitor the box office saw without a session: known to be logged out, nothing asked', async () => {
    const data = vi.fn(() => left(kartisError('LOGIN_REQUIRED')))
    const store = new CustomerStore(area(data))
    await store.restore(false)
    expect(data).not.toHaveBeenCalled()
    expect(store.status).toBe('known')
    expect(store.isLoggedIn).toBe(false)
    expect(store.problem).toBeNull()
  })

  it('issue 16 §1 a visitor the box office saw with a session, or a page that does not say: restored', async () => {
    for (const session of [true, undefined]) {
      const data = vi.fn(() => right(NOA))
      const store = new CustomerStore(area(data))
      await store.restore(session)
      expect(data).toHaveBeenCalledTimes(1)
      expect(store.isLoggedIn).toBe(true)
    }
  })

  it('LOGIN_REQUIRED just means nobody is logged in: no problem to show', async () => {
    const store = new CustomerStore(area(() => left(kartisError('LOGIN_REQUIRED'))))
    await store.restore()
    expect(store.status).toBe('known')
    expect(store.isLoggedIn).toBe(false)
    expect(store.problem).toBeNull()
  })

  it('restores once, however often asked', async () => {
    const data = vi.fn(() => right(NOA))
    const store = new CustomerStore(area(data))
    await Promise.all([store.restore(), store.restore()])
    await store.restore()
    expect(data).toHaveBeenCalledTimes(1)
  })
})

describe('§2 /customer/{token}: a lost-login link', () => {
  it('logs its customer in, once per visit', async () => {
    const data = vi.fn((token?: string) => (token === 'T1' ? right(NOA) : left(kartisError('LOGIN_REQUIRED'))))
    const store = new CustomerStore(area(data))
    await Promise.all([store.restore(), store.redeemToken('T1'), store.redeemToken('T1')])
    expect(store.isLoggedIn).toBe(true)
    expect(data.mock.calls).toEqual([[undefined], ['T1']])
  })

  it.each(['CUSTOMER_TOKEN_REDEEMED', 'CUSTOMER_TOKEN_EXPIRED', 'CUSTOMER_TOKEN_ERROR'] as const)(
    '§8 %s is kept to show above the login form',
    async (code) => {
      const store = new CustomerStore(area(() => left(kartisError(code))))
      await store.redeemToken('T1')
      expect(store.status).toBe('known')
      expect(store.isLoggedIn).toBe(false)
      expect(store.problem).toEqual(kartisError(code))
    },
  )
})

describe('§4 reload and logout', () => {
  it('reload reads the customer again; LOGIN_REQUIRED then means the session ended', async () => {
    let answer: Result<Customer> = right(NOA)
    const store = new CustomerStore(area(() => answer))
    await store.restore()
    answer = right({ ...NOA, firstName: 'נעמה' })
    await store.reload()
    expect(store.customer?.firstName).toBe('נעמה')
    answer = left(kartisError('LOGIN_REQUIRED'))
    await store.reload()
    expect(store.isLoggedIn).toBe(false)
  })

  it('logout clears the customer once the box office agrees; a refusal is returned and the customer stays', async () => {
    const refusing = new CustomerStore(area(() => right(NOA), left(kartisError('NETWORK_ERROR'))))
    await refusing.restore()
    expect(await refusing.logout()).toEqual(kartisError('NETWORK_ERROR'))
    expect(refusing.isLoggedIn).toBe(true)
    const store = new CustomerStore(area(() => right(NOA)))
    await store.restore()
    expect(await store.logout()).toBeNull()
    expect(store.customer).toBeNull()
  })
})
