import * as E from 'fp-ts/Either'
import {
  LOOKUP_BENEFITS,
  demoCatalog,
  demoSalesCatalog,
  demoOccupancy,
  demoOccupancyKey,
  demoPresentationDrafts,
  demoVenues,
  demoVouchers,
  type SeatPlanLayout,
} from '@kartis/api-adapter'
import type { Clock, VenueSettingsRepository } from '@kartis/core'
import type { CustomerAccounts } from '../customers/customer-accounts'
import type { CustomerMembers } from '../storage/customer-members'
import type { CatalogPresentation, CatalogRepository } from '../storage/catalog-repository'
import type { TicketReferenceSetup } from '../live-reports/sql-ticket-references'
import type { LookupBenefits } from '../storage/lookup-benefits'
import type { UnitOfWork } from '../storage/unit-of-work'
import type { VoucherRepository } from '../storage/voucher-repository'
import { seedDemoCustomers } from './demo-customers'
import { seedDemoMembers } from './demo-members'
import { seedDemoReferenceSales } from './demo-reference-sales'
import { seedDemoTicketReferences } from './demo-ticket-references'
import { sellDemoSeats } from './demo-sales'

/** The uuid the demo's box-office sales are made under. */
export const DEMO_BOX_OFFICE_UUID = 'demo-box-office'

/** The repositories the demo writes through (any storage technology). */
export interface DemoStorage {
  readonly catalog: CatalogRepository
  readonly vouchers: VoucherRepository
  readonly customers: CustomerAccounts
  /** §4/§6 the demo customers' members (a hold order needs one). */
  readonly members: CustomerMembers
  readonly unitOfWork: UnitOfWork
  /** Issue 13 the ticket-reference admin's agents and options. */
  readonly ticketReferences: TicketReferenceSetup
  /** Issue 15 the venues' settings. */
  readonly venues: Pick<VenueSettingsRepository, 'list' | 'save'>
  /** Issue 15 §5 the ticket types by look-up. */
  readonly lookupBenefits: Pick<LookupBenefits, 'importBenefits'>
}

/** What a start did. */
export interface DemoSeedReport {
  /** true on the first start (the catalog was empty). */
  readonly catalogSeeded: boolean
  readonly vouchersIssued: number
  /** Presentations the rolling schedule added this time. */
  readonly presentationIds: readonly number[]
  /** Issue 12 demo customers created this time (on the first start, all of them). */
  readonly customersCreated: number
  /** §4/§6 demo members issued this time. */
  readonly membersIssued: number
  /** Issue 13 ticket-reference agents and options written this time. */
  readonly ticketReferencesWritten: number
  /** Issue 13 reservations sold under ticket references this time. */
  readonly referenceSalesMade: number
  /** Issue 15 demo venues configured this time (on a box office with none configured: all three). */
  readonly venuesConfigured: number
}

/**
 * Issue 15 the demo's venues (demoVenues: cinema chain, theatre, festival), written once: a box
 * office whose venues were configured (by the demo before, or by a manager) is left alone.
 */
const seedDemoVenues = async (venues: DemoStorage['venues']): Promise<number> => {
  if ((await venues.list()).length > 0) return 0
  let configured = 0
  for (const venue of demoVenues()) {
    const saved = await venues.save(venue)
    // Another instance starting at the same moment wrote it first: it is configured either way.
    if (E.isLeft(saved) && saved.left.code === 'VENUE_ADDRESS_TAKEN') continue
    if (E.isLeft(saved)) throw new Error(`demo venue ${venue.slug} refused: ${saved.left.code}`)
    configured++
  }
  return configured
}

/** Sells and holds the demo seats of one new presentation, as the box office would. */
const occupy = async (unitOfWork: UnitOfWork, presentation: CatalogPresentation, plan: SeatPlanLayout): Promise<void> => {
  const { sold, held } = demoOccupancy(plan, demoOccupancyKey(presentation))
  const result = await unitOfWork.transaction(async (tx) => {
    await tx.seats.hold(held.map((seat) => ({ presentationId: presentation.id, sectionId: seat.sectionId, x: seat.x, y: seat.y })))
    if (sold.length === 0) return E.right(undefined)
    const sale = await sellDemoSeats(tx, presentation, sold, {
      uuid: DEMO_BOX_OFFICE_UUID,
      idempotencyKey: `demo-sales:${presentation.id}`,
      customer: { firstName: 'מכירות', lastName: 'קופה', email: 'box-office@kartis.example', mobileNumber: '0500000000', ssn: '' },
      customerId: null,
    })
    return E.map(() => undefined)(sale)
  })
  if (E.isLeft(result)) throw new Error(`demo sales for presentation ${presentation.id} failed: ${result.left.code}`)
}

/**
 * §3 demo data, on every start: on the first (empty catalog) the generated catalog and the
 * demo vouchers; then the rolling schedule is topped up to SCHEDULE_DAYS ahead of the clock
 * (slots that exist are skipped, so nothing doubles), and each new presentation gets its
 * deterministic sold and held seats; the demo customers missing are created with their earlier purchases;
 * the ticket-reference agents and options, and the sales under them, are written when missing.
 */
export const seedDemo = async (storage: DemoStorage, clock: Pick<Clock, 'now'>): Promise<DemoSeedReport> => {
  const now = clock.now()
  const catalogSeeded = await storage.catalog.importSnapshot(demoCatalog())
  // Issue 14 a box office seeded before vouchers and donations were sold gets them now.
  if (!catalogSeeded) await storage.catalog.importSales(demoSalesCatalog())
  // Issue 15 §5 and the theatre's ticket types by look-up.
  if (!catalogSeeded) await storage.lookupBenefits.importBenefits(LOOKUP_BENEFITS, demoCatalog().pricePolicies)
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
  const customersCreated = await seedDemoCustomers(storage, clock)
  const membersIssued = await seedDemoMembers(storage, clock)
  const ticketReferencesWritten = await seedDemoTicketReferences(storage.ticketReferences)
  const referenceSalesMade = await seedDemoReferenceSales(storage, clock)
  const venuesConfigured = await seedDemoVenues(storage.venues)
  return {
    catalogSeeded,
    vouchersIssued,
    presentationIds,
    customersCreated,
    membersIssued,
    ticketReferencesWritten,
    referenceSalesMade,
    venuesConfigured,
  }
}
