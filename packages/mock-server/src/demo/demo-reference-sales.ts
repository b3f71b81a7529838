import * as E from 'fp-ts/Either'
import { FeatureId } from '@kartis/api-adapter'
import type { Clock } from '@kartis/core'
import type { CatalogRepository } from '../storage/catalog-repository'
import type { UnitOfWork } from '../storage/unit-of-work'
import { freeSeatsOf } from './demo-customers'
import { sellDemoSeats } from './demo-sales'
import { DEMO_REFERENCE_SALES, ticketOf } from './demo-ticket-references'

/** The visitor uuid the demo's sales under ticket references are recorded under. */
export const DEMO_REFERENCES_UUID = 'demo-references'

/** Sold in a Hamlet show at least this far ahead, out of the way of the first shows' seat maps. */
const SALE_LEAD_MS = 3 * 86_400_000

/** The repositories the demo's reference sales are written through. */
export interface DemoReferenceSalesStorage {
  readonly catalog: CatalogRepository
  readonly unitOfWork: UnitOfWork
}

/**
 * §7 issue 13 the demo's sales under ticket references (DEMO_REFERENCE_SALES), on every start:
 * each missing one is sold in the first Hamlet show far enough ahead, side by side in its ticket
 * group, as a paid reservation through the commit's storage path (its options' quota taken, the
 * references on its lines); those sold on an earlier start (found by their commit key) are left
 * alone. Returns how many were sold this time.
 */
export const seedDemoReferenceSales = async (storage: DemoReferenceSalesStorage, clock: Pick<Clock, 'now'>): Promise<number> => {
  const shows = await storage.catalog.listPresentations({ from: clock.now() + SALE_LEAD_MS, includeUntimed: false })
  const hamlet = shows.find((show) => show.featureId === FeatureId.hamlet)
  if (hamlet === undefined) return 0
  const plan = await storage.catalog.getSeatPlan(hamlet.venueId, hamlet.seatplanId)
  if (plan === null) return 0
  let sold = 0
  for (const sale of DEMO_REFERENCE_SALES) {
    const idempotencyKey = `demo-references:${sale.reference1}:${sale.reference2}`
    const done = await storage.unitOfWork.transaction(async (tx) => {
      if ((await tx.reservations.findByIdempotencyKey(DEMO_REFERENCES_UUID, idempotencyKey)) !== null) return E.right(false)
      const seats = freeSeatsOf(plan, await tx.seats.occupiedSeats(hamlet.id), sale.count, sale.group)
      if (seats.length === 0) return E.right(false)
      const references = { reference1: sale.reference1, reference2: sale.reference2 }
      const ticketId = ticketOf(sale.group, sale.policy)
      const reservation = await sellDemoSeats(
        tx,
        hamlet,
        seats.map((seat) => ({ ...seat, ticketId, references })),
        {
          uuid: DEMO_REFERENCES_UUID,
          idempotencyKey,
          customer: {
            firstName: 'מכירות',
            lastName: sale.reference1,
            email: 'references@kartis.example',
            mobileNumber: '0500000000',
            ssn: '',
          },
          customerId: null,
        },
      )
      return E.map((): boolean => true)(reservation)
    })
    if (E.isLeft(done)) throw new Error(`demo sale under ${sale.reference1}/${sale.reference2} failed: ${done.left.code}`)
    if (done.right) sold++
  }
  return sold
}
