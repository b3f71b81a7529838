import * as E from 'fp-ts/Either'
import { agorot, type Agorot, type Member } from '@kartis/core'
import { idempotencyKeyOf } from '../storage/idempotency-key'
import type { ServerStorage } from '../storage/server-storage'
import { keyOf, lockSeats, type SeatChoice } from './payment-fixture'

/** What a test hold costs: ₪40 + ₪2 a seat and a ₪5 handling fee (two seats: ₪89.00, as a commit of the same seats). */
export const holdTotalOf = (seats: number): Agorot => agorot(seats * 4200 + 500)

/**
 * §4 test support: a hold (unpaid) reservation of the visitor's seats (the customer's, given its
 * id), written through the repository, without the login and the member a hold commit needs.
 */
export const createHold = async (
  storage: ServerStorage,
  uuid: string,
  presentationId: number,
  choices: readonly SeatChoice[],
  mobileNumber = '0501234567',
  customerId: number | null = null,
): Promise<string> => {
  await lockSeats(storage, uuid, presentationId, choices)
  const created = await storage.unitOfWork.transaction((tx) =>
    tx.reservations.create({
      uuid,
      idempotencyKey: idempotencyKeyOf({ cart: { hold: choices } }),
      presentationId,
      isHold: true,
      customer: { firstName: 'דנה', lastName: 'כהן', email: 'dana@example.org', mobileNumber, ssn: '000000018' },
      seats: choices.map((choice) => ({
        ...keyOf(presentationId, choice),
        ticketId: choice.ticketId,
        pricePolicyId: 1,
        amount: agorot(4000),
        serviceCharge: agorot(200),
      })),
      products: [],
      orderServiceCharge: agorot(500),
      cancellationFee: null,
      paymentSessionId: null,
      customerId,
    }),
  )
  if (E.isLeft(created)) throw new Error(created.left.code)
  return created.right.reservation.reservationIdentifier
}

/** Issue 12 test support: a customer account with this mobile number (proved), its id. */
export const customerAccount = async (storage: ServerStorage, mobile: string): Promise<number> => {
  const created = await storage.customers.create({
    firstName: 'דנה',
    lastName: 'כהן',
    ssn: null,
    email: null,
    mobile,
    mobileVerified: true,
    passwordHash: null,
    isSmsAllowed: true,
    isEmailAllowed: true,
    isMailingAllowed: false,
  })
  if (E.isLeft(created)) throw new Error(created.left.code)
  return created.right.id
}

/** §4/§6 test support: an annual member of the customer, valid from `startDate` to `endDate` (YYYY-MM-DD). */
export const annualMember = (customerId: number, startDate: string, endDate: string, memberNumber = '880001'): Member => ({
  memberNumber,
  name: 'מנוי שנתי',
  membershipId: 1,
  membershipTypeId: 1,
  customerId,
  balance: 0,
  usedBalance: 0,
  startDate,
  endDate,
  allowMemberSaleTickets: false,
})
