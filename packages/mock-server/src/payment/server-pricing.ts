import * as E from 'fp-ts/Either'
import {
  unable,
  ZERO,
  kartisError,
  seatTicketFor,
  ticketReferencesOf,
  withSeatTicket,
  type Cart,
  type CartPresentation,
  type CartProduct,
  type CartSeat,
  type Result,
  type SeatTicket,
  type Ticket,
  type TicketGroup,
} from '@kartis/core'
import type { CatalogPresentation, CatalogRepository } from '../storage/catalog-repository'
import type { PlanSeat, PlanSection, SeatPlanLayout } from '@kartis/api-adapter'
import type { ReservedProduct, ReservedSeat } from '../storage/reservation-repository'
import { GA_ROW } from '../storage/seat-inventory'
import { orderServiceChargeOf, type ChargeVenues } from './order-service-charge'

/**
 * §9 never trust a client's price: the commit prices the cart again from the server's
 * catalog. Each seat's ticket group comes from the seat plan (not from the cart), each ticket
 * from that group's price list or from the code it was entered with (coupons and member
 * numbers, whose multiplier the server applies itself), each product from the presentation's
 * products, and the order charge from the venue's settings (issue 15). Only the choices (which ticket, which code,
 * how many) are taken from the cart.
 */

/** §5 uses of a code in one order: how many redemptions the coupon ledger records. */
export interface CodeRedemption {
  readonly code: string
  readonly count: number
}

/** §9 a cart as the server prices it, with what the reservation will record. */
export interface PricedOrder {
  /** The cart with the server's seat tickets, products and order charge; voucher payments still as sent. */
  readonly cart: Cart
  readonly presentation: CatalogPresentation
  readonly seats: readonly ReservedSeat[]
  readonly products: readonly ReservedProduct[]
  readonly redemptions: readonly CodeRedemption[]
}

/** §1 this server sells event tickets and their products; other order kinds and modifications are refused. */
const checkOrderKind = (cart: Cart): Result<void> => {
  if (cart.kind !== 'events') return E.left(unable('order-kind-not-sold', { kind: cart.kind }))
  const others = cart.vouchers.length + cart.memberships.length + cart.enrolments.length + cart.donations.length
  if (others > 0) return E.left(unable('order-kind-not-sold', { kind: 'mixed' }))
  if (cart.modify !== null) return E.left(unable('modification-not-supported'))
  if (cart.seats.length === 0 && cart.products.length === 0) return E.left(kartisError('SELECTION_REQUIRED'))
  return E.right(undefined)
}

/** §4 a cart holds one presentation (choosing another clears it): the one its seats and products name. */
const orderPresentationId = (cart: Cart): Result<number> => {
  const ids = new Set<number | null>([
    ...cart.seats.map((seat) => seat.presentationId),
    ...cart.products.map((product) => product.presentationId),
  ])
  if (ids.has(null)) return E.left(unable('product-without-presentation'))
  const [first, ...rest] = [...ids]
  if (first === undefined || first === null) return E.left(kartisError('SELECTION_REQUIRED'))
  return rest.length > 0 ? E.left(unable('several-presentations')) : E.right(first)
}

const seatKey = (sectionId: number, x: number, y: number): string => `${sectionId}/${x}/${y}`

interface PlanIndex {
  readonly sections: ReadonlyMap<number, PlanSection>
  readonly seats: ReadonlyMap<string, PlanSeat>
}

const buildPlanIndex = (plan: SeatPlanLayout): PlanIndex => {
  const sections = new Map<number, PlanSection>()
  const seats = new Map<string, PlanSeat>()
  for (const section of plan.sections) {
    sections.set(section.id, section)
    for (const group of section.groups)
      for (const row of group.rows) for (const seat of row.seats) seats.set(seatKey(section.id, seat.x, seat.y), seat)
  }
  return { sections, seats }
}

/** Indexes of plans priced so far: the catalog hands out the same plan object each time, and an arena's takes 20,000 seats to build. */
const planIndexes = new WeakMap<SeatPlanLayout, PlanIndex>()

const indexPlan = (plan: SeatPlanLayout): PlanIndex => {
  const known = planIndexes.get(plan)
  if (known !== undefined) return known
  const built = buildPlanIndex(plan)
  planIndexes.set(plan, built)
  return built
}

/** §3 the seat as the plan has it (names, ticket group), or SEAT_NOT_FOUND for coordinates the plan lacks. */
const planSeat = (
  index: PlanIndex,
  presentation: CatalogPresentation,
  seat: CartSeat,
): Result<{ readonly seat: CartSeat; readonly y: number; readonly ticketGroupId: number | null }> => {
  const notFound = E.left(kartisError('SEAT_NOT_FOUND', { sectionId: seat.sectionId, x: seat.x, y: seat.y ?? 'null' }))
  const section = index.sections.get(seat.sectionId)
  if (section === undefined || seat.y === null) return notFound
  const base = { ...seat, venueId: presentation.venueId, seatplanId: presentation.seatplanId, sectionName: section.name }
  if (!section.isReserved) {
    const inside = Number.isSafeInteger(seat.x) && seat.x >= 1 && seat.x <= (section.capacity ?? 0) && seat.y === GA_ROW
    return inside
      ? E.right({ seat: { ...base, ticketGroupId: section.ticketGroupId }, y: seat.y, ticketGroupId: section.ticketGroupId })
      : notFound
  }
  const laid = index.seats.get(seatKey(seat.sectionId, seat.x, seat.y))
  if (laid === undefined) return notFound
  return E.right({
    seat: {
      ...base,
      groupId: laid.groupId,
      rowName: laid.rowName,
      seatName: laid.seatName,
      ticketGroupId: laid.ticketGroupId,
      attributes: laid.attributes,
    },
    y: laid.y,
    ticketGroupId: laid.ticketGroupId,
  })
}

/** The code a seat's ticket was entered with: coupon code, member number or system voucher. */
const enteredCode = (ticket: SeatTicket): string | undefined => ticket.code ?? ticket.memberNumber ?? ticket.systemVoucher

/** The ledger's name of a code ticket. */
const ledgerCode = (ticket: Ticket, typed: string): string => ticket.code ?? ticket.memberNumber ?? ticket.systemVoucher ?? typed

interface PricedSeat {
  readonly seat: CartSeat
  readonly y: number
  readonly ticketGroupId: number
  readonly ticket: Ticket
  /** Set for a ticket entered by code: the ledger's code. */
  readonly code: string | null
}

const priceSeat = async (
  catalog: CatalogRepository,
  index: PlanIndex,
  presentation: CatalogPresentation,
  groups: ReadonlyMap<number, TicketGroup>,
  seat: CartSeat,
): Promise<Result<PricedSeat>> => {
  const placed = planSeat(index, presentation, seat)
  if (E.isLeft(placed)) return placed
  const { ticketGroupId } = placed.right
  const group = ticketGroupId === null ? undefined : groups.get(ticketGroupId)
  if (ticketGroupId === null || group === undefined) return E.left(kartisError('NO_PRICE_LIST', { ticketGroupId: ticketGroupId ?? 'null' }))
  if (seat.ticket === null) return E.left(unable('seat-without-ticket', { sectionId: seat.sectionId, x: seat.x }))
  const typed = enteredCode(seat.ticket)
  if (typed !== undefined) {
    const codeTicket = await catalog.findCodeTicket(ticketGroupId, typed)
    if (codeTicket === null) return E.left(kartisError('CODE_NOT_FOUND', { code: typed }))
    return E.right({ ...placed.right, ticketGroupId, ticket: codeTicket, code: ledgerCode(codeTicket, typed) })
  }
  // Voucher tickets are sold only against a code, so without one only the group's tickets count.
  const ticket = group.tickets.find((candidate) => candidate.id === seat.ticket?.ticketId)
  if (ticket === undefined) return E.left(kartisError('TICKET_NOT_IN_EVENT', { ticketId: seat.ticket.ticketId }))
  return E.right({ ...placed.right, ticketGroupId, ticket, code: null })
}

/**
 * §5 coupons priced by the server: one redemption covers multiplyFactor n seats of a group,
 * the first at the coupon's price and the other n − 1 as sub-tickets at ₪0.00, in cart order.
 * A count of seats that is not a multiple of n needs more tickets (§5 messages).
 */
const applyMultipliers = (
  priced: readonly PricedSeat[],
): Result<{ readonly tickets: readonly SeatTicket[]; readonly redemptions: readonly CodeRedemption[] }> => {
  const positions = new Map<string, number>()
  const counts = new Map<string, { readonly code: string; readonly n: number; seats: number }>()
  const tickets: SeatTicket[] = []
  for (const entry of priced) {
    const full = seatTicketFor(entry.seat, entry.ticketGroupId, entry.ticket)
    if (entry.code === null) {
      tickets.push(full)
      continue
    }
    const n = Math.max(1, entry.ticket.multiplyFactor)
    const key = `${entry.code.toUpperCase()}|${entry.ticketGroupId}`
    const position = positions.get(key) ?? 0
    positions.set(key, position + 1)
    const count = counts.get(key) ?? { code: entry.code, n, seats: 0 }
    count.seats += 1
    counts.set(key, count)
    tickets.push(position % n === 0 ? full : { ...full, amount: ZERO, serviceCharge: ZERO, isMultiplyFactorSubTicket: true })
  }
  const byCode = new Map<string, CodeRedemption>()
  for (const { code, n, seats } of counts.values()) {
    const missing = (n - (seats % n)) % n
    if (missing === 1) return E.left(kartisError('COUPON_NEEDS_ONE_MORE_TICKET', { code }))
    if (missing > 1) return E.left(kartisError('COUPON_NEEDS_MORE_TICKETS', { code, count: missing }))
    const previous = byCode.get(code.toUpperCase())
    byCode.set(code.toUpperCase(), { code, count: (previous?.count ?? 0) + seats / n })
  }
  return E.right({ tickets, redemptions: [...byCode.values()] })
}

/** §5 a coupon may not be redeemed more often than its balance (checked again, atomically, by the ledger). */
const checkCodeBalances = (priced: readonly PricedSeat[], redemptions: readonly CodeRedemption[]): Result<void> => {
  for (const redemption of redemptions) {
    const ticket = priced.find((entry) => entry.code?.toUpperCase() === redemption.code.toUpperCase())?.ticket
    if (ticket?.balance !== undefined && redemption.count > ticket.balance)
      return E.left(kartisError('COUPON_ALREADY_USED', { code: redemption.code }))
  }
  return E.right(undefined)
}

/** §3 a product line priced from the presentation's products; quantities from 1 to the product's maximum. */
const priceProduct = (presentation: CatalogPresentation, line: CartProduct): Result<CartProduct> => {
  const product = presentation.products.find((candidate) => candidate.id === line.id)
  if (product === undefined) return E.left(unable('product-not-sold-here', { productId: line.id }))
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 1)
    return E.left(kartisError('BAD_REQUEST', { path: 'cart.products.quantity', productId: line.id }))
  if (product.maxQuantity !== undefined && line.quantity > product.maxQuantity)
    return E.left(kartisError('MAX_QUANTITY_EXCEEDED', { productId: line.id, max: product.maxQuantity }))
  return E.right({ ...line, name: product.name, price: product.price, isDeliveryRequired: product.isDeliveryRequired })
}

/** §3 the presentation facts a cart keeps, as the catalog has them, with its feature's name. */
export const cartPresentationOf = (presentation: CatalogPresentation, featureName: string): CartPresentation => ({
  id: presentation.id,
  featureId: presentation.featureId,
  featureName,
  venueTypeId: presentation.venueTypeId,
  venueId: presentation.venueId,
  startDateTime: presentation.startDateTime,
  seatingPolicyId: presentation.seatingPolicyId,
  maxSeats: presentation.maxSeats,
  locationId: presentation.locationId,
})

const sequence = <T>(results: readonly Result<T>[]): Result<readonly T[]> => {
  const values: T[] = []
  for (const result of results) {
    if (E.isLeft(result)) return result
    values.push(result.right)
  }
  return E.right(values)
}

/**
 * §9 prices a cart with the server's catalog (see above). Failures: another order kind or a
 * modification → UNABLE_TO_PROCESS_ORDER { reason }; nothing in it → SELECTION_REQUIRED; an
 * unknown presentation → PRSNT_NOT_FOUND; a seat the plan lacks → SEAT_NOT_FOUND; a seat
 * without a price list → NO_PRICE_LIST; a ticket not of the seat's group → TICKET_NOT_IN_EVENT;
 * an unknown code → CODE_NOT_FOUND; too few seats for a coupon's multiplier →
 * COUPON_NEEDS_ONE_MORE_TICKET / COUPON_NEEDS_MORE_TICKETS; a code used beyond its balance →
 * COUPON_ALREADY_USED; a product the presentation does not sell → UNABLE_TO_PROCESS_ORDER.
 */
export const priceCartOnServer = async (catalog: CatalogRepository, venues: ChargeVenues, cart: Cart): Promise<Result<PricedOrder>> => {
  const kind = checkOrderKind(cart)
  if (E.isLeft(kind)) return kind
  const presentationId = orderPresentationId(cart)
  if (E.isLeft(presentationId)) return presentationId
  const presentation = await catalog.getPresentation(presentationId.right)
  if (presentation === null) return E.left(kartisError('PRSNT_NOT_FOUND', { presentationId: presentationId.right }))
  const plan = cart.seats.length === 0 ? null : await catalog.getSeatPlan(presentation.venueId, presentation.seatplanId)
  if (cart.seats.length > 0 && plan === null) return E.left(unable('presentation-without-seats', { presentationId: presentation.id }))
  const index =
    plan === null ? buildPlanIndex({ venueId: presentation.venueId, seatplanId: presentation.seatplanId, sections: [] }) : indexPlan(plan)
  const groups = new Map(presentation.ticketGroups.map((group) => [group.id, group]))
  const pricedSeats = sequence(await Promise.all(cart.seats.map((seat) => priceSeat(catalog, index, presentation, groups, seat))))
  if (E.isLeft(pricedSeats)) return pricedSeats
  const multiplied = applyMultipliers(pricedSeats.right)
  if (E.isLeft(multiplied)) return multiplied
  const balances = checkCodeBalances(pricedSeats.right, multiplied.right.redemptions)
  if (E.isLeft(balances)) return balances
  const products = sequence(cart.products.map((line) => priceProduct(presentation, line)))
  if (E.isLeft(products)) return products
  const features = await catalog.listFeatures([presentation.featureId])
  // Issue 15 the order charge is the venue's settings' (never the cart's globalServiceCharge).
  const globalServiceCharge = await orderServiceChargeOf(venues, presentation)
  const seats = pricedSeats.right.map((entry, i) => {
    const ticket = multiplied.right.tickets[i] ?? seatTicketFor(entry.seat, entry.ticketGroupId, entry.ticket)
    return { seat: withSeatTicket({ ...entry.seat, y: entry.y }, ticket), y: entry.y, ticket }
  })
  return E.right({
    cart: {
      ...cart,
      presentations: [cartPresentationOf(presentation, features[0]?.name ?? '')],
      selectedPresentationId: presentation.id,
      seats: seats.map((entry) => entry.seat),
      couponRedemptions: [],
      products: products.right,
      globalServiceCharge,
    },
    presentation,
    seats: seats.map(({ seat, y, ticket }) => ({
      presentationId: presentation.id,
      sectionId: seat.sectionId,
      x: seat.x,
      y,
      ticketId: ticket.ticketId,
      pricePolicyId: ticket.pricePolicyId,
      amount: ticket.amount,
      serviceCharge: ticket.serviceCharge,
      // Issue 13 the references are the buyer's choice, as the ticket is: the commit checks them against the options.
      references: ticketReferencesOf(seat),
    })),
    products: products.right.map((line) => ({
      productId: line.id,
      presentationId: presentation.id,
      quantity: line.quantity,
      unitPrice: line.price,
    })),
    redemptions: multiplied.right.redemptions,
  })
}
