import { ManualClock } from '@kartis/core'
import { describe, expect, it } from 'vitest'
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
