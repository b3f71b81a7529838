import {
  addVoucherPayment,
  agorot,
  emptyCart,
  kartisError,
  ManualClock,
  toCartSeat,
  type Cart,
  type CartSeat,
  type Presentation,
  type Result,
  type Seat,
  type SeatPlan,
  type SeatStatusEntry,
  type Ticket,
  type VoucherBalance,
} from '@kartis/core'
import * as E from 'fp-ts/Either'
import { beforeAll, describe, expect, it } from 'vitest'
import { InMemoryBoxOffice } from '../in-memory/box-office'
import { inMemoryAdapters } from '../in-memory/in-memory-adapters'
import type { SeatPlanLayout } from './catalog-snapshot'
import { demoCatalog } from './demo-catalog'
import { demoDataset, demoPresentationDrafts } from './demo-dataset'
import { demoOccupancy, demoOccupancyKey } from './demo-occupancy'
import { demoVouchers } from './demo-vouchers'
import { TicketGroupId } from './price-list'
import { VenueId } from './venue-ids'

// Sunday 6 July 2025, 09:00 in Jerusalem.
const NOW = Date.UTC(2025, 6, 6, 6, 0)
const DANA = '11111111-1111-4111-8111-111111111111'
const YOSSI = '22222222-2222-4222-8222-222222222222'

const rightOf = <T>(result: Result<T>): T => {
  if (E.isLeft(result)) throw new Error(`expected a value, got ${result.left.code} ${JSON.stringify(result.left.params)}`)
  return result.right
}

const layoutSeatCount = (layout: SeatPlanLayout): number =>
  layout.sections.flatMap((s) => s.groups.flatMap((g) => g.rows.flatMap((r) => r.seats))).length

const planSeats = (plan: SeatPlan): readonly Seat[] => plan.sections.flatMap((s) => s.groups.flatMap((g) => g.rows.flatMap((r) => r.seats)))

// Built once: the dataset is read-only, each box office keeps its own state.
const DATASET = demoDataset(NOW)

const open = () => {
  const clock = new ManualClock(NOW)
  const office = new InMemoryBoxOffice(DATASET, { clock })
  return {
    clock,
    office,
    dana: inMemoryAdapters(office, { uuid: () => DANA }),
    yossi: inMemoryAdapters(office, { uuid: () => YOSSI }),
  }
}

describe('demoDataset: the in-memory adapters serve the demo catalogue', () => {
  const catalog = demoCatalog()
  const drafts = demoPresentationDrafts(NOW)
  let box: ReturnType<typeof open>
  let listed: readonly Presentation[]

  beforeAll(async () => {
    box = open()
    listed = rightOf(await box.dana.catalog.presentations({ featureIds: [] })).presentations
  })

  const firstIn = (venueId: number): Presentation => {
    const found = listed.find((p) => p.venueId === venueId)
    if (found === undefined) throw new Error(`no presentation in venue ${venueId}`)
    return found
  }

  it('answers the demo’s features', async () => {
    expect(rightOf(await box.dana.catalog.features({ featureIds: [] })).map((f) => [f.id, f.name])).toEqual(
      catalog.features.map((f) => [f.id, f.name]),
    )
  })

  it('numbers the presentations as the server does on its first start: untimed, then the schedule, from 1', () => {
    expect(box.office.dataset.presentations.map((p) => p.id)).toEqual(drafts.map((_, i) => i + 1))
    expect(box.office.dataset.presentations.map((p) => [p.featureId, p.venueId])).toEqual(drafts.map((d) => [d.featureId, d.venueId]))
    expect(listed.length).toBeGreaterThan(0)
    expect(listed.every((p) => p.seatPlan === null)).toBe(true)
  })

  it('serves the seat plans of all five seated venues with the demo’s seat counts, the arena’s 20,000 included', async () => {
    for (const { venue, plan } of catalog.venues) {
      if (plan === null || venue.seatplanId === null) continue
      const served = rightOf(await box.dana.seatPlans.seatPlan({ venueId: venue.id, seatplanId: venue.seatplanId }))
      expect([venue.id, planSeats(served).length]).toEqual([venue.id, layoutSeatCount(plan)])
      expect(served.sections.map((s) => s.name)).toEqual(plan.sections.map((s) => s.name))
    }
    const arena = catalog.venues.find((v) => v.venue.id === VenueId.arena)?.plan
    expect(arena === null || arena === undefined ? 0 : layoutSeatCount(arena)).toBe(20_000)
  })

  it('sells each hall’s ticket groups, by name, with its venue’s order charge (issue 15: the venue’s settings, plus the presentation’s own)', async () => {
    const charge = (amount: number, percent: number, name = 'דמי טיפול') => ({
      name,
      amountPerOrder: agorot(amount),
      percentRatePerOrder: percent,
    })
    const expected = new Map([
      [VenueId.cinema, null],
      [VenueId.theatre, charge(800, 0)],
      [VenueId.club, null],
      [VenueId.mixed, null],
      [VenueId.arena, charge(500, 4, 'דמי שירות הפסטיבל')],
    ])
    for (const [venueId, serviceCharge] of expected) {
      const venue = catalog.venues.find((v) => v.venue.id === venueId)?.venue
      const offer = rightOf(await box.dana.catalog.ticketGroups(firstIn(venueId).id, { isGA: false }))
      expect(offer.ticketGroups.map((g) => g.name)).toEqual(
        (venue?.ticketGroupIds ?? []).map((id) => catalog.ticketGroups.find((g) => g.id === id)?.name),
      )
      expect(offer.serviceCharge, `hall ${venueId}`).toEqual(serviceCharge)
    }
  })

  it('opens each presentation with the demo’s sold and held seats', async () => {
    const cinema = firstIn(VenueId.cinema)
    const layout = catalog.venues.find((v) => v.venue.id === VenueId.cinema)?.plan ?? null
    const draft = drafts[cinema.id - 1]
    if (layout === null || draft === undefined) throw new Error('no cinema layout or draft')
    const { sold, held } = demoOccupancy(layout, demoOccupancyKey(draft))
    const statuses = rightOf(
      await box.yossi.seatStatuses.seatsStatus({ presentationId: cinema.id, venueTypeId: cinema.venueTypeId, isReserved: true }),
    )
    const statusAt = (x: number, y: number) => statuses.find((e) => e.x === x && e.y === y)?.status
    expect(sold.length).toBeGreaterThan(0)
    expect(held.length).toBeGreaterThan(0)
    expect(sold.map((s) => statusAt(s.x, s.y))).toEqual(sold.map(() => 'unavailable'))
    expect(held.map((s) => statusAt(s.x, s.y))).toEqual(held.map(() => 'hold'))
    expect(statuses.filter((e) => e.status === 'available')).toHaveLength(180 - sold.length - held.length)
  })

  it('answers the demo vouchers’ balances, and refuses the expired and the empty ones', async () => {
    const issued = demoVouchers(NOW)
    const balance = async (code: string) => E.map((v: VoucherBalance) => v.balance)(await box.dana.payments.voucherBalance(code))
    expect(await balance('GIFT-500')).toEqual(E.right(issued.find((v) => v.code === 'GIFT-500')?.balance))
    expect(await balance('voucher-50')).toEqual(E.right(issued.find((v) => v.code === 'VOUCHER-50')?.balance))
    expect(await box.dana.payments.voucherBalance('VOUCHER-OLD')).toEqual(E.left(kartisError('VOUCHER_EXPIRED', { code: 'VOUCHER-OLD' })))
    expect(await box.dana.payments.voucherBalance('GIFT-EMPTY')).toEqual(
      E.left(kartisError('VOUCHER_WITHOUT_BALANCE', { code: 'GIFT-EMPTY' })),
    )
  })

  it('prices the demo’s coupons and member number by code', async () => {
    const cinema = firstIn(VenueId.cinema)
    const hall = cinema.ticketGroups[0]
    if (hall === undefined) throw new Error('no cinema ticket group')
    const couple = rightOf(
      await box.dana.catalog.ticketByCode({ presentationId: cinema.id, sectionId: 101, ticketGroupId: hall.id, code: 'zug2' }),
    )
    expect([couple.multiplyFactor, couple.price, couple.code]).toEqual([2, 3500, 'ZUG2'])
    const member = rightOf(
      await box.dana.catalog.ticketByCode({ presentationId: cinema.id, sectionId: 101, ticketGroupId: hall.id, code: '123456' }),
    )
    expect([member.memberNumber, member.price]).toEqual(['123456', 3000])
  })

  it('lists the festival mini-site’s upcoming presentations and names the demo integration', async () => {
    const site = box.office.dataset.miniSites.find((s) => s.url === 'festival')
    const festivalFeatures = catalog.miniSites[0]?.featureIds ?? []
    expect(site?.presentationIds.length).toBeGreaterThan(0)
    expect(site?.presentationIds.every((id) => festivalFeatures.includes(drafts[id - 1]?.featureId ?? -1))).toBe(true)
    expect(
      await box.dana.integration.integrationId({ TS: 'kartis-demo', ret: 'https://example.org/kartis/return', key: 'demo-key-2025' }),
    ).toEqual(E.right('INT-DEMO-1'))
  })
})

/** §3 a cart of locked seats of one presentation, each with `ticket` (the storefront builds the same). */
const cartOf = (presentation: Presentation, seats: readonly Seat[], ticket: Ticket): Cart => ({
  ...emptyCart('events'),
  presentations: [
    {
      id: presentation.id,
      featureId: presentation.featureId,
      featureName: 'פסטיבל',
      venueTypeId: presentation.venueTypeId,
      venueId: presentation.venueId,
      startDateTime: presentation.startDateTime,
      seatingPolicyId: presentation.seatingPolicyId,
      maxSeats: presentation.maxSeats,
      locationId: presentation.locationId,
    },
  ],
  selectedPresentationId: presentation.id,
  seats: seats.map((seat): CartSeat => ({
    ...toCartSeat(seat, presentation.id),
    ticket: {
      presentationId: presentation.id,
      ticketGroupId: seat.ticketGroupId ?? 0,
      venueId: seat.venueId,
      seatplanId: seat.seatplanId,
      sectionId: seat.sectionId,
      ticketId: ticket.id,
      amount: ticket.price,
      serviceCharge: ticket.serviceCharge,
      pricePolicyId: ticket.pricePolicyId,
      allocationId: seat.allocationId,
      isMultiplyFactorSubTicket: false,
    },
  })),
})

describe('demoDataset: ordering in memory', () => {
  it('locks two arena seats, pays them with the demo gift card and commits; the seats are sold and the balance goes down', async () => {
    const box = open()
    const arena = rightOf(await box.dana.catalog.presentations({ featureIds: [] })).presentations.find((p) => p.venueId === VenueId.arena)
    const plan = box.office.dataset.presentations.find((p) => p.id === arena?.id)?.seatPlan ?? null
    if (arena === undefined || plan === null) throw new Error('no arena presentation')
    const statuses = rightOf(
      await box.dana.seatStatuses.seatsStatus({ presentationId: arena.id, venueTypeId: arena.venueTypeId, isReserved: true }),
    )
    const available = new Set(statuses.filter((e: SeatStatusEntry) => e.status === 'available').map((e) => `${e.sectionId}/${e.x}/${e.y}`))
    const free = (seat: Seat): boolean => available.has(`${seat.sectionId}/${seat.x}/${seat.y}`)
    // Two free seats side by side in the upper ring, so the gift card covers the whole order.
    const upper = planSeats(plan).filter((seat) => seat.ticketGroupId === TicketGroupId.arenaUpper)
    const pair = upper.flatMap((seat, i) => {
      const next = upper[i + 1]
      return next !== undefined &&
        next.sectionId === seat.sectionId &&
        next.y === seat.y &&
        next.x === seat.x + 1 &&
        free(seat) &&
        free(next)
        ? [[seat, next] as const]
        : []
    })[0]
    if (pair === undefined) throw new Error('no two free seats side by side')
    for (const seat of pair) {
      const locked = await box.dana.seatLocks.lock({
        presentationId: arena.id,
        venueId: arena.venueId,
        seatplanId: arena.seatplanId,
        sectionId: seat.sectionId,
        ticketGroupId: seat.ticketGroupId,
        x: seat.x,
        y: seat.y,
      })
      expect(E.isRight(locked)).toBe(true)
    }
    const offer = rightOf(await box.dana.catalog.ticketGroups(arena.id, { isGA: false }))
    const ticket = offer.ticketGroups.find((g) => g.id === TicketGroupId.arenaUpper)?.tickets[0]
    if (ticket === undefined) throw new Error('no arena ticket')
    const giftCard = rightOf(await box.dana.payments.voucherBalance('GIFT-500'))
    const cart = rightOf(
      addVoucherPayment({ ...cartOf(arena, pair, ticket), globalServiceCharge: offer.serviceCharge }, giftCard, box.clock.now()),
    )
    const paid = cart.voucherPayments.reduce((total, payment) => total + payment.amount, 0)
    expect(paid).toBeGreaterThan(0)

    const committed = rightOf(await box.dana.payments.commit({ cart }))
    expect(committed.ticketIdentifiers).toHaveLength(2)
    const after = rightOf(
      await box.yossi.seatStatuses.seatsStatus({ presentationId: arena.id, venueTypeId: arena.venueTypeId, isReserved: true }),
    )
    expect(pair.map((seat) => after.find((e) => e.sectionId === seat.sectionId && e.x === seat.x && e.y === seat.y)?.status)).toEqual([
      'unavailable',
      'unavailable',
    ])
    expect(E.map((v: VoucherBalance) => v.balance)(await box.yossi.payments.voucherBalance('GIFT-500'))).toEqual(
      E.right(giftCard.balance - paid),
    )
  })

  it('opens the club’s GA section with the places the box office left, and locks one of them', async () => {
    const box = open()
    const club = rightOf(await box.dana.catalog.presentations({ featureIds: [] })).presentations.find((p) => p.venueId === VenueId.club)
    const section = club === undefined ? undefined : box.office.dataset.presentations.find((p) => p.id === club.id)?.seatPlan?.sections[0]
    if (club === undefined || section === undefined) throw new Error('no club presentation')
    const left = section.gaCapacity ?? 0
    expect(left).toBeGreaterThan(0)
    expect(left).toBeLessThan(120)
    const request = {
      presentationId: club.id,
      venueId: club.venueId,
      seatplanId: club.seatplanId,
      sectionId: section.id,
      ticketGroupId: TicketGroupId.clubStanding,
      x: 0,
      y: null,
    }
    expect(E.map((seat: { readonly x: number }) => seat.x)(await box.dana.seatLocks.lock(request))).toEqual(E.right(1))
  })
})
