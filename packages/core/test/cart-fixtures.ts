import type { Cart, CartSeat } from '../src/model/cart'
import type { Member } from '../src/model/member'
import type { Ticket, TicketGroup } from '../src/model/ticket'
import { agorot, type Agorot } from '../src/money/money'
import { emptyCart } from '../src/orders/cart'

/**
 * Test data for orders/, tickets/ and pricing/ tests (not part of the package's API): small
 * builders of carts, seats, tickets, ticket groups and members with plain defaults, overridden
 * per test.
 */

/** ₪ with two decimals → agorot, for readable test amounts (₪60.00 is shekels(60)). */
export const shekels = (value: number): Agorot => agorot(Math.round(value * 100))

/** An events cart with nothing in it (orders/cart emptyCart), overridden per test. */
export const cartOf = (overrides: Partial<Cart> = {}): Cart => ({ ...emptyCart('events'), ...overrides })

/** A seat of presentation 100, section 1, ticket group 10, at (x, 1), without a ticket. */
export const cartSeat = (x: number, overrides: Partial<CartSeat> = {}): CartSeat => ({
  presentationId: 100,
  sectionId: 1,
  x,
  y: 1,
  venueId: 7,
  seatplanId: 70,
  groupId: 3,
  rowName: 'א',
  seatName: String(x),
  sectionName: 'אולם',
  ticketGroupId: 10,
  allocationId: null,
  attributes: [],
  isMultiplyFactorSubTicket: false,
  ticket: null,
  ...overrides,
})

/** A plain ticket: ₪60.00 with ₪4.00 service charge, multiplier 1. */
export const ticketOf = (id: number, overrides: Partial<Ticket> = {}): Ticket => ({
  id,
  name: 'רגיל',
  price: shekels(60),
  serviceCharge: shekels(4),
  pricePolicyId: 1,
  multiplyFactor: 1,
  quantity: 0,
  ...overrides,
})

/** Ticket group 10 with 'רגיל' (1, ₪60) and 'סטודנט' (2, ₪45), and voucher ticket 9. */
export const hallGroup: TicketGroup = {
  id: 10,
  name: 'אולם',
  tickets: [ticketOf(1), ticketOf(2, { name: 'סטודנט', price: shekels(45) })],
  voucherTickets: [ticketOf(9, { name: 'שובר', price: shekels(0), serviceCharge: shekels(0), systemVoucher: 'SV-1' })],
  isByCodeEnabled: true,
}

/** Member 123456 of membership 5, no balance, open dates, no sale tickets. */
export const memberOf = (overrides: Partial<Member> = {}): Member => ({
  memberNumber: '123456',
  name: 'ישראל ישראלי',
  membershipId: 5,
  membershipTypeId: 1,
  customerId: 42,
  balance: 0,
  usedBalance: 0,
  startDate: null,
  endDate: null,
  allowMemberSaleTickets: false,
  ...overrides,
})
