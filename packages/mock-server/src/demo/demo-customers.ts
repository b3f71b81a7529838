import * as E from 'fp-ts/Either'
import { SeatAttribute, type Clock } from '@kartis/core'
import { VenueId, type DemoSeat, type PlanSeat, type SeatPlanLayout } from '@kartis/api-adapter'
import type { CustomerAccounts } from '../customers/customer-accounts'
import { hashPassword } from '../customers/passwords'
import type { CatalogPresentation, CatalogRepository } from '../storage/catalog-repository'
import { GA_ROW, type OccupiedSeat } from '../storage/seat-inventory'
import type { UnitOfWork } from '../storage/unit-of-work'
import { sellDemoSeats } from './demo-sales'

/** A demo customer account (README, "Customer accounts"): for trying each login in development. */
export interface DemoCustomer {
  readonly firstName: string
  readonly lastName: string
  /** A valid Israeli ID number (bySsnSms login). */
  readonly ssn: string
  readonly email: string
  /** An Israeli mobile number in a real mobile range (the SMS login's number; codes land in the development outbox). */
  readonly mobile: string
  /** The e-mail login's password; null: this customer logs in by SMS only. */
  readonly password: string | null
  /**
   * Tickets bought before, as the demo seeds them on the customer's first start: logged in (linked
   * to the account), or only with the customer's mobile number (in the area once the number is
   * proved by an SMS login).
   */
  readonly purchases: readonly { readonly venueId: number; readonly seats: number; readonly linked: boolean }[]
}

/**
 * Issue 12 the demo's customers. נועה logs in by e-mail and password and has a cinema ticket
 * bought logged in; דני has no password and bought theatre and cinema tickets and a VOD item
 * with his mobile number before having an account (they appear once he logs in by SMS or by ID
 * number and SMS; the VOD item plays after a code to his number);
 * מיכל has a password and nothing bought (a second customer for "another customer's" tests).
 * The demo's business 2 (the theatre) allows customer-area cancellation, business 1 (the cinema) does not.
 */
export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  {
    firstName: 'נועה',
    lastName: 'לוי',
    ssn: '034567826',
    email: 'noa.levi@kartis.example',
    mobile: '0549876543',
    password: 'Kartis-Demo-1',
    purchases: [{ venueId: VenueId.cinema, seats: 2, linked: true }],
  },
  {
    firstName: 'דני',
    lastName: 'אברהם',
    ssn: '204987655',
    email: 'dani.avraham@kartis.example',
    mobile: '0527654321',
    password: null,
    purchases: [
      { venueId: VenueId.theatre, seats: 2, linked: false },
      { venueId: VenueId.cinema, seats: 1, linked: false },
      // §2 a VOD item (a viewing of the home cinema's first untimed item) to watch at /vod.
      { venueId: VenueId.vodHome, seats: 1, linked: false },
    ],
  },
  {
    firstName: 'מיכל',
    lastName: 'פרץ',
    ssn: '314572868',
    email: 'michal.peretz@kartis.example',
    mobile: '0587654321',
    password: 'Kartis-Demo-3',
    purchases: [],
  },
  // §4 the demo's member (demo-members.ts): she may place hold orders.
  {
    firstName: 'יעל',
    lastName: 'מזרחי',
    ssn: '318456720',
    email: 'yael.mizrahi@kartis.example',
    mobile: '0523334455',
    password: 'Kartis-Demo-4',
    purchases: [],
  },
]

/** The visitor uuid the demo customers' earlier purchases are recorded under. */
export const DEMO_CUSTOMERS_UUID = 'demo-customers'

/** The repositories the demo customers are written through. */
export interface DemoCustomerStorage {
  readonly catalog: CatalogRepository
  readonly customers: CustomerAccounts
  readonly unitOfWork: UnitOfWork
}

/** Demo purchases are of shows at least this far ahead, out of the way of the first shows' seat maps. */
const PURCHASE_LEAD_MS = 3 * 86_400_000

const isCouch = (seat: PlanSeat): boolean => seat.attributes.includes(SeatAttribute.couch)

/** `count` free places of a plan's first general-admission section (a plan without reserved seats: the club, VOD viewings). */
const freeGaPlacesOf = (plan: SeatPlanLayout, taken: ReadonlySet<string>, count: number): readonly DemoSeat[] => {
  const section = plan.sections.find((candidate) => !candidate.isReserved)
  const ticketGroupId = section?.ticketGroupId ?? null
  if (section === undefined || ticketGroupId === null) return []
  const xs = Array.from({ length: section.capacity ?? 0 }, (_, i) => i + 1).filter((x) => !taken.has(`${section.id}/${x}/${GA_ROW}`))
  return xs.length < count ? [] : xs.slice(0, count).map((x) => ({ sectionId: section.id, x, y: GA_ROW, ticketGroupId }))
}

/**
 * `count` free seats side by side (no couch), from the back row of the plan's reserved sections
 * forwards, of one ticket group when given; in a plan without reserved seats, free general-admission places.
 */
export const freeSeatsOf = (
  plan: SeatPlanLayout,
  occupied: readonly OccupiedSeat[],
  count: number,
  ticketGroupId?: number,
): readonly DemoSeat[] => {
  const taken = new Set(occupied.map((seat) => `${seat.sectionId}/${seat.x}/${seat.y}`))
  if (!plan.sections.some((section) => section.isReserved)) return freeGaPlacesOf(plan, taken, count)
  const rows = plan.sections.filter((section) => section.isReserved).flatMap((section) => section.groups.flatMap((group) => group.rows))
  for (const row of [...rows].reverse()) {
    let run: DemoSeat[] = []
    for (const seat of row.seats) {
      const free =
        seat.ticketGroupId !== null &&
        (ticketGroupId === undefined || seat.ticketGroupId === ticketGroupId) &&
        !isCouch(seat) &&
        !taken.has(`${seat.sectionId}/${seat.x}/${seat.y}`)
      run =
        free && seat.ticketGroupId !== null
          ? [...run, { sectionId: seat.sectionId, x: seat.x, y: seat.y, ticketGroupId: seat.ticketGroupId }]
          : []
      if (run.length === count) return run
    }
  }
  return []
}

/** Sells a demo customer's earlier purchase in the first show of the venue far enough ahead. */
const buy = async (
  storage: DemoCustomerStorage,
  presentation: CatalogPresentation,
  customer: DemoCustomer,
  customerId: number | null,
  count: number,
): Promise<void> => {
  const plan = await storage.catalog.getSeatPlan(presentation.venueId, presentation.seatplanId)
  if (plan === null) return
  const done = await storage.unitOfWork.transaction(async (tx) => {
    const seats = freeSeatsOf(plan, await tx.seats.occupiedSeats(presentation.id), count)
    if (seats.length === 0) return E.right(undefined)
    const sale = await sellDemoSeats(tx, presentation, seats, {
      uuid: DEMO_CUSTOMERS_UUID,
      idempotencyKey: `demo-customer:${customer.mobile}:${presentation.id}`,
      customer: {
        firstName: customer.firstName,
        lastName: customer.lastName,
        email: customer.email,
        mobileNumber: customer.mobile,
        ssn: customer.ssn,
      },
      customerId,
    })
    return E.map(() => undefined)(sale)
  })
  if (E.isLeft(done)) throw new Error(`demo purchase of ${customer.email} failed: ${done.left.code}`)
}

/**
 * Issue 12 the demo customers, on every start: each one missing is created (its password hashed
 * with argon2id, its mobile number not yet proved) and its earlier purchases sold; customers that
 * exist are left as they are. Returns how many were created.
 */
export const seedDemoCustomers = async (storage: DemoCustomerStorage, clock: Pick<Clock, 'now'>): Promise<number> => {
  let created = 0
  // Timed shows far enough ahead, then the untimed ones (VOD items).
  const ahead = [
    ...(await storage.catalog.listPresentations({ from: clock.now() + PURCHASE_LEAD_MS, includeUntimed: false })),
    ...(await storage.catalog.listPresentations()).filter((presentation) => presentation.startsAt === null),
  ]
  for (const customer of DEMO_CUSTOMERS) {
    if ((await storage.customers.findByMobile(customer.mobile)) !== null) continue
    const account = await storage.customers.create({
      firstName: customer.firstName,
      lastName: customer.lastName,
      ssn: customer.ssn,
      email: customer.email,
      mobile: customer.mobile,
      mobileVerified: false,
      passwordHash: customer.password === null ? null : await hashPassword(customer.password),
      isSmsAllowed: true,
      isEmailAllowed: true,
      isMailingAllowed: false,
    })
    if (E.isLeft(account)) continue
    created++
    for (const purchase of customer.purchases) {
      const presentation = ahead.find((p) => p.venueId === purchase.venueId)
      if (presentation !== undefined) await buy(storage, presentation, customer, purchase.linked ? account.right.id : null, purchase.seats)
    }
  }
  return created
}
