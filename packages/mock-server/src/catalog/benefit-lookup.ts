import { createHmac, randomBytes } from 'node:crypto'
import * as E from 'fp-ts/Either'
import {
  checkLookupOffered,
  kartisError,
  parseLookupValue,
  type BenefitLookupKind,
  type CustomerAreaLoginChallenge,
  type Result,
  type Ticket,
  type TicketGroup,
} from '@kartis/core'
import { benefitTicketOf } from '@kartis/api-adapter'
import { mobileOf, type Asker } from '../customers/customer-logins'
import { checkLoginCode, requestLoginCode, type OneTimeCodeDeps } from '../customers/one-time-codes'
import type { CatalogPresentation } from '../storage/catalog-repository'
import type { LookupBenefit, LookupBenefits } from '../storage/lookup-benefits'
import { LOOKUP_GRANT_PREFIX } from '../storage/sql-lookup-benefits'

/** Issue 15 §5 how long a look-up's grant prices a seat in the cart: an order's half hour. */
export const LOOKUP_GRANT_TTL_MS = 30 * 60_000

/** What the look-ups a venue configures need: the benefits, the one-time codes (and SMS), the box office's secret. */
export interface BenefitLookupDeps {
  readonly benefits: LookupBenefits
  readonly codes: OneTimeCodeDeps
  /** Keys the holders' hashes (KARTIS_CUSTOMER_SECRET). */
  readonly secret: string
}

/** Issue 15 §5 a ticket look-up by ID number, mobile number or one-time code, decoded. */
export interface BenefitLookupQuery {
  readonly ticketGroupId: number
  readonly kind: BenefitLookupKind
  /** The ID number, the mobile number, or the one-time code. */
  readonly ticketCode: string
  /** The mobile number a one-time code was sent to. */
  readonly mobileNumber?: string
}

/** The presentation's ticket group asking for the look-up, with its benefit of the kind; TICKET_NOT_IN_EVENT otherwise. */
const benefitOf = async (
  benefits: LookupBenefits,
  presentation: CatalogPresentation,
  ticketGroupId: number,
  kind: BenefitLookupKind,
): Promise<Result<{ readonly group: TicketGroup; readonly benefit: LookupBenefit }>> => {
  const group = presentation.ticketGroups.find((candidate) => candidate.id === ticketGroupId)
  if (group === undefined) return E.left(kartisError('TICKET_NOT_IN_EVENT', { ticketGroupId }))
  const offered = checkLookupOffered(group, kind)
  if (E.isLeft(offered)) return offered
  const benefit = await benefits.benefit(group.id, kind)
  return benefit === null ? E.left(kartisError('TICKET_NOT_IN_EVENT', { ticketGroupId, lookup: kind })) : E.right({ group, benefit })
}

/** The holder a look-up names: the ID number, or the mobile number (libphonenumber's mobile ranges, on the server). */
const holderOf = (kind: BenefitLookupKind, typed: string, mobileNumber: string | undefined): Result<string> => {
  if (kind === 'idNumber') return parseLookupValue('idNumber', typed)
  return mobileOf(kind === 'mobile' ? typed : (mobileNumber ?? ''))
}

/** A keyed hash of the holder: one benefit ticket per holder and presentation, without keeping the number in the grants. */
const holderHashOf = (secret: string, kind: BenefitLookupKind, holder: string): string =>
  createHmac('sha256', secret).update(`kartis lookup holder\n${kind}\n${holder}`).digest('hex')

/**
 * Issue 15 §5 GET /presentations/{id}/ticket with lookup idNumber, mobile or oneTimeCode: only
 * where the presentation's ticket type asks for it (TICKET_NOT_IN_EVENT), the value checked by the
 * core's rules (INVALID_ID, invalid_mobileNumber, INVALID_SMS_CODE); a one-time code must be the
 * visitor's latest sent to `mobileNumber` (INVALID_SMS_CODE, OTP_ATTEMPTS_EXCEEDED: the login
 * codes' checks) before the list is asked; the holder must be on the benefit's list
 * (REFERENCE_NOT_ELIGIBLE) and not have bought it for the presentation (COUPON_ALREADY_USED).
 * The ticket's code is a new grant: a random token the commit redeems once, within LOOKUP_GRANT_TTL_MS.
 */
export const lookupBenefitTicket = async (
  deps: BenefitLookupDeps,
  presentation: CatalogPresentation,
  query: BenefitLookupQuery,
  visitorUuid: string,
): Promise<Result<Ticket>> => {
  const { kind } = query
  const found = await benefitOf(deps.benefits, presentation, query.ticketGroupId, kind)
  if (E.isLeft(found)) return found
  const typed = parseLookupValue(kind, query.ticketCode)
  if (E.isLeft(typed)) return typed
  const holder = holderOf(kind, typed.right, query.mobileNumber)
  if (E.isLeft(holder)) return holder
  if (kind === 'oneTimeCode') {
    const code = await checkLoginCode(deps.codes, visitorUuid, 'ticketLookup', typed.right, holder.right)
    if (E.isLeft(code)) return code
  }
  const { benefit } = found.right
  if (!(await deps.benefits.isEligible(benefit.id, holder.right))) return E.left(kartisError('REFERENCE_NOT_ELIGIBLE'))
  const holderHash = holderHashOf(deps.secret, kind, holder.right)
  if (await deps.benefits.redeemedBy(benefit.id, presentation.id, holderHash))
    return E.left(kartisError('COUPON_ALREADY_USED', { code: benefit.name }))
  const token = `${LOOKUP_GRANT_PREFIX}${randomBytes(12).toString('base64url')}`
  await deps.benefits.issueGrant({
    token,
    benefitId: benefit.id,
    presentationId: presentation.id,
    holderHash,
    visitorUuid,
    expiresAt: deps.codes.clock.now() + LOOKUP_GRANT_TTL_MS,
  })
  return E.right(benefitTicketOf(benefit, token))
}

/** Issue 15 §5 POST /presentations/{id}/ticket/code, decoded. */
export interface LookupCodeQuery {
  readonly ticketGroupId: number
  readonly mobileNumber: string
}

/**
 * Issue 15 §5 POST /presentations/{id}/ticket/code: a one-time code (purpose 'ticketLookup') to
 * the mobile number when it is on the list of the group's one-time-code benefit, and nowhere
 * otherwise, with the same answer and time either way (the login codes' machinery and limits:
 * per visitor the code and one §9 fallback, per number and per phone an hour), so the call tells
 * nobody who is on a venue's list. TICKET_NOT_IN_EVENT where the ticket type asks for no one-time
 * code; invalid_mobileNumber for a number that is not an Israeli mobile.
 */
export const requestLookupCode = async (
  deps: BenefitLookupDeps,
  presentation: CatalogPresentation,
  query: LookupCodeQuery,
  asker: Asker,
): Promise<Result<CustomerAreaLoginChallenge>> => {
  const found = await benefitOf(deps.benefits, presentation, query.ticketGroupId, 'oneTimeCode')
  if (E.isLeft(found)) return found
  const mobile = mobileOf(query.mobileNumber)
  if (E.isLeft(mobile)) return mobile
  const eligible = await deps.benefits.isEligible(found.right.benefit.id, mobile.right)
  return requestLoginCode(deps.codes, {
    ...asker,
    purpose: 'ticketLookup',
    target: `mobile:${mobile.right}`,
    phone: eligible ? mobile.right : null,
    customerId: null,
    createsCustomer: false,
    sendRevealsAccount: true,
  })
}
