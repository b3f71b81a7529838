import { InMemoryBoxOffice, TicketGroupId, demoDataset } from '@kartis/api-adapter'
import { ManualClock, seatKeyId, type TicketGroup } from '@kartis/core'
import { computed } from 'mobx'
import { describe, expect, it, vi } from 'vitest'
import { UiStore } from '../stores/ui-store'
import { demoPorts } from './demo-ports'
import { OrderStore } from './order-store'

const read = <T>(fn: () => T): T => computed(fn, { requiresReaction: false }).get()
const NOW = Date.parse('2026-07-01T09:00:00+03:00')
const THEATRE = 2
const dataset = demoDataset(NOW)

/** A theatre order with one free seat of the group chosen. */
const theatreOrderWithSeatOf = async (ticketGroupId: number) => {
  const clock = new ManualClock(NOW)
  const demo = demoPorts(clock, '33333333-3333-4333-8333-333333333333', new InMemoryBoxOffice(dataset, { clock }))
  const ui = new UiStore(clock, { locale: 'he', layout: 'default' })
  const order = new OrderStore({ ports: demo.ports, clock, ui, leave: vi.fn<(url: string) => void>() })
  const presentation = dataset.presentations.find((p) => p.venueId === THEATRE && p.startDateTime !== null)
  if (presentation === undefined) throw new Error('a theatre presentation expected')
  await order.open(presentation.id)
  const state = read(() => order.selection)
  const displays = read(() => order.displays)
  const seat = state?.index.seats.find((s) => s.ticketGroupId === ticketGroupId && displays.get(seatKeyId(s)) === 'available')
  if (seat === undefined) throw new Error('a free seat of the group expected')
  await order.toggleSeat(seat)
  const group = read(() => order.ticketGroups.find((g) => g.id === ticketGroupId))
  if (group === undefined) throw new Error('the group expected')
  const refusals = (): readonly string[] => ui.toasts.flatMap((toast) => (toast.kind === 'error' ? [toast.error.code] : []))
  return { order, group: group satisfies TicketGroup, refusals }
}

describe('ticket look-ups the venue configures (issue 15 §5)', () => {
  it('a resident’s ID number prices the balcony seat with the residents’ ticket, named', async () => {
    const { order, group, refusals } = await theatreOrderWithSeatOf(TicketGroupId.theatreBalcony)
    expect(await order.enterLookup(group, 'idNumber', '123456782')).toBe(true)
    expect(read(() => order.cart.seats.map((seat) => [seat.ticket?.ticketId, seat.ticket?.amount]))).toEqual([[9201, 6000]])
    expect(read(() => order.benefitNames.get(9201))).toBe('תושבי העיר')
    expect(refusals()).toEqual([])
  })

  it('a wrong check digit is refused in the browser, by the core’s rule, and sells nothing', async () => {
    const { order, group, refusals } = await theatreOrderWithSeatOf(TicketGroupId.theatreBalcony)
    expect(await order.enterLookup(group, 'idNumber', '123456789')).toBe(false)
    expect(refusals()).toEqual(['INVALID_ID'])
    expect(read(() => order.cart.seats.map((seat) => seat.ticket))).toEqual([null])
  })

  it('an unknown mobile number is refused with the box office’s code', async () => {
    const { order, group, refusals } = await theatreOrderWithSeatOf(TicketGroupId.theatreGallery)
    expect(await order.enterLookup(group, 'mobile', '050-9999999')).toBe(false)
    expect(refusals()).toEqual(['REFERENCE_NOT_ELIGIBLE'])
  })

  it('a one-time code: the code is asked for the mobile number, then typed', async () => {
    const { order, group } = await theatreOrderWithSeatOf(TicketGroupId.limitedView)
    expect(await order.requestLookupCode(group, '053-1234567')).toBe(true)
    const sentTo = read(() => order.lookupCodesSent.get(group.id))
    expect(sentTo).toBe('0531234567')
    expect(await order.enterLookup(group, 'oneTimeCode', '246810', sentTo)).toBe(true)
    expect(read(() => order.cart.seats.map((seat) => seat.ticket?.ticketId))).toEqual([9203])
  })
})
