import * as E from 'fp-ts/Either'
import { kartisError, type Result } from '../errors/error-codes'
import type { TicketGroup } from '../model/ticket'
import { parseIsraeliId } from '../validation/israeli-id'
import { normalizeMobile } from '../validation/mobile'

/**
 * §5 what a ticket type asks a buyer to type for its price: a coupon or voucher code, a member
 * number, an Israeli ID number, a mobile number on the venue's list, or a one-time code sent by
 * SMS to such a mobile number (issue 15 §5).
 */
export const TICKET_LOOKUP_KINDS = ['code', 'memberNumber', 'idNumber', 'mobile', 'oneTimeCode'] as const

export type TicketLookupKind = (typeof TICKET_LOOKUP_KINDS)[number]

/** §5 the look-ups a venue configures on a ticket type beyond codes and member numbers. */
export type BenefitLookupKind = Extract<TicketLookupKind, 'idNumber' | 'mobile' | 'oneTimeCode'>

export const BENEFIT_LOOKUP_KINDS: readonly BenefitLookupKind[] = ['idNumber', 'mobile', 'oneTimeCode']

const kindSet: ReadonlySet<string> = new Set(TICKET_LOOKUP_KINDS)

/** §5 narrows a string (a query parameter, a stored value) to a look-up kind. */
export const isTicketLookupKind = (value: string): value is TicketLookupKind => kindSet.has(value)

/** §5 whether a kind is one a venue configures (ID number, mobile, one-time code) rather than a code. */
export const isBenefitLookupKind = (kind: TicketLookupKind): kind is BenefitLookupKind =>
  kind === 'idNumber' || kind === 'mobile' || kind === 'oneTimeCode'

/** §9 a one-time code is six digits. */
export const ONE_TIME_CODE_LENGTH = 6

const ONE_TIME_CODE = /^\d{6}$/

/**
 * §5 the look-ups a ticket group offers: its own list when the box office names one, else a code
 * and a member number where a code prices the group (what every group offered before issue 15).
 */
export const lookupsOfGroup = (group: Pick<TicketGroup, 'lookups' | 'isByCodeEnabled'>): readonly TicketLookupKind[] =>
  group.lookups ?? (group.isByCodeEnabled ? ['code', 'memberNumber'] : [])

/** §5 a look-up is offered only where the ticket type asks for it: TICKET_NOT_IN_EVENT { lookup } otherwise. */
export const checkLookupOffered = (group: Pick<TicketGroup, 'id' | 'lookups' | 'isByCodeEnabled'>, kind: TicketLookupKind): Result<void> =>
  lookupsOfGroup(group).includes(kind)
    ? E.right(undefined)
    : E.left(kartisError('TICKET_NOT_IN_EVENT', { ticketGroupId: group.id, lookup: kind }))

/**
 * §5 the value typed for a look-up, validated and normalised before anything is asked of the box
 * office: an ID number padded to nine digits (INVALID_ID: not 1–9 digits or a wrong check digit),
 * a mobile number as 05XXXXXXXX (invalid_mobileNumber), a one-time code of six digits
 * (INVALID_SMS_CODE), a code or member number trimmed and not empty (CODE_NOT_FOUND).
 */
export const parseLookupValue = (kind: TicketLookupKind, value: string): Result<string> => {
  switch (kind) {
    case 'idNumber':
      return parseIsraeliId(value)
    case 'mobile':
      return E.fromOption(() => kartisError('invalid_mobileNumber'))(normalizeMobile(value))
    case 'oneTimeCode': {
      const code = value.trim()
      return ONE_TIME_CODE.test(code) ? E.right(code) : E.left(kartisError('INVALID_SMS_CODE'))
    }
    case 'code':
    case 'memberNumber': {
      const code = value.trim()
      return code === '' ? E.left(kartisError('CODE_NOT_FOUND')) : E.right(code)
    }
  }
}

/** §5 whether a typed value passes its look-up's own rules (the storefront checks before it asks). */
export const isLookupValueValid = (kind: TicketLookupKind, value: string): boolean => E.isRight(parseLookupValue(kind, value))
