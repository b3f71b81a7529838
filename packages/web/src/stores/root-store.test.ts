import { ManualClock, kartisError, type KartisError, type Reservation, type Result } from '@kartis/core'
import { describe, expect, it, vi } from 'vitest'
import { fixedCatalog } from '../catalog/catalog-fixtures'
import { fakeBoxOffice } from '../checkout/checkout.fixtures'
import { NOA, NOA_RESERVATION } from '../customers/customer-fixtures'
import { fakePorts } from '../../test/fake-ports'
import { RootStore } from './root-store'

const right = <T>(value: T): Result<T> => ({ _tag: 'Right', right: value })
const left = (error: KartisError): Result<never> => ({ _tag: 'Left', left: error })

const rootStore = () => {
  const clock = new ManualClock(1_750_000_000_000)
  return new RootStore({
    ports: fakePorts({ clock, catalog: fixedCatalog([], []) }),
    clock,
    ui: { locale: 'he', layout: 'default' },
    leave: () => undefined,
  })
}

describe('§9 the order session is made when a page first needs it', () => {
  it('has none at start, then one session however many pages ask', async () => {
    const store = rootStore()
    expect(store.loadedOrderSession).toBeNull()
    const [first, second] = await Promise.all([store.orderSession(), store.orderSession()])
    expect(first).toBe(second)
    expect(store.loadedOrderSession).toBe(first)
    expect(await store.orderSession()).toBe(first)
  })
})

describe('§2 the e-ticket store is made when its page first asks, without the order session', () => {
  it('gives one store however many times it is asked, and makes no order session for it', async () => {
    const store = rootStore()
    const [first, second] = await Promise.all([store.edocumentStore(), store.edocumentStore()])
    expect(first).toBe(second)
    expect(first.state).toEqual({ kind: 'idle' })
    expect(store.loadedOrderSession).toBeNull()
  })
})

describe('§4 the customer session is made (and the customer restored) when first asked', () => {
  it('has none at start, then one session, which asked the customer area once who is logged in', async () => {
    const clock = new ManualClock(1_750_000_000_000)
    const asked: (string | undefined)[] = []
    const ports = fakePorts({
      clock,
      customerArea: {
        ...fakePorts().customerArea,
        customerAreaData: async (token) => {
          asked.push(token)
          return { _tag: 'Left', left: { code: 'LOGIN_REQUIRED' } }
        },
      },
    })
    const store = new RootStore({ ports, clock, ui: { locale: 'he', layout: 'default' }, leave: () => undefined })
    expect(store.loadedCustomerSession).toBeNull()
    const [first, second] = await Promise.all([store.customerSession(), store.customerSession()])
    expect(first).toBe(second)
    expect(store.loadedCustomerSession).toBe(first)
    await vi.waitFor(() => expect(first.customer.status).toBe('known'), { timeout: 5000 })
    expect(asked).toEqual([undefined])
  })
})

describe('issue 12 a logged-in customer’s purchase is in the customer area at once', () => {
  const withBoxOffice = (loggedIn: boolean) => {
    const clock = new ManualClock(1_750_000_000_000)
    const { ports: office } = fakeBoxOffice()
    const area = { bought: [] as Reservation[], asked: 0 }
    const ports = fakePorts({
      clock,
      catalog: fixedCatalog([], []),
      payments: office.payments,
      reservations: office.reservations,
      analytics: office.analytics,
      customerArea: {
        ...fakePorts().customerArea,
        customerAreaData: async () => {
          area.asked += 1
          return loggedIn ? right({ ...NOA, reservations: area.bought }) : left(kartisError('LOGIN_REQUIRED'))
        },
      },
    })
    return { area, store: new RootStore({ ports, clock, ui: { locale: 'he', layout: 'default' }, leave: () => undefined }) }
  }

  it('reads the customer area again once an order is committed', async () => {
    const { area, store } = withBoxOffice(true)
    const { customer } = await store.customerSession()
    await vi.waitFor(() => expect(customer.status).toBe('known'), { timeout: 5000 })
    expect(customer.customer?.reservations).toEqual([])
    area.bought = [NOA_RESERVATION]
    await (await store.orderSession()).checkout.commit(null)
    await vi.waitFor(() => expect(customer.customer?.reservations).toEqual([NOA_RESERVATION]))
  })

  it('asks nothing more when nobody is logged in', async () => {
    const { area, store } = withBoxOffice(false)
    const { customer } = await store.customerSession()
    await vi.waitFor(() => expect(customer.status).toBe('known'), { timeout: 5000 })
    const checkout = (await store.orderSession()).checkout
    await checkout.commit(null)
    expect(checkout.commitState.kind).toBe('done')
    expect(area.asked).toBe(1)
  })
})
