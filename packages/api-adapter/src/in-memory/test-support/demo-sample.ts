import * as E from 'fp-ts/Either'
import {
  agorot,
  balanceDue,
  emptyCart,
  ManualClock,
  SeatAttribute,
  type Cart,
  type CommitResult,
  type CartSeat,
  type Presentation,
  type Result,
  type Seat,
  type SeatAttributeCode,
  type SeatPlan,
  type SeatStatus,
  type SeatTicket,
  type Ticket,
} from '@kartis/core'
import type { VisitorIdentity } from '../../http/visitor-identity'
import { InMemoryBoxOffice, type InMemoryBoxOfficeOptions } from '../box-office'
import { demoDataset } from '../../demo/demo-dataset'
import type { DemoDataset } from '../dataset'
import { inMemoryAdapters } from '../in-memory-adapters'

/**
 * Test support: a small hand-written box office. Cinema hall 1 (venue 10, plan 100) has
 * section 1 'אולם' with row א (seats 1–6) and row ב (seat 1 held, seat 2 sold, seats 3–4 a
 * couch), and section 2 'עמידה', general admission for 2. Presentation 501 ('מסע אל הים',
 * 2 July 20:30, single-seat policy 3, at most 4 seats) and 502 (3 July 18:00, no policy) play
 * there; 601 is a stand-up evening at club 20, 50 standing places.
 */

const seat = (
  row: { readonly name: string; readonly y: number },
  x: number,
  status: SeatStatus = 'available',
  attributes: readonly SeatAttributeCode[] = [],
): Seat => ({
  sectionId: 1,
  x,
  y: row.y,
  venueId: 10,
  seatplanId: 100,
  groupId: 1,
  seatplanX: x * 40,
  seatplanY: row.y * 40,
  rowName: row.name,
  seatName: String(x),
  sectionName: 'אולם',
  ticketGroupId: 5,
  allocationId: 9000 + row.y * 10 + x,
  presentationId: null,
  xOffsetPercent: 0,
  yOffsetPercent: 0,
  widthPercent: 0,
  heightPercent: 0,
  rotateAngle: 0,
  attributes,
  status,
  isBlocked: status === 'hold',
  isSingleSeatBlock: false,
  isMultiplyFactorSubTicket: false,
  ticket: null,
  firstTicket: null,
})

const ROW_A = { name: 'א', y: 1 }
const ROW_B = { name: 'ב', y: 2 }

/** §3 cinema hall 1. */
export const hallPlan: SeatPlan = {
  venueId: 10,
  seatplanId: 100,
  sections: [
    {
      id: 1,
      name: 'אולם',
      isReserved: true,
      isSoldOut: false,
      groups: [
        {
          id: 1,
          name: 'מרכז',
          rows: [
            { name: ROW_A.name, seats: [1, 2, 3, 4, 5, 6].map((x) => seat(ROW_A, x)) },
            {
              name: ROW_B.name,
              seats: [
                seat(ROW_B, 1, 'hold'),
                seat(ROW_B, 2, 'unavailable'),
                seat(ROW_B, 3, 'available', [SeatAttribute.couch, SeatAttribute.leftSeat]),
                seat(ROW_B, 4, 'available', [SeatAttribute.couch, SeatAttribute.rightSeat]),
              ],
            },
          ],
        },
      ],
    },
    { id: 2, name: 'עמידה', isReserved: false, isSoldOut: false, gaCapacity: 2, groups: [] },
  ],
}

/** §3 the two prices of ticket group 5. */
export const regular: Ticket = {
  id: 51,
  name: 'רגיל',
  price: agorot(4200),
  serviceCharge: agorot(300),
  pricePolicyId: 1,
  multiplyFactor: 1,
  quantity: 0,
}
const student: Ticket = {
  id: 52,
  name: 'סטודנט',
  price: agorot(3600),
  serviceCharge: agorot(300),
  pricePolicyId: 2,
  multiplyFactor: 1,
  quantity: 0,
}

const cinemaShow = (id: number, startDateTime: string, seatingPolicyId: number, maxSeats: number): Presentation => ({
  id,
  featureId: 1,
  featureTypeId: 1,
  featureCategoryId: 1,
  venueId: 10,
  venueTypeId: 1,
  venueName: 'אולם 1',
  seatplanId: 100,
  startDateTime,
  seatPlan: hallPlan,
  ticketGroups: [{ id: 5, name: 'כרטיסים', tickets: [regular, student], voucherTickets: [], isByCodeEnabled: true }],
  serviceCharge: agorot(300),
  products: [
    { id: 7, name: 'פופקורן', price: agorot(1800), isDeliveryRequired: false },
    { id: 8, name: 'תוכניה', price: agorot(2500), isDeliveryRequired: true },
  ],
  isReserved: true,
  isGA: 1,
  soldout: false,
  locationId: 1,
  authProfileId: null,
  businessId: 3,
  seatingPolicyId,
  maxSeats,
  seatsLoaded: false,
})

/** §3 the club's one standing section. */
const clubPlan: SeatPlan = {
  venueId: 20,
  seatplanId: 200,
  sections: [{ id: 3, name: 'עמידה', isReserved: false, isSoldOut: false, gaCapacity: 50, groups: [] }],
}

/** §3 the sample's presentations. */
export const show501 = cinemaShow(501, '2026-07-02T20:30:00+03:00', 3, 4)
export const show502 = cinemaShow(502, '2026-07-03T18:00:00+03:00', 0, 10)
export const standUp601: Presentation = {
  ...cinemaShow(601, '2026-07-02T22:00:00+03:00', 0, 6),
  featureId: 2,
  venueId: 20,
  venueName: 'מועדון הצחוק',
  seatplanId: 200,
  seatPlan: clubPlan,
  products: [],
  isReserved: false,
  locationId: 2,
}

/** §3 the sample dataset. */
export const sampleDataset: DemoDataset = {
  features: [
    { id: 1, name: 'מסע אל הים', featureTypeId: 1, featureCategoryId: 1, durationMinutes: 110 },
    { id: 2, name: 'צוחקים על הכול', featureTypeId: 2, featureCategoryId: 3, imageUrl: 'https://images.kartis.test/laugh.jpg' },
  ],
  presentations: [show501, show502, standUp601],
  serviceCharges: [{ presentationId: 501, charge: { amountPerOrder: agorot(500), percentRatePerOrder: 0, name: 'דמי טיפול' } }],
  ticketCodes: [
    {
      code: 'KUPON2',
      presentationIds: [],
      ticketGroupId: 5,
      ticket: { ...regular, id: 53, name: 'זוג במחיר אחד', code: 'KUPON2', multiplyFactor: 2, balance: 3 },
    },
    {
      code: 'VIP',
      presentationIds: [502],
      ticketGroupId: 5,
      ticket: { ...regular, id: 54, name: 'מוזמנים', price: agorot(0), code: 'VIP' },
    },
    { code: 'USED', presentationIds: [], ticketGroupId: 5, ticket: { ...regular, id: 55, code: 'USED', balance: 0 } },
  ],
  vouchers: [
    {
      voucher: { id: 31, code: 'GIFT-100', balance: agorot(10000), isGiftCard: true, expiresAt: '2026-12-31' },
      name: 'כרטיס מתנה',
      issuedAt: '2026-06-01T10:00:00+03:00',
    },
    {
      voucher: { id: 32, code: 'SHOVER-50', balance: agorot(5000), isGiftCard: false, expiresAt: '2026-06-30' },
      name: 'שובר',
      issuedAt: '2026-01-15T09:00:00+02:00',
    },
  ],
  timers: [{ presentationId: 501, timeInSeconds: 600, url: 'https://kartis.test/timeout' }],
  miniSites: [{ url: 'festival', name: 'פסטיבל הקיץ', presentationIds: [501, 601], eligibleReferences: ['123456782'] }],
  integrations: [{ params: { TS: 'kartis-demo', ret: 'https://example.org/return', key: 'demo-key' }, integrationId: 'INT-DEMO-1' }],
}

/** 2026-07-01 15:00 in Jerusalem. */
export const OPENING_MS = Date.UTC(2026, 6, 1, 12, 0)

/** A visitor with a fixed uuid. */
export const visitorNamed = (uuid: string): VisitorIdentity => ({ uuid: () => uuid })

/** A fresh box office on the sample (or another dataset), its manual clock, and two visitors' adapters. */
export const openSample = (
  dataset: DemoDataset = sampleDataset,
  options: Omit<InMemoryBoxOfficeOptions, 'clock'> = {},
): {
  readonly office: InMemoryBoxOffice
  readonly clock: ManualClock
  readonly dana: ReturnType<typeof inMemoryAdapters>
  readonly yossi: ReturnType<typeof inMemoryAdapters>
} => {
  const clock = new ManualClock(OPENING_MS)
  const office = new InMemoryBoxOffice(dataset, { clock, ...options })
  return {
    office,
    clock,
    dana: inMemoryAdapters(office, visitorNamed('11111111-1111-4111-8111-111111111111')),
    yossi: inMemoryAdapters(office, visitorNamed('22222222-2222-4222-8222-222222222222')),
  }
}

/** §7 a lock request for a seat of the hall in a presentation. */
export const hallSeat = (presentationId: number, x: number, y: number | null, sectionId = 1) => ({
  presentationId,
  venueId: 10,
  seatplanId: 100,
  sectionId,
  ticketGroupId: 5,
  x,
  y,
})

const seatTicketFor = (presentationId: number, ticket: Ticket, allocationId: number | null): SeatTicket => ({
  presentationId,
  ticketGroupId: 5,
  venueId: 10,
  seatplanId: 100,
  sectionId: 1,
  ticketId: ticket.id,
  amount: ticket.price,
  serviceCharge: ticket.serviceCharge,
  pricePolicyId: ticket.pricePolicyId,
  allocationId,
  isMultiplyFactorSubTicket: false,
})

/** §3 an events cart for seats of row א of a hall presentation, each with the regular ticket (42 ₪ + 3 ₪). */
export const cartFor = (presentation: Presentation, xs: readonly number[]): Cart => {
  const seats: CartSeat[] = xs.map((x) => {
    const s = seat(ROW_A, x)
    return {
      presentationId: presentation.id,
      sectionId: 1,
      x,
      y: 1,
      venueId: 10,
      seatplanId: 100,
      groupId: 1,
      rowName: s.rowName,
      seatName: s.seatName,
      sectionName: s.sectionName,
      ticketGroupId: 5,
      allocationId: s.allocationId,
      attributes: [],
      isMultiplyFactorSubTicket: false,
      ticket: seatTicketFor(presentation.id, regular, s.allocationId),
    }
  })
  return {
    ...emptyCart('events'),
    presentations: [
      {
        id: presentation.id,
        featureId: presentation.featureId,
        featureName: 'מסע אל הים',
        venueTypeId: presentation.venueTypeId,
        venueId: presentation.venueId,
        startDateTime: presentation.startDateTime,
        seatingPolicyId: presentation.seatingPolicyId,
        maxSeats: presentation.maxSeats,
        locationId: presentation.locationId,
      },
    ],
    selectedPresentationId: presentation.id,
    seats,
  }
}

/**
 * §7 commits a cart as the visitor whose adapters these are, paid by card: the payment form's
 * session approved on the office's simulator (a hold order commits without one). Throws when the commit fails.
 */
export const commitPaidByCard = async (
  office: InMemoryBoxOffice,
  adapters: Pick<ReturnType<typeof inMemoryAdapters>, 'payments'>,
  cart: Cart,
): Promise<CommitResult> => {
  const form = await adapters.payments.paymentFormUrl({
    locale: 'he',
    ssn: '',
    total: balanceDue(cart),
    locationId: 1,
    authProfileId: null,
    businessId: null,
  })
  const paymentIdentifier = form._tag === 'Right' ? (/session=([^&]+)/.exec(form.right)?.[1] ?? '') : ''
  office.settlePayment(paymentIdentifier, 'approved')
  const committed = await adapters.payments.commit({ cart: cart.isHold ? cart : { ...cart, paymentIdentifier } })
  if (committed._tag === 'Left') throw new Error(`commit failed: ${committed.left.code}`)
  return committed.right
}

/** The demo datasets built so far, by time: building one takes seconds, and a box office never changes its dataset. */
const demoDatasets = new Map<number, DemoDataset>()

/** The demo's box office at `now`, in memory, with two visitors (דנה and יוסי) on it: the membership and enrolment tests' stage. */
export const demoOfficeWithTwo = (now: number) => {
  const dataset = demoDatasets.get(now) ?? demoDataset(now)
  demoDatasets.set(now, dataset)
  const office = new InMemoryBoxOffice(dataset, { clock: new ManualClock(now) })
  return {
    office,
    dana: inMemoryAdapters(office, visitorNamed('11111111-1111-4111-8111-111111111111')),
    yossi: inMemoryAdapters(office, visitorNamed('22222222-2222-4222-8222-222222222222')),
  }
}

/** The value of a Right; a Left fails the test naming its code. */
export const rightOf = <A>(result: Result<A>): A => {
  if (E.isLeft(result)) throw new Error(`expected a Right, got ${result.left.code}`)
  return result.right
}

/** Every seat of a plan, section by section, row by row. */
export const seatsOf = (plan: SeatPlan): readonly Seat[] =>
  plan.sections.flatMap((s) => s.groups.flatMap((g) => g.rows.flatMap((r) => r.seats)))
