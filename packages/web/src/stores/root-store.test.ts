import { ManualClock } from '@kartis/core'
import { describe, expect, it, vi } from 'vitest'
import { fixedCatalog } from '../catalog/catalog-fixtures'
import { fakePorts } from '../../test/fake-ports'
import { RootStore } from './root-store'

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
