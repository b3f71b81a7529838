import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { platformFetch, type FetchFunction } from '@kartis/api-adapter'
import {
  agorot,
  cartTotals,
  emptyCart,
  lockRequestFor,
  rebalanceVoucherPayments,
  seatTicketFor,
  STAFF_PERMISSIONS,
  subtract,
  toCartSeat,
  withSeatTicket,
  ZERO,
  type Cart,
  type CartSeat,
  type Presentation,
  type Seat,
  type SeatPlan,
} from '@kartis/core'
import { CUSTOMER } from '../payment/payment-fixture'
import { TEST_CARDS } from '../payment/test-cards'
import { emptyPresentation } from '../test-support/demo-app'
import { actAsStaff } from '../test-support/staff-session'
import {
  SEED_TIMEOUT_MS,
  codeOf,
  contractVisitor,
  firstListed,
  postedResult,
  rightOf,
  startContractServer,
  submitHostedCardForm,
  type ContractServer,
  type ContractVisitor,
} from './contract-harness'

// A server for each test: commits spend the demo's gift card and sell seats, so tests stay independent.
let server: ContractServer
let cinema: Presentation
let plan: SeatPlan

beforeEach(async () => {
  server = await startContractServer()
  const scout = contractVisitor(server)
  cinema = await firstListed(scout, (p) => p.venueTypeId === 1 && p.seatingPolicyId === 3)
  plan = rightOf(await scout.seatPlans.seatPlan({ venueId: cinema.venueId, seatplanId: cinema.seatplanId }))
  await emptyPresentation(server.database, cinema.id)
}, SEED_TIMEOUT_MS)

afterEach(async () => {
  await server.close()
})

/** Row 5, seats at grid columns 1 and 2: a pair against the wall, so the single-seat rule allows it. */
const PAIR = [
  { x: 1, y: 5 },
  { x: 2, y: 5 },
] as const

/** §3 two cinema tickets 'רגיל': 2 × (₪45 + ₪2 service charge), no order charge in the cinema. */
const PAIR_DUE = agorot(9400)
/** §9 the cinema's cancellation fee, ₪5 a ticket. */
const PAIR_FEE = agorot(1000)

const seatAt = (x: number, y: number): Seat => {
  const seat = plan.sections.flatMap((s) => s.groups.flatMap((g) => g.rows.flatMap((r) => r.seats))).find((s) => s.x === x && s.y === y)
  if (seat === undefined) throw new Error(`the cinema has no seat ${x}/${y}`)
  return seat
}

/** §3 a cart seat as the storefront makes it: the plan's seat with the regular ticket of its ticket group. */
const cartSeatOf = (x: number, y: number): CartSeat => {
  const seat = seatAt(x, y)
  const group = cinema.ticketGroups.find((g) => g.id === seat.ticketGroupId)
  const regular = group?.tickets.find((t) => t.pricePolicyId === 1)
  if (group === undefined || regular === undefined) throw new Error(`no regular ticket for seat ${x}/${y}`)
  const bare = toCartSeat(seat, cinema.id)
  return withSeatTicket(bare, seatTicketFor(bare, group.id, regular))
}

/** §3 the cart of the pair, with the vouchers (as the balance call decoded them) and the card payment given. */
const pairCart = async (
  by: ContractVisitor,
  voucherCodes: readonly string[] = [],
  paymentIdentifier: string | null = null,
): Promise<Cart> => {
  const voucherPayments = []
  for (const code of voucherCodes) {
    const balance = rightOf(await by.payments.voucherBalance(code))
    voucherPayments.push({
      code: balance.code,
      id: balance.id,
      balance: balance.balance,
      amount: agorot(0),
      isGiftCard: balance.isGiftCard,
    })
  }
  return rebalanceVoucherPayments({
    ...emptyCart('events', CUSTOMER),
    selectedPresentationId: cinema.id,
    seats: PAIR.map(({ x, y }) => cartSeatOf(x, y)),
    voucherPayments,
    paymentIdentifier,
  })
}

const lockPair = async (by: ContractVisitor) => {
  for (const { x, y } of PAIR)
    rightOf(
      await by.seatLocks.lock({
        presentationId: cinema.id,
        venueId: cinema.venueId,
        seatplanId: cinema.seatplanId,
        sectionId: seatAt(x, y).sectionId,
        ticketGroupId: seatAt(x, y).ticketGroupId,
        x,
        y,
      }),
    )
}

/** §7 pays `total` on the hosted card page as a browser would; the paymentId the page posts. */
const payByCard = async (by: ContractVisitor, total: number, card: string = TEST_CARDS.approve): Promise<string> => {
  const url = rightOf(
    await by.payments.paymentFormUrl({
      locale: 'he',
      ssn: CUSTOMER.ssn,
      total: agorot(total),
      locationId: null,
      authProfileId: null,
      businessId: null,
    }),
  )
  const page = await submitHostedCardForm(server, url, card)
  const { paymentId } = postedResult(page.html)
  if (typeof paymentId !== 'string') throw new Error(`the hosted page posted no paymentId (${page.status})`)
  return paymentId
}

const pairStatusFor = async (by: ContractVisitor) => {
  const entries = rightOf(
    await by.seatStatuses.seatsStatus({ presentationId: cinema.id, venueTypeId: cinema.venueTypeId, isReserved: true }),
  )
  return PAIR.map(({ x, y }) => entries.find((e) => e.x === x && e.y === y)?.status)
}

/** §7 a committed, voucher-covered order of the pair by a new visitor. */
const buyPairWithGiftCard = async () => {
  const dana = contractVisitor(server)
  await lockPair(dana)
  const committed = rightOf(await dana.payments.commit({ cart: await pairCart(dana, ['GIFT-500']) }))
  return { dana, committed }
}

describe('Payments.voucherBalance', () => {
  it('decodes a gift card’s balance in agorot and its expiry in Jerusalem time', async () => {
    const balance = rightOf(await contractVisitor(server).payments.voucherBalance('VOUCHER-50'))
    expect(balance).toMatchObject({ code: 'VOUCHER-50', balance: agorot(5000), isGiftCard: false })
    expect(balance.expiresAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0[23]:00$/)
  })

  it('maps the §8 voucher errors and a wrong captcha', async () => {
    const dana = contractVisitor(server)
    expect(codeOf(await dana.payments.voucherBalance('VOUCHER-OLD'))).toBe('VOUCHER_EXPIRED')
    expect(codeOf(await dana.payments.voucherBalance('GIFT-EMPTY'))).toBe('VOUCHER_WITHOUT_BALANCE')
    expect(codeOf(await dana.payments.voucherBalance('NO-SUCH'))).toBe('CODE_NOT_FOUND')
    expect(codeOf(await contractVisitor(server, { captchaToken: 'wrong' }).payments.voucherBalance('GIFT-500'))).toBe('invalid_captcha')
  })
})

describe('Payments.paymentFormUrl', () => {
  it('answers the hosted page’s address, whose page shows the total in shekels', async () => {
    const url = rightOf(
      await contractVisitor(server).payments.paymentFormUrl({
        locale: 'he',
        ssn: CUSTOMER.ssn,
        total: PAIR_DUE,
        locationId: null,
        authProfileId: null,
        businessId: null,
      }),
    )
    expect(url).toMatch(/^\/api\/payment\/hosted\/[^/?]+\?locale=he$/)
    const page = await fetch(new URL(url, server.origin))
    expect(await page.text()).toContain('94.00')
  })

  it('maps nothing to pay to INVALID_AMOUNT and a wrong captcha to invalid_captcha', async () => {
    const request = { locale: 'he', ssn: CUSTOMER.ssn, total: agorot(0), locationId: null, authProfileId: null, businessId: null } as const
    expect(codeOf(await contractVisitor(server).payments.paymentFormUrl(request))).toBe('INVALID_AMOUNT')
    expect(codeOf(await contractVisitor(server, { captchaToken: 'wrong' }).payments.paymentFormUrl({ ...request, total: PAIR_DUE }))).toBe(
      'invalid_captcha',
    )
  })
})

describe('Payments.commit', () => {
  it('commits a voucher-covered cart: the gift card goes down by the order, and a second visitor sees the seats sold', async () => {
    const before = rightOf(await contractVisitor(server).payments.voucherBalance('GIFT-500')).balance
    const { dana, committed } = await buyPairWithGiftCard()
    expect(committed.reservationIdentifier).toMatch(/^KR-[0-9A-Z]{8}$/)
    expect(committed.ticketIdentifiers).toEqual([`${committed.reservationIdentifier}-01`, `${committed.reservationIdentifier}-02`])
    expect(rightOf(await dana.payments.voucherBalance('GIFT-500')).balance).toBe(before - PAIR_DUE)
    expect(await pairStatusFor(contractVisitor(server))).toEqual(['unavailable', 'unavailable'])
  })

  it('commits a card-paid cart after the hosted page is settled, and a retried commit returns the same reservation', async () => {
    const dana = contractVisitor(server)
    await lockPair(dana)
    const cart = await pairCart(dana)
    expect(cartTotals(cart).balanceDue).toBe(PAIR_DUE)
    const paymentIdentifier = await payByCard(dana, cartTotals(cart).balanceDue)
    const paid = { ...cart, paymentIdentifier }
    const first = rightOf(await dana.payments.commit({ cart: paid }))
    const retried = rightOf(await dana.payments.commit({ cart: paid }))
    expect(retried).toEqual(first)
    expect(await pairStatusFor(contractVisitor(server))).toEqual(['unavailable', 'unavailable'])
    expect(rightOf(await dana.reservations.reservation(first.reservationIdentifier)).quantity).toBe(2)
  })

  it('returns the answer’s error field when the visitor holds no locks: free seats → PAYMENT_EXPIRED (lock-expired), another’s → SEAT_NO_LONGER_AVAILABLE', async () => {
    const dana = contractVisitor(server)
    const unlocked = await dana.payments.commit({ cart: await pairCart(dana, ['GIFT-500']) })
    expect(unlocked).toMatchObject({ _tag: 'Left', left: { code: 'PAYMENT_EXPIRED', params: { reason: 'lock-expired' } } })
    await lockPair(contractVisitor(server))
    expect(codeOf(await dana.payments.commit({ cart: await pairCart(dana, ['GIFT-500']) }))).toBe('SEAT_NO_LONGER_AVAILABLE')
  })

  it('returns the answer’s error field: a card payment of another amount → PAYMENT_ERROR (amount-mismatch), a declined card → CARD_PROVIDER_ERROR', async () => {
    const dana = contractVisitor(server)
    await lockPair(dana)
    const short = await dana.payments.commit({ cart: await pairCart(dana, [], await payByCard(dana, PAIR_DUE - 100)) })
    expect(short).toMatchObject({ _tag: 'Left', left: { code: 'PAYMENT_ERROR', params: { reason: 'amount-mismatch', due: PAIR_DUE } } })
    const declined = await dana.payments.commit({ cart: await pairCart(dana, [], await payByCard(dana, PAIR_DUE, TEST_CARDS.decline)) })
    expect(codeOf(declined)).toBe('CARD_PROVIDER_ERROR')
    expect(await pairStatusFor(dana)).toEqual(['selected', 'selected'])
  })

  it('carries a seat’s ticket reference to the server (issue 13): recorded and counted, REFERENCE_NOT_ELIGIBLE and REFERENCE_QUOTA_EXHAUSTED mapped', async () => {
    const businessId = (await server.storage.catalog.getVenue(cinema.venueId))?.businessId ?? null
    const ticketId = cartSeatOf(PAIR[0].x, PAIR[0].y).ticket?.ticketId
    if (businessId === null || ticketId === undefined) throw new Error('the cinema has a business and a regular ticket')
    await server.storage.ticketReferences.addOption({
      businessId,
      priceType: 1,
      priceId: ticketId,
      priceRowId: 700,
      reference1: 'CINEMA-CLUB',
      reference2: 'MEMBERS',
      featureId: cinema.featureId,
      ticketId,
      pricePolicyId: 1,
      presentationId: cinema.id,
      featureCategoryId: cinema.featureCategoryId,
      quantity: 2,
    })
    const under = (cart: Cart, reference2: string): Cart => ({
      ...cart,
      seats: cart.seats.map((seat) => ({ ...seat, reference1: 'CINEMA-CLUB', reference2 })),
    })
    const dana = contractVisitor(server)
    await lockPair(dana)
    expect(codeOf(await dana.payments.commit({ cart: under(await pairCart(dana, ['GIFT-500']), 'STRANGERS') }))).toBe(
      'REFERENCE_NOT_ELIGIBLE',
    )
    const bought = rightOf(await dana.payments.commit({ cart: under(await pairCart(dana, ['GIFT-500']), 'MEMBERS') }))
    const lines = await server.database.db
      .selectFrom('reservation_tickets')
      .select(['reference1', 'reference2'])
      .where('reservation_identifier', '=', bought.reservationIdentifier)
      .execute()
    expect(lines).toEqual([
      { reference1: 'CINEMA-CLUB', reference2: 'MEMBERS' },
      { reference1: 'CINEMA-CLUB', reference2: 'MEMBERS' },
    ])
    const [option] = await server.storage.ticketReferences.promptAdminDetail([businessId], 'CINEMA-CLUB', 'MEMBERS')
    expect(option?.sold).toBe(2)
    // The pair has bought its two: another visitor's pair of seats under it is refused.
    const yossi = contractVisitor(server)
    const next = [3, 4].map((x) => cartSeatOf(x, PAIR[0].y))
    for (const seat of next) rightOf(await yossi.seatLocks.lock(lockRequestFor(cinema, seat)))
    const refused = await yossi.payments.commit({ cart: under({ ...(await pairCart(yossi, ['GIFT-500'])), seats: next }, 'MEMBERS') })
    expect(refused).toMatchObject({ _tag: 'Left', left: { code: 'REFERENCE_QUOTA_EXHAUSTED', params: { left: 0 } } })
  })

  it('maps a wrong captcha to invalid_captcha', async () => {
    const robot = contractVisitor(server, { captchaToken: 'wrong' })
    expect(codeOf(await robot.payments.commit({ cart: await pairCart(contractVisitor(server)) }))).toBe('invalid_captcha')
  })
})

describe('Payments.saveProducerSeats and payHold', () => {
  it('saves producer seats for a named customer as a reservation, in a staff session with 267 only (issue 13)', async () => {
    const seats = async (visitor: ContractVisitor) =>
      visitor.payments.saveProducerSeats({
        cart: await pairCart(visitor, ['GIFT-500']),
        mobileNumber: '0527654321',
        customerName: 'יוסי לוי',
      })
    // The storefront's visitor is refused before the cart is looked at.
    expect(codeOf(await seats(contractVisitor(server)))).toBe('STAFF_LOGIN_REQUIRED')

    const staff = await actAsStaff(server, { permissions: [STAFF_PERMISSIONS.producerTicket] })
    const fetch: FetchFunction = (url, init) => platformFetch(url, { ...init, headers: { ...init.headers, cookie: staff.cookie } })
    const producer = contractVisitor(server, { fetch })
    await lockPair(producer)
    expect(rightOf(await seats(producer)).ticketIdentifiers).toHaveLength(2)
  })

  it('maps a hold payment of a reservation the visitor does not have to RESERVATION_NOT_FOUND', async () => {
    const dana = contractVisitor(server)
    const answer = await dana.payments.payHold({ resId: 'KR-00000000', cart: await pairCart(dana), cartIdentifier: 'cart-1' })
    expect(codeOf(answer)).toBe('RESERVATION_NOT_FOUND')
  })
})

describe('Reservations', () => {
  it('decodes the visitor’s reservation: state paid, quantity, seats, Jerusalem start time', async () => {
    const { dana, committed } = await buyPairWithGiftCard()
    const shown = rightOf(await dana.reservations.reservation(committed.reservationIdentifier))
    expect(shown).toMatchObject({
      reservationIdentifier: committed.reservationIdentifier,
      resStateId: 2,
      quantity: 2,
      isUnpaid: false,
      rowNames: seatAt(1, 5).rowName,
    })
    expect(shown.startDateTime).toBe(cinema.startDateTime)
    expect(shown.ticketIdentifiers).toEqual(committed.ticketIdentifiers)
  })

  it('§2 opens the e-ticket by the commit’s key for any visitor, each ticket with its reference; an altered key is NOT_FOUND', async () => {
    const { committed } = await buyPairWithGiftCard()
    const stranger = contractVisitor(server)
    const shown = rightOf(await stranger.reservations.edocument(committed.documentKey))
    expect(shown).toMatchObject({ reservationIdentifier: committed.reservationIdentifier, resStateId: 2, isUnpaid: false })
    expect(shown.startDateTime).toBe(cinema.startDateTime)
    expect(shown.tickets.map((ticket) => ticket.ticketIdentifier)).toEqual(committed.ticketIdentifiers)
    expect(shown.tickets.map((ticket) => ticket.reference.startsWith(`${ticket.ticketIdentifier}.`))).toEqual([true, true])
    const altered = `${committed.documentKey.slice(0, -1)}${committed.documentKey.endsWith('0') ? '1' : '0'}`
    expect(codeOf(await stranger.reservations.edocument(altered))).toBe('NOT_FOUND')
  })

  it('maps another visitor’s look-up to RESERVATION_NOT_FOUND', async () => {
    const { committed } = await buyPairWithGiftCard()
    expect(codeOf(await contractVisitor(server).reservations.reservation(committed.reservationIdentifier))).toBe('RESERVATION_NOT_FOUND')
  })

  it('cancels with the cinema’s fee: the seats are free again and the refund is a credit of the paid amount minus ₪5 a ticket', async () => {
    const { dana, committed } = await buyPairWithGiftCard()
    const request = {
      reservationIdentifier: committed.reservationIdentifier,
      itemsToCancel: committed.ticketIdentifiers,
      refundToTransactionCredit: true,
    }
    expect(codeOf(await dana.reservations.cancel({ ...request, refundToTransactionCredit: false }))).toBe('BALANCE_IS_DUE')
    const cancelled = rightOf(await dana.reservations.cancel(request))
    expect(cancelled).toMatchObject({ fee: PAIR_FEE, refund: PAIR_DUE - PAIR_FEE, creditCode: expect.stringMatching(/^CR-/) })
    expect(rightOf(await dana.reservations.reservation(committed.reservationIdentifier)).resStateId).toBe(3)
    expect(rightOf(await dana.payments.voucherBalance(cancelled.creditCode ?? '')).balance).toBe(PAIR_DUE - PAIR_FEE)
    expect(await pairStatusFor(contractVisitor(server))).toEqual(['available', 'available'])
    expect(codeOf(await dana.reservations.cancel(request))).toBe('NOTHING_TO_CANCEL')
  })

  it('§9 a second visitor who knows the reservation number can neither read nor spend its credit', async () => {
    const { dana, committed } = await buyPairWithGiftCard()
    const id = committed.reservationIdentifier
    const credit = rightOf(
      await dana.reservations.cancel({
        reservationIdentifier: id,
        itemsToCancel: committed.ticketIdentifiers,
        refundToTransactionCredit: true,
      }),
    )
    const yossi = contractVisitor(server)
    expect(codeOf(await yossi.payments.voucherBalance(`CR-${id}`))).toBe('CODE_NOT_FOUND')
    expect(codeOf(await yossi.systemVouchers.history(`CR-${id}`))).toBe('SYSTEM_VOUCHER_NOT_FOUND')
    expect(codeOf(await yossi.systemVouchers.requestReplacement(credit.creditCode ?? '', id))).toBe('SYSTEM_VOUCHER_NOT_FOUND')
    expect(rightOf(await dana.payments.voucherBalance(credit.creditCode ?? '')).balance).toBe(PAIR_DUE - PAIR_FEE)
  })

  it('refuses a producer cancel from the buyer herself: it needs a staff session (issue 13), STAFF_LOGIN_REQUIRED', async () => {
    const { dana, committed } = await buyPairWithGiftCard()
    expect(codeOf(await dana.reservations.producerCancel(committed.reservationIdentifier))).toBe('STAFF_LOGIN_REQUIRED')
  })
})

describe('SavedCarts', () => {
  it('saves a cart in one visitor and opens its link in another: the seats move, the customer’s details stay behind', async () => {
    const dana = contractVisitor(server)
    await lockPair(dana)
    const link = rightOf(await dana.savedCarts.saveCart({ cart: await pairCart(dana) }))
    expect(link.cartId).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(link.expiresAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0[23]:00$/)
    const yossi = contractVisitor(server)
    const restored = rightOf(await yossi.savedCarts.openCart(link.cartId))
    expect(restored.droppedSeats).toEqual([])
    expect(restored.cart.seats.map((seat) => [seat.x, seat.y, seat.ticket?.ticketId])).toEqual(
      PAIR.map(({ x, y }): readonly unknown[] => [x, y, expect.any(Number)]),
    )
    expect(restored.cart.customerInfo.ssn).toBe('')
    expect(await pairStatusFor(yossi)).toEqual(['selected', 'selected'])
    expect(await pairStatusFor(dana)).toEqual(['unavailable', 'unavailable'])
    expect(codeOf(await yossi.savedCarts.openCart('A'.repeat(22)))).toBe('CART_NOT_FOUND')
  })
})

describe('SystemVouchers', () => {
  it('decodes a voucher’s history in agorot with Jerusalem times, and maps an unknown one to SYSTEM_VOUCHER_NOT_FOUND', async () => {
    const { dana, committed } = await buyPairWithGiftCard()
    const history = rightOf(await dana.systemVouchers.history('GIFT-500'))
    const entry = history.find((e) => e.reservationIdentifier === committed.reservationIdentifier)
    expect(entry).toMatchObject({ amount: subtract(ZERO, PAIR_DUE), dateTime: '2025-07-06T09:00:00+03:00' })
    expect(codeOf(await dana.systemVouchers.history('NO-SUCH'))).toBe('SYSTEM_VOUCHER_NOT_FOUND')
  })

  it('refuses to refund a transaction credit, replaces it once with Jerusalem dates, then SYSTEM_VOUCHER_ALREADY_FOR_REPLACEMENT', async () => {
    const { dana, committed } = await buyPairWithGiftCard()
    const id = committed.reservationIdentifier
    const cancelled = rightOf(
      await dana.reservations.cancel({
        reservationIdentifier: id,
        itemsToCancel: committed.ticketIdentifiers,
        refundToTransactionCredit: true,
      }),
    )
    const credit = cancelled.creditCode ?? ''
    expect(codeOf(await dana.systemVouchers.cancel(credit, id))).toBe('CANNOT_REFUND_CREDIT_TRANSACTION')
    const replaced = rightOf(await dana.systemVouchers.requestReplacement(credit, id))
    expect(replaced).toEqual({
      isForReplacement: true,
      startDate: '2025-07-06T09:00:00+03:00',
      endDate: '2026-07-06T09:00:00+03:00',
      dateTimeCreated: '2025-07-06T09:00:00+03:00',
    })
    expect(codeOf(await dana.systemVouchers.requestReplacement(credit, id))).toBe('SYSTEM_VOUCHER_ALREADY_FOR_REPLACEMENT')
  })
})
