import { randomUUID } from 'node:crypto'
import { httpAdapters, type OrderingAdapters } from '@kartis/api-adapter'
import {
  applySeatStatuses,
  lockRequestFor,
  seatKeyId,
  type Clock,
  type KartisError,
  type LockedSeat,
  type Presentation,
  type Result,
  type Seat,
  type SeatPlan,
  type SeatStatus,
  type SeatStatusEntry,
  type VoucherBalance,
} from '@kartis/core'
import { DEV_CAPTCHA_TOKEN, fixedTokenCaptcha } from '../../src/di/captcha'
import * as E from 'fp-ts/Either'

/** The demo presentations the journeys use (DEMO-DATA.md "Venues"), looked up rather than hard-coded. */
export interface DemoPresentations {
  /** Cinema hall, reserved seats with the single-seat rule (venue type 1). */
  readonly cinema: Presentation
  /** Theatre, reserved seats in three sections (venue type 2). */
  readonly theatre: Presentation
  /** Stand-up club, one GA section with a 600-second timer (venue type 3). */
  readonly club: Presentation
  /** Mixed venue: reserved tables and GA standing (venue type 4). */
  readonly mixed: Presentation
  /** Arena, 20,000 reserved seats (venue type 5). */
  readonly arena: Presentation
}

/** A seat of the plan with its current status. */
export interface SeatNow {
  readonly seat: Seat
  readonly status: SeatStatus
}

const VENUE_TYPES = { cinema: 1, theatre: 2, club: 3, mixed: 4, arena: 5 } as const

/** A presentation is used only when it starts at least this far ahead, so it is surely still on sale. */
const SALE_MARGIN_MS = 3 * 60 * 60 * 1000

const systemClock: Clock = {
  now: () => Date.now(),
  every: (ms, tick) => {
    const id = setInterval(tick, ms)
    return () => clearInterval(id)
  },
}

/** An API call the test relies on failed: the test fails, naming the call and the §8 error. */
const orFail = <T>(what: string, result: Result<T>): T => {
  if (E.isRight(result)) return result.right
  const error: KartisError = result.left
  throw new Error(`e2e: ${what} failed with ${error.code} ${JSON.stringify(error.params ?? {})}`)
}

/** The presentations on sale in a venue type, soonest first. */
const onSale = (presentations: readonly Presentation[], venueTypeId: number, now: number): Presentation[] =>
  presentations
    .filter(
      (p) => p.venueTypeId === venueTypeId && p.startDateTime !== null && Date.parse(p.startDateTime) - now > SALE_MARGIN_MS && !p.soldout,
    )
    .sort((a, b) => Date.parse(a.startDateTime ?? '') - Date.parse(b.startDateTime ?? ''))

/**
 * §7 one visitor talking to the server under test directly, through the same HTTP adapters
 * the storefront uses: tests read the demo ids and seat states, and play a second visitor.
 */
export class BoxOffice {
  readonly adapters: OrderingAdapters
  readonly uuid: string

  constructor(baseUrl: string, uuid: string = randomUUID()) {
    this.uuid = uuid
    // The server under test runs the development captcha verifier: the storefront's own captcha port serves it.
    this.adapters = httpAdapters({
      baseUrl,
      clock: systemClock,
      visitor: { uuid: () => uuid },
      captcha: fixedTokenCaptcha(DEV_CAPTCHA_TOKEN),
    })
  }

  /**
   * §3 the first presentation on sale in each seating mode of the demo box office; the cinema
   * is the first whose seats now are `roomy` enough for a test: the journeys share one server,
   * and each takes seats from the cinema, so the soonest show runs out of free pairs.
   */
  async demo(roomy: (plan: SeatPlan) => boolean = () => true): Promise<DemoPresentations> {
    const features = orFail('features', await this.adapters.catalog.features({ featureIds: [] }))
    const list = orFail('presentations', await this.adapters.catalog.presentations({ featureIds: features.map((feature) => feature.id) }))
    const now = Date.now()
    const pick = (venueTypeId: number): Presentation => {
      const first = onSale(list.presentations, venueTypeId, now)[0]
      if (first === undefined) throw new Error(`e2e: the demo data has no presentation on sale in venue type ${venueTypeId}`)
      return first
    }
    return {
      cinema: await this.firstRoomy(onSale(list.presentations, VENUE_TYPES.cinema, now), roomy),
      theatre: pick(VENUE_TYPES.theatre),
      club: pick(VENUE_TYPES.club),
      mixed: pick(VENUE_TYPES.mixed),
      arena: pick(VENUE_TYPES.arena),
    }
  }

  private async firstRoomy(candidates: readonly Presentation[], roomy: (plan: SeatPlan) => boolean): Promise<Presentation> {
    for (const candidate of candidates) if (roomy(await this.planNow(candidate))) return candidate
    throw new Error(`e2e: no cinema presentation on sale has room enough for a test (of ${candidates.length} on sale)`)
  }

  /** §7 the presentation's seat plan. */
  async seatPlan(presentation: Presentation): Promise<SeatPlan> {
    return orFail(
      'seat plan',
      await this.adapters.seatPlans.seatPlan({ venueId: presentation.venueId, seatplanId: presentation.seatplanId }),
    )
  }

  /** §4 the presentation's seat plan with every seat's status now, as this visitor sees it ('selected' = locked by this visitor). */
  async planNow(presentation: Presentation): Promise<SeatPlan> {
    const plan = await this.seatPlan(presentation)
    const entries = orFail(
      'seats status',
      await this.adapters.seatStatuses.seatsStatus({
        presentationId: presentation.id,
        venueTypeId: presentation.venueTypeId,
        isReserved: presentation.isReserved,
      }),
    )
    return applySeatStatuses(plan, entries)
  }

  /** §4 every seat of the plan with its status now. */
  async seats(presentation: Presentation): Promise<readonly SeatNow[]> {
    const plan = await this.planNow(presentation)
    return plan.sections.flatMap((section) =>
      section.groups.flatMap((group) => group.rows.flatMap((row) => row.seats.map((seat) => ({ seat, status: seat.status })))),
    )
  }

  /** §4 the seats and GA places this visitor holds locks on now (status 'selected' is the visitor's own). */
  async ownLocks(presentation: Presentation): Promise<readonly SeatStatusEntry[]> {
    const entries = orFail(
      'seats status',
      await this.adapters.seatStatuses.seatsStatus({
        presentationId: presentation.id,
        venueTypeId: presentation.venueTypeId,
        isReserved: presentation.isReserved,
      }),
    )
    return entries.filter((entry) => entry.status === 'selected')
  }

  /** §4 the status of one seat now. */
  async statusOf(presentation: Presentation, seat: Seat): Promise<SeatStatus> {
    const found = (await this.seats(presentation)).find(
      (entry) => entry.seat.sectionId === seat.sectionId && entry.seat.x === seat.x && entry.seat.y === seat.y,
    )
    if (found === undefined) throw new Error(`e2e: seat ${seatKeyId(seat)} is not in the plan`)
    return found.status
  }

  /** §7 lock-seat as this visitor; the §8 error when the server refuses. */
  lock(presentation: Presentation, seat: Seat): Promise<Result<LockedSeat>> {
    return this.adapters.seatLocks.lock(lockRequestFor(presentation, seat))
  }

  /** §7 a voucher's or gift card's balance now. */
  async voucherBalance(reference: string): Promise<VoucherBalance> {
    return orFail(`voucher balance of ${reference}`, await this.voucherLookup(reference))
  }

  /** §7/§8 the voucher balance call's answer as is (VOUCHER_WITHOUT_BALANCE once it is spent). */
  voucherLookup(reference: string): Promise<Result<VoucherBalance>> {
    return this.adapters.payments.voucherBalance(reference)
  }
}
