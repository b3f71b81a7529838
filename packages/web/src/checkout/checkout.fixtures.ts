import { ManualClock, agorot, emptyCart, kartisError } from '@kartis/core'
import type {
  Analytics,
  Cart,
  CartSeat,
  CommitResult,
  EcommerceEvent,
  KartisError,
  Payments,
  Reservation,
  Reservations,
  Result,
  VoucherBalance,
} from '@kartis/core'
import { makeAutoObservable, observableRef } from 'mobx'
import type { CheckoutOrder } from './checkout-order'
import { CheckoutStore, type CheckoutStoreDeps } from './checkout-store'

// Test support: a cart of two reserved seats at ₪45 + ₪5 service charge each, and a ₪3 handling fee.

const seat = (x: number, seatName: string): CartSeat => ({
  presentationId: 501,
  sectionId: 1,
  x,
  y: 3,
  venueId: 10,
  seatplanId: 20,
  groupId: 1,
  rowName: '3',
  seatName,
  sectionName: 'אולם',
  ticketGroupId: 7,
  allocationId: null,
  attributes: [],
  isMultiplyFactorSubTicket: false,
  ticket: {
    presentationId: 501,
    ticketGroupId: 7,
    venueId: 10,
    seatplanId: 20,
    sectionId: 1,
    ticketId: 70,
    amount: agorot(4500),
    serviceCharge: agorot(500),
    pricePolicyId: 1,
    allocationId: null,
    isMultiplyFactorSubTicket: false,
  },
})

/** §3 test support: a presentation, two seats with tickets and the default-named handling fee (§9 total ₪103). */
export const twoSeatCart = (): Cart => ({
  ...emptyCart('events'),
  presentations: [
    {
      id: 501,
      featureId: 30,
      venueTypeId: 1,
      venueId: 10,
      startDateTime: '2026-07-01T20:30:00+03:00',
      seatingPolicyId: 1,
      maxSeats: 10,
      locationId: 2,
      featureName: 'המופע',
    },
  ],
  selectedPresentationId: 501,
  seats: [seat(5, '5'), seat(6, '6')],
  globalServiceCharge: { amountPerOrder: agorot(300), percentRatePerOrder: 0, name: '' },
})

/** §3 test support: a MobX order holding a cart, recording what checkout told it. */
export class FakeOrder implements CheckoutOrder {
  cart: Cart
  completedWith: CommitResult[] = []

  constructor(cart: Cart = twoSeatCart()) {
    this.cart = cart
    makeAutoObservable(this, { cart: observableRef, completedWith: observableRef }, { autoBind: true })
  }

  updateCart(change: (cart: Cart) => Cart): void {
    this.cart = change(this.cart)
  }

  completed(result: CommitResult): void {
    this.completedWith = [...this.completedWith, result]
  }
}

const right = <A>(value: A): Result<A> => ({ _tag: 'Right', right: value })
const left = (error: KartisError): Result<never> => ({ _tag: 'Left', left: error })

/** §5 test support: a valid Israeli ID, a mobile number and the rest of a valid form. */
export const VALID_DETAILS = {
  firstName: 'דנה',
  lastName: 'כהן',
  ssn: '000000018',
  email: 'dana@example.com',
  mobileNumber: '0501234567',
} as const

/** §7 test support: the fakes' knobs — voucher balances by code, what commit and the card form answer, what was asked. */
export interface FakeBoxOffice {
  readonly vouchers: Map<string, VoucherBalance>
  formUrl: Result<string>
  commitAnswer: Result<CommitResult>
  readonly commits: Cart[]
  readonly formRequests: Parameters<Payments['paymentFormUrl']>[0][]
  readonly events: EcommerceEvent[]
  readonly reservationAsked: string[]
}

/** §3 test support: the reservation the fake box office keeps for a commit. */
export const reservationOf = (resId: string): Reservation => ({
  reservationIdentifier: resId,
  resStateId: 2,
  quantity: 2,
  featureName: 'המופע',
  sectionName: 'אולם',
  rowNames: '3',
  seatNames: '5, 6',
  isUnpaid: false,
  startDateTime: '2026-07-01T20:30:00+03:00',
  ticketIdentifiers: ['T1', 'T2'],
})

/** §4 test support: a gift card worth ₪200. */
export const giftCard: VoucherBalance = { id: 1, code: 'GIFT200', balance: agorot(20000), isGiftCard: true, expiresAt: null }
/** §4 test support: a voucher worth ₪30. */
export const voucher30: VoucherBalance = { id: 2, code: 'VOUCH30', balance: agorot(3000), isGiftCard: false, expiresAt: null }

/** §7 test support: the payment, reservation and analytics ports over a scripted box office. */
export const fakeBoxOffice = () => {
  const office: FakeBoxOffice = {
    vouchers: new Map([giftCard, voucher30].map((v) => [v.code, v])),
    formUrl: right('http://pay.test/api/payment/hosted/s1?locale=he'),
    commitAnswer: right({ reservationIdentifier: 'R1001', ticketIdentifiers: ['T1', 'T2'], documentKey: 'R1001-0123456789abcdef' }),
    commits: [],
    formRequests: [],
    events: [],
    reservationAsked: [],
  }
  const refused = async (): Promise<Result<never>> => left(kartisError('SERVER_ERROR'))
  const payments: Payments = {
    paymentFormUrl: async (request) => {
      office.formRequests.push(request)
      return office.formUrl
    },
    commit: async (request) => {
      office.commits.push(request.cart)
      return office.commitAnswer
    },
    saveProducerSeats: refused,
    payHold: refused,
    voucherBalance: async (reference) => {
      const found = office.vouchers.get(reference)
      return found === undefined ? left(kartisError('CODE_NOT_FOUND')) : right(found)
    },
  }
  const reservations: Reservations = {
    reservation: async (resId) => {
      office.reservationAsked.push(resId)
      return right(reservationOf(resId))
    },
    edocument: refused,
    cancel: refused,
    producerCancel: refused,
  }
  const analytics: Analytics = {
    push: async (event) => {
      office.events.push(event)
      return right(undefined)
    },
  }
  return { office, ports: { payments, reservations, analytics, captcha: { token: async () => right('token') } } }
}

/** §2 test support: a checkout over a fake order and box office, with a manual clock. */
export const makeCheckout = (overrides: Partial<CheckoutStoreDeps> = {}, cart: Cart = twoSeatCart()) => {
  const order = new FakeOrder(cart)
  const { office, ports } = fakeBoxOffice()
  const clock = new ManualClock(1_780_000_000_000)
  const store = new CheckoutStore({ order, ports, clock, pageUrl: () => 'http://shop.test/booking/checkout', ...overrides })
  return { store, order, office, clock }
}
