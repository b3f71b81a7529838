import * as E from 'fp-ts/Either'
import { checkHoldOrder, kartisError, type Cart, type Member, type Result } from '@kartis/core'
import type { CustomerMembers } from '../storage/customer-members'

/** Issue 12 the customer logged in on the visitor's session, with the members the server keeps for it. */
export interface HoldSessionCustomer {
  readonly customerId: number
  readonly members: readonly Member[]
}

/**
 * §4/§9 whether the server takes a hold (unpaid) order, judged on the cart as the server priced
 * it (its seats' attributes and the presentation's start come from the catalog, never from the
 * browser) and on the session's customer (null: nobody is logged in):
 * HOLD_REQUIRES_LOGIN, HOLD_REQUIRES_ACTIVE_MEMBERSHIP, TOO_CLOSE_TO_PRSNT_DATE,
 * PREMIUM_SEAT_CANNOT_BE_HELD { offer, count, seats }, in that order. A hold is paid later as a
 * whole, so it carries no payment: voucher payments or a card payment are
 * UNABLE_TO_PROCESS_ORDER { reason: 'hold-takes-no-payment' }.
 */
export const checkHoldCommit = (customer: HoldSessionCustomer | null, priced: Cart, now: number): Result<HoldSessionCustomer> => {
  if (customer === null) return E.left(kartisError('HOLD_REQUIRES_LOGIN'))
  const checked = checkHoldOrder(priced, { customerIds: [customer.customerId], members: customer.members }, now)
  if (E.isLeft(checked)) return checked
  if (priced.voucherPayments.length > 0 || priced.paymentIdentifier !== null)
    return E.left(kartisError('UNABLE_TO_PROCESS_ORDER', { reason: 'hold-takes-no-payment' }))
  return E.right(customer)
}

/** Issue 12 the session's customer (null: nobody logged in) with the members the server keeps for it. */
export const holdSessionCustomerOf = async (
  members: Pick<CustomerMembers, 'membersOf'>,
  customerId: number | null,
): Promise<HoldSessionCustomer | null> => (customerId === null ? null : { customerId, members: await members.membersOf(customerId) })
