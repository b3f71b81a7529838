import { DEMO_AGENTS_MINI_SITE_URL, DEMO_INTEGRATION, InMemoryBoxOffice, demoDataset, type DemoDataset } from '@kartis/api-adapter'
import { ManualClock, kartisError, type IntegrationParams } from '@kartis/core'
import * as E from 'fp-ts/Either'
import { computed } from 'mobx'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { UiStore } from '../stores/ui-store'
import { demoPorts } from './demo-ports'
import { OrderStore } from './order-store'

const read = <T>(fn: () => T): T => computed(fn, { requiresReaction: false }).get()
const NOW = Date.parse('2026-07-01T09:00:00+03:00')
const PARTNER: IntegrationParams = { TS: DEMO_INTEGRATION.ts, ret: DEMO_INTEGRATION.ret, key: DEMO_INTEGRATION.key }

let dataset: DemoDataset
beforeAll(() => {
  dataset = demoDataset(NOW)
}, 120_000)

const makeOrder = () => {
  const clock = new ManualClock(NOW)
  const demo = demoPorts(clock, '55555555-5555-4555-8555-555555555555', new InMemoryBoxOffice(dataset, { clock }))
  const integrationId = vi.spyOn(demo.ports.integration, 'integrationId')
  const validate = vi.spyOn(demo.ports.miniSite, 'validate').mockResolvedValue(E.right(undefined))
  const presentation = vi.spyOn(demo.ports.catalog, 'presentation')
  const ticketGroups = vi.spyOn(demo.ports.catalog, 'ticketGroups')
  const ui = new UiStore(clock, { locale: 'he', layout: 'default' })
  const order = new OrderStore({ ports: demo.ports, clock, ui, leave: vi.fn() })
  return { order, ui, integrationId, validate, presentation, ticketGroups }
}

const hamlet = (): number => {
  const site = dataset.miniSites.find((candidate) => candidate.url === DEMO_AGENTS_MINI_SITE_URL)
  const id = site?.presentationIds[0]
  if (id === undefined) throw new Error('no Hamlet presentation in the agents’ mini-site')
  return id
}

describe('issue 14 the order from a partner site and in a mini-site', () => {
  it('§5 asks GET /integration once per triple; the id joins the cart and the catalogue calls', async () => {
    const { order, integrationId, presentation, ticketGroups } = makeOrder()
    await order.arriveFromPartner(PARTNER)
    await order.arriveFromPartner(PARTNER)
    expect(integrationId).toHaveBeenCalledTimes(1)
    expect(read(() => order.cart.integrationId)).toBe('INT-DEMO-1')
    await order.open(hamlet())
    expect(presentation).toHaveBeenLastCalledWith(hamlet(), { integrationId: 'INT-DEMO-1' })
    expect(ticketGroups.mock.lastCall?.[1]).toMatchObject({ integrationId: 'INT-DEMO-1' })
    // The cart keeps it past a new presentation (which clears the cart) and a commit.
    expect(read(() => order.cart.integrationId)).toBe('INT-DEMO-1')
  })

  it('§5 a refused triple leaves the order as anyone’s, with no error shown', async () => {
    const { order, ui } = makeOrder()
    await order.arriveFromPartner({ ...PARTNER, key: 'wrong' })
    expect(read(() => order.cart.integrationId)).toBeNull()
    expect(ui.toasts).toEqual([])
  })

  it('§1 under a mini-site entered with codes: every call names it, the seats carry the codes, validate checks the tickets', async () => {
    const { order, ui, validate, presentation } = makeOrder()
    order.enterMiniSite({ url: DEMO_AGENTS_MINI_SITE_URL, reference1: 'AG-NORTH', reference2: 'GROUP-A' })
    await order.open(hamlet(), DEMO_AGENTS_MINI_SITE_URL)
    expect(presentation).toHaveBeenLastCalledWith(hamlet(), { miniSiteUrl: DEMO_AGENTS_MINI_SITE_URL })
    await order.autoSelect()
    const [seat] = read(() => order.cart.seats)
    expect(seat).toMatchObject({ reference1: 'AG-NORTH', reference2: 'GROUP-A' })
    const group = order.ticketGroups.find((candidate) => candidate.id === seat?.ticketGroupId)
    const ticket = group?.tickets[0]
    if (seat === undefined || ticket === undefined) throw new Error('no seat or ticket')
    order.chooseSeatTicket(seat, ticket.id)
    expect(await order.checkReferences()).toBe(true)
    expect(validate).toHaveBeenLastCalledWith(DEMO_AGENTS_MINI_SITE_URL, {
      ticketIds: [ticket.id],
      reference1: 'AG-NORTH',
      reference2: 'GROUP-A',
    })
    validate.mockResolvedValueOnce(E.left(kartisError('REFERENCE_QUOTA_EXHAUSTED')))
    expect(await order.checkReferences()).toBe(false)
    expect(ui.toasts.map((toast) => (toast.kind === 'error' ? toast.error.code : toast.kind))).toEqual(['REFERENCE_QUOTA_EXHAUSTED'])
  })

  it('§1 the same presentation on the public site carries no mini-site and no codes', async () => {
    const { order, validate, presentation } = makeOrder()
    order.enterMiniSite({ url: DEMO_AGENTS_MINI_SITE_URL, reference1: 'AG-NORTH' })
    await order.open(hamlet())
    expect(presentation).toHaveBeenLastCalledWith(hamlet(), {})
    await order.autoSelect()
    expect(read(() => order.cart.seats[0]?.reference1)).toBeUndefined()
    expect(await order.checkReferences()).toBe(true)
    expect(validate).not.toHaveBeenCalled()
  })
})
