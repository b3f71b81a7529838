import * as E from 'fp-ts/Either'
import {
  ZERO,
  checkSystemVoucherReplacement,
  endedBefore,
  kartisError,
  subtract,
  type CustomerSystemVoucher,
  type HasSystemVouchers,
  type Result,
  type VoucherHistoryEntry,
  type VenueSettingsRepository,
  type VoucherReplacement,
} from '@kartis/core'
import type { ReservationDetails, ReservationRepository } from '../storage/reservation-repository'
import { toJerusalemIso } from '../storage/jerusalem-time'
import type { UnitOfWork } from '../storage/unit-of-work'
import type { OwnedCredit, VoucherRepository } from '../storage/voucher-repository'
import type { ReservationOwner } from '../customers/reservation-owner'
import type { PaymentConfig } from './payment-config'

/** What the system-voucher calls need. */
export interface SystemVoucherDeps {
  readonly reservations: ReservationRepository
  readonly vouchers: VoucherRepository
  readonly unitOfWork: UnitOfWork
  readonly clock: { now(): number }
  readonly config: PaymentConfig
  /** Issue 15 §9 the venues, whose settings give each business its replacement window; absent: config.replacementWindowDays. */
  readonly venues?: Pick<VenueSettingsRepository, 'ofBusiness'>
}

/** Issue 15 §9 the replacement window of the venue that sold the reservation (the configured one where no venue is known). */
const replacementWindowOf = async (deps: SystemVoucherDeps, reservationIdentifier: string): Promise<number> => {
  if (deps.venues === undefined) return deps.config.replacementWindowDays
  const businessId = (await deps.reservations.get(reservationIdentifier.trim()))?.businessId ?? null
  return businessId === null
    ? deps.config.replacementWindowDays
    : (await deps.venues.ofBusiness(businessId)).orderRules.replacementWindowDays
}

/** §4 the voucher a replacement is exchanged for: the same (unguessable) code with '-R'. */
export const replacementCodeOf = (reference: string): string => `${reference}-R`

/**
 * §3 the system vouchers a visitor holds: the transaction credits of their cancelled
 * reservations (the only vouchers this box office issues to a visitor, recorded as theirs),
 * dated from the cancellation, marked for replacement once exchanged.
 */
export const systemVouchersOf = async (deps: SystemVoucherDeps, uuid: string): Promise<HasSystemVouchers> => {
  const credits = await deps.vouchers.creditsOf(uuid)
  return { systemVouchers: await heldSystemVouchers(deps.vouchers, await deps.reservations.listForUuid(uuid), credits) }
}

/**
 * §3 the system vouchers of some reservations (a visitor's, or issue 12 a customer's): the
 * transaction credits of those of them cancelled, dated from the cancellation, and (issue 14) the
 * gift cards and vouchers a voucher order bought, dated from the order; marked for replacement
 * once exchanged, each naming the reservation it came from.
 */
export const heldSystemVouchers = async (
  vouchers: Pick<VoucherRepository, 'findByCode'>,
  reservations: readonly ReservationDetails[],
  credits: readonly OwnedCredit[],
): Promise<readonly CustomerSystemVoucher[]> => {
  const held: CustomerSystemVoucher[] = []
  for (const reservation of reservations) {
    // A cancellation's credit is dated from the cancellation; a voucher order's cards from the order.
    const issuedAt =
      reservation.cancelledAt ?? (reservation.saleLines.some((line) => line.kind === 'voucher') ? reservation.createdAt : null)
    if (issuedAt === null) continue
    for (const credit of credits.filter((owned) => owned.reservationIdentifier === reservation.reservationIdentifier)) {
      const issued = toJerusalemIso(issuedAt)
      held.push({
        reference: credit.code,
        balance: credit.balance,
        reservationIdentifier: reservation.reservationIdentifier,
        isForReplacement: (await vouchers.findByCode(replacementCodeOf(credit.code))) !== null,
        startDate: issued,
        endDate: credit.expiresAt,
        dateTimeCreated: issued,
      })
    }
  }
  return held
}

/**
 * §7 GET /system-vouchers/{ref}/history: every payment made with the voucher, oldest first,
 * as negative amounts naming the reservation; SYSTEM_VOUCHER_NOT_FOUND for an unknown code.
 */
export const systemVoucherHistory = async (
  deps: Pick<SystemVoucherDeps, 'vouchers'>,
  reference: string,
): Promise<Result<readonly VoucherHistoryEntry[]>> => {
  const debits = await deps.vouchers.history(reference)
  if (debits === null) return E.left(kartisError('SYSTEM_VOUCHER_NOT_FOUND', { reference }))
  return E.right(
    debits.map((debit) => ({
      dateTime: toJerusalemIso(debit.createdAt),
      description: debit.reservationIdentifier === null ? 'מימוש' : `מימוש בהזמנה ${debit.reservationIdentifier}`,
      // A redemption is money out of the voucher: negative in its history.
      amount: subtract(ZERO, debit.amount),
      reservationIdentifier: debit.reservationIdentifier,
    })),
  )
}

/** §9 who asks about a voucher: the visitor, and (issue 12) the customer logged in on its session, if any. */
export interface VoucherHolder {
  readonly uuid: string
  readonly customer: ReservationOwner | null
}

/** The reservations and credits of a holder: the visitor's, and its customer's on any device. */
const holdingsOf = async (
  deps: SystemVoucherDeps,
  holder: VoucherHolder,
): Promise<{ readonly reservations: readonly ReservationDetails[]; readonly credits: readonly OwnedCredit[] }> => {
  const visitors = await deps.reservations.listForUuid(holder.uuid)
  const visitorsCredits = await deps.vouchers.creditsOf(holder.uuid)
  if (holder.customer === null) return { reservations: visitors, credits: visitorsCredits }
  const customers = await deps.reservations.listForCustomer(holder.customer.customerId, holder.customer.verifiedMobile)
  const known = new Set(visitors.map((r) => r.reservationIdentifier))
  const reservations = [...visitors, ...customers.filter((r) => !known.has(r.reservationIdentifier))]
  const customersCredits = await deps.vouchers.creditsOfReservations(customers.map((r) => r.reservationIdentifier))
  const codes = new Set(visitorsCredits.map((credit) => credit.code))
  return { reservations, credits: [...visitorsCredits, ...customersCredits.filter((credit) => !codes.has(credit.code))] }
}

const ownVoucher = async (
  deps: SystemVoucherDeps,
  holder: VoucherHolder,
  reference: string,
  reservationIdentifier: string,
): Promise<Result<HasSystemVouchers>> => {
  const { reservations, credits } = await holdingsOf(deps, holder)
  const systemVouchers = await heldSystemVouchers(deps.vouchers, reservations, credits)
  const code = reference.trim().toUpperCase()
  // §9 the credit must be the holder's and come from the reservation they name.
  const fromReservation = credits.some(
    (credit) => credit.code.toUpperCase() === code && credit.reservationIdentifier === reservationIdentifier.trim(),
  )
  const held = systemVouchers.some((voucher) => voucher.reference.toUpperCase() === code)
  return fromReservation && held ? E.right({ systemVouchers }) : E.left(kartisError('SYSTEM_VOUCHER_NOT_FOUND', { reference }))
}

/**
 * §7 POST /system-vouchers/{ref}/cancel: the voucher must be the visitor's (or its logged-in customer's), from that
 * reservation (SYSTEM_VOUCHER_NOT_FOUND otherwise). The visitor's vouchers are transaction
 * credits, which are not refunded: CANNOT_REFUND_CREDIT_TRANSACTION.
 */
export const cancelSystemVoucherOf = async (
  deps: SystemVoucherDeps,
  holder: VoucherHolder,
  reference: string,
  reservationIdentifier: string,
): Promise<Result<true>> => {
  const owned = await ownVoucher(deps, holder, reference, reservationIdentifier)
  if (E.isLeft(owned)) return owned
  return E.left(kartisError('CANNOT_REFUND_CREDIT_TRANSACTION', { reference }))
}

/**
 * §4/§7/§9 POST /system-vouchers/{ref}/replacement: a voucher of the visitor (or of its logged-in customer), from that
 * reservation, not yet exchanged, within its venue's replacementWindowDays of its issue (the core's
 * checkSystemVoucherReplacement: SYSTEM_VOUCHER_NOT_FOUND, SYSTEM_VOUCHER_ALREADY_FOR_REPLACEMENT,
 * TOO_FAR_FROM_PURCHASE_DATE), still valid and holding something (SYSTEM_VOUCHER_NOT_ACTIVE), is
 * exchanged for a new voucher '<ref>-R' with its balance and a new validity; the old one is
 * emptied in the same transaction. Answers the replacement's IsForReplacement, StartDate, EndDate, DateTimeCreated.
 */
export const replaceSystemVoucher = async (
  deps: SystemVoucherDeps,
  holder: VoucherHolder,
  reference: string,
  reservationIdentifier: string,
): Promise<Result<VoucherReplacement>> => {
  const owned = await ownVoucher(deps, holder, reference, reservationIdentifier)
  if (E.isLeft(owned)) return owned
  const now = deps.clock.now()
  const window = await replacementWindowOf(deps, reservationIdentifier)
  const checked = checkSystemVoucherReplacement(owned.right, reference.trim().toUpperCase(), window, now)
  if (E.isLeft(checked)) return checked
  const voucher = await deps.vouchers.findByCode(checked.right.reference)
  if (voucher === null || voucher.balance <= ZERO || (voucher.expiresAt !== null && endedBefore(voucher.expiresAt, now)))
    return E.left(kartisError('SYSTEM_VOUCHER_NOT_ACTIVE', { reference }))
  const expiresAt = now + deps.config.creditValidityMs
  // Emptying the old voucher and issuing its replacement are one transaction, so the balance is never lost nor doubled.
  const exchanged = await deps.unitOfWork.transaction(async (tx) => {
    const emptied = await tx.vouchers.debit(voucher.code, voucher.balance, null)
    if (E.isLeft(emptied)) return E.left(kartisError('SYSTEM_VOUCHER_NOT_ACTIVE', { reference }))
    return tx.vouchers.issue({
      code: replacementCodeOf(voucher.code),
      name: `החלפת ${voucher.code}`,
      isGiftCard: voucher.isGiftCard,
      balance: voucher.balance,
      expiresAt,
    })
  })
  if (E.isLeft(exchanged)) return exchanged
  const created = toJerusalemIso(now)
  return E.right({ isForReplacement: true, startDate: created, endDate: toJerusalemIso(expiresAt), dateTimeCreated: created })
}
