import { ZERO, add, nonNegative, percentOf, subtract, sum, times, type Agorot } from '../money/money'
import { DEFAULT_SERVICE_CHARGE_NAME, type Cart } from '../model/cart'

/**
 * §9 the price of a cart, line by line (docs/pricing.md walks an example):
 *   items subtotal = seats + products + vouchers + memberships + enrolments + donations
 *   total          = max(0, items subtotal + ticket service charges + global service charge − modified-ticket credit)
 *   balance due    = max(0, total − voucher payments)
 * A modification whose old tickets are worth more than the new order charges 0, never a
 * negative amount; the credit left over is shown as unusedCredit (refunds are the box office's).
 */

/** §3 the global service charge as charged on this order. */
export interface ServiceChargeLine {
  readonly name: string
  readonly amount: Agorot
}

/** §9 the breakdown the order summary shows. */
export interface CartTotals {
  /** Seat tickets' amounts (a coupon's sub-tickets are 0). */
  readonly seats: Agorot
  /** Products: price × quantity. */
  readonly products: Agorot
  /** Vouchers and gift cards bought: price × quantity. */
  readonly vouchers: Agorot
  /** Memberships bought: their price. */
  readonly memberships: Agorot
  /** Enrolments: their total amount. */
  readonly enrolments: Agorot
  /** Donations: (custom amount, else the detail's amount) × quantity. */
  readonly donations: Agorot
  /** Sum of the six lines above. */
  readonly itemsSubtotal: Agorot
  /** Seat tickets' service charges. */
  readonly ticketServiceCharges: Agorot
  /** Once per order: amountPerOrder + percentRatePerOrder % of the items subtotal; null when none applies. */
  readonly globalServiceCharge: ServiceChargeLine | null
  /** What the tickets of the modified reservation were paid. */
  readonly modifiedTicketCredit: Agorot
  /** Credit beyond the new order's price, not charged and not refunded here. */
  readonly unusedCredit: Agorot
  /** What the order costs, never below 0. */
  readonly total: Agorot
  /** Sum of the voucher and gift-card payments. */
  readonly voucherPayments: Agorot
  /** What is left to pay by card, never below 0. */
  readonly balanceDue: Agorot
}

const hasItems = (cart: Cart): boolean =>
  cart.seats.length +
    cart.products.length +
    cart.vouchers.length +
    cart.memberships.length +
    cart.enrolments.length +
    cart.donations.length >
  0

/**
 * §3/§9 global service charge: a fixed amount and/or a percent of the items subtotal, once per
 * order. An order with no items has none; the name defaults to 'דמי טיפול'.
 */
export const globalServiceChargeFor = (cart: Cart, itemsSubtotal: Agorot): ServiceChargeLine | null => {
  const charge = cart.globalServiceCharge
  if (charge === null || !hasItems(cart)) return null
  const amount = add(charge.amountPerOrder, percentOf(itemsSubtotal, charge.percentRatePerOrder))
  return { name: charge.name.trim() === '' ? DEFAULT_SERVICE_CHARGE_NAME : charge.name, amount: nonNegative(amount) }
}

/** §9 total = seats + products (+ other items and service charges) − modified tickets, with its breakdown. */
export const cartTotals = (cart: Cart): CartTotals => {
  const seats = sum(cart.seats.map((seat) => seat.ticket?.amount ?? ZERO))
  const products = sum(cart.products.map((product) => times(product.price, product.quantity)))
  const vouchers = sum(cart.vouchers.map((voucher) => times(voucher.price, voucher.quantity)))
  const memberships = sum(cart.memberships.map((membership) => membership.price))
  const enrolments = sum(cart.enrolments.map((enrolment) => enrolment.totalAmount))
  const donations = sum(cart.donations.map((donation) => times(donation.customAmount ?? donation.amount, donation.quantity)))
  const itemsSubtotal = sum([seats, products, vouchers, memberships, enrolments, donations])
  const ticketServiceCharges = sum(cart.seats.map((seat) => seat.ticket?.serviceCharge ?? ZERO))
  const globalServiceCharge = globalServiceChargeFor(cart, itemsSubtotal)
  const modifiedTicketCredit = sum((cart.modify?.tickets ?? []).map((ticket) => ticket.amount))
  const beforeCredit = sum([itemsSubtotal, ticketServiceCharges, globalServiceCharge?.amount ?? ZERO])
  const total = nonNegative(subtract(beforeCredit, modifiedTicketCredit))
  const unusedCredit = nonNegative(subtract(modifiedTicketCredit, beforeCredit))
  const voucherPayments = sum(cart.voucherPayments.map((payment) => payment.amount))
  return {
    seats,
    products,
    vouchers,
    memberships,
    enrolments,
    donations,
    itemsSubtotal,
    ticketServiceCharges,
    globalServiceCharge,
    modifiedTicketCredit,
    unusedCredit,
    total,
    voucherPayments,
    balanceDue: nonNegative(subtract(total, voucherPayments)),
  }
}

/** §9 what the order costs. */
export const cartTotal = (cart: Cart): Agorot => cartTotals(cart).total

/** §9 balance due = total − voucher payments, never below 0. */
export const balanceDue = (cart: Cart): Agorot => cartTotals(cart).balanceDue
