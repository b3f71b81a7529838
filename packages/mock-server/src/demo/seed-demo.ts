import * as E from 'fp-ts/Either'
import { ZERO } from '@kartis/core'
import {
  demoCatalog,
  demoOccupancy,
  demoOccupancyKey,
  demoPresentationDrafts,
  demoVouchers,
  type DemoSeat,
  type SeatPlanLayout,
} from '@kartis/api-adapter'
import type { CatalogPresentation, CatalogRepository } from '../storage/catalog-repository'
import type { Clock, TicketGroup } from '@kartis/core'
import type { UnitOfWork } from '../storage/unit-of-work'
import type { VoucherRepository } from '../storage/voucher-repository'

/** The uuid the demo's box-office sales are made under. */
export const DEMO_BOX_OFFICE_UUID = 'demo-box-office'

/** How long the demo's own locks live while its sales commit (they are sold at once). */
const DEMO_LOCK_TTL_MS = 60_000

/** The repositories the demo writes through (any storage technology). */
export interface DemoStorage {
  readonly catalog: CatalogRepository
  readonly vouchers: VoucherRepository
  readonly unitOfWork: UnitOfWork
}

/** What a start did. */
export interface DemoSeedReport {
  /** true on the first start (the catalog was empty). */
  readonly catalogSeeded: boolean
  readonly vouchersIssued: number
  /** Presentations the rolling schedule added this time. */
  readonly presentationIds: readonly number[]
}

const priceOf = (groups: readonly TicketGroup[], ticketGroupId: number) => {
  const ticket = groups.find((g) => g.id === ticketGroupId)?.tickets[0]
  if (ticket === undefined) throw new Error(`demo ticket group ${ticketGroupId} has no ticket`)
  return ticket
}

/** Sells and holds the demo seats of one new presentation, as the box office would. */
const occupy = async (unitOfWork: UnitOfWork, presentation: CatalogPresentation, plan: SeatPlanLayout): Promise<void> => {
  const { sold, held } = demoOccupancy(plan, demoOccupancyKey(presentation))
  const key = (seat: DemoSeat) => ({ presentationId: presentation.id, sectionId: seat.sectionId, x: seat.x, y: seat.y })
  const result = await unitOfWork.transaction(async (tx) => {
    await tx.seats.hold(held.map(key))
    if (sold.length === 0) return E.right(undefined)
    // Thousands of seats in the arena: one block, in a few statements (a statement per seat took ~20 s on PostgreSQL).
    const locked = await tx.seats.insertLocks(
      sold.map((seat) => ({ ...key(seat), uuid: DEMO_BOX_OFFICE_UUID, ticketGroupId: seat.ticketGroupId })),
      DEMO_LOCK_TTL_MS,
    )
    if (E.isLeft(locked)) return locked
    const created = await tx.reservations.create({
      uuid: DEMO_BOX_OFFICE_UUID,
      idempotencyKey: `demo-sales:${presentation.id}`,
      presentationId: presentation.id,
      isHold: false,
      customer: { firstName: 'מכירות', lastName: 'קופה', email: 'box-office@kartis.example', mobileNumber: '0500000000', ssn: '' },
      seats: sold.map((seat) => {
        const ticket = priceOf(presentation.ticketGroups, seat.ticketGroupId)
        return {
          ...key(seat),
          ticketId: ticket.id,
          pricePolicyId: ticket.pricePolicyId,
          amount: ticket.price,
          serviceCharge: ticket.serviceCharge,
        }
      }),
      products: [],
      orderServiceCharge: ZERO,
      cancellationFee: presentation.cancellationFee,
      paymentSessionId: null,
    })
    return E.map(() => undefined)(created)
  })
  if (E.isLeft(result)) throw new Error(`demo sales for presentation ${presentation.id} failed: ${result.left.code}`)
}

/**
 * §3 demo data, on every start: on the first (empty catalog) the generated catalog and the
 * demo vouchers; then the rolling schedule is topped up to SCHEDULE_DAYS ahead of the clock
 * (slots that exist are skipped, so nothing doubles), and each new presentation gets its
 * deterministic sold and held seats.
 */
export const seedDemo = async (storage: DemoStorage, clock: Pick<Clock, 'now'>): Promise<DemoSeedReport> => {
  const now = clock.now()
  const catalogSeeded = await storage.catalog.importSnapshot(demoCatalog())
  let vouchersIssued = 0
  if (catalogSeeded) for (const voucher of demoVouchers(now)) if (await storage.vouchers.issue(voucher)) vouchersIssued++

  // Only venues the catalog has: a box office set up by other means is left alone.
  const venues = new Set((await storage.catalog.listVenues()).map((v) => v.id))
  const drafts = demoPresentationDrafts(now).filter((d) => venues.has(d.venueId))
  const presentationIds = (await storage.catalog.addPresentations(drafts)).flatMap((id) => (id === null ? [] : [id]))

  const plans = new Map<number, SeatPlanLayout | null>()
  for (const presentation of await storage.catalog.listPresentations({ ids: presentationIds })) {
    if (!plans.has(presentation.venueId))
      plans.set(presentation.venueId, await storage.catalog.getSeatPlan(presentation.venueId, presentation.seatplanId))
    const plan = plans.get(presentation.venueId)
    if (plan !== null && plan !== undefined) await occupy(storage.unitOfWork, presentation, plan)
  }
  return { catalogSeeded, vouchersIssued, presentationIds }
}
