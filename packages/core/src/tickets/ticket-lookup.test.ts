import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { checkLookupOffered, isTicketLookupKind, lookupsOfGroup, parseLookupValue } from './ticket-lookup'

const codeOf = <T>(result: E.Either<{ readonly code: string }, T>): string | null => (E.isLeft(result) ? result.left.code : null)

describe('ticket look-ups a ticket type asks for (§5, issue 15)', () => {
  it('a group without its own list offers a code and a member number when a code prices it, nothing otherwise', () => {
    expect(lookupsOfGroup({ isByCodeEnabled: true })).toEqual(['code', 'memberNumber'])
    expect(lookupsOfGroup({ isByCodeEnabled: false })).toEqual([])
  })
  it("a group's own list is what it offers", () => {
    expect(lookupsOfGroup({ isByCodeEnabled: true, lookups: ['idNumber'] })).toEqual(['idNumber'])
  })
  it('a look-up the ticket type does not ask for is refused naming it', () => {
    const group = { id: 7, isByCodeEnabled: true, lookups: ['code', 'idNumber'] as const }
    expect(E.isRight(checkLookupOffered(group, 'idNumber'))).toBe(true)
    expect(checkLookupOffered(group, 'mobile')).toEqual(
      E.left({ code: 'TICKET_NOT_IN_EVENT', params: { ticketGroupId: 7, lookup: 'mobile' } }),
    )
    expect(codeOf(checkLookupOffered({ id: 8, isByCodeEnabled: false }, 'code'))).toBe('TICKET_NOT_IN_EVENT')
  })
  it('narrows strings to kinds', () => {
    expect(isTicketLookupKind('oneTimeCode')).toBe(true)
    expect(isTicketLookupKind('ssn')).toBe(false)
  })
})

describe('a typed look-up value (§5, §8)', () => {
  it('an ID number is padded to nine digits; a wrong check digit is INVALID_ID', () => {
    expect(parseLookupValue('idNumber', ' 18 ')).toEqual(E.right('000000018'))
    expect(parseLookupValue('idNumber', '123456782')).toEqual(E.right('123456782'))
    expect(codeOf(parseLookupValue('idNumber', '123456789'))).toBe('INVALID_ID')
    expect(codeOf(parseLookupValue('idNumber', '12345678a'))).toBe('INVALID_ID')
    expect(codeOf(parseLookupValue('idNumber', '0000000000'))).toBe('INVALID_ID')
  })
  it('a mobile number is 05XXXXXXXX; anything else is invalid_mobileNumber', () => {
    expect(parseLookupValue('mobile', '+972 52-1234567')).toEqual(E.right('0521234567'))
    expect(codeOf(parseLookupValue('mobile', '03-1234567'))).toBe('invalid_mobileNumber')
  })
  it('a one-time code is six digits; anything else is INVALID_SMS_CODE', () => {
    expect(parseLookupValue('oneTimeCode', ' 012345 ')).toEqual(E.right('012345'))
    expect(codeOf(parseLookupValue('oneTimeCode', '12345'))).toBe('INVALID_SMS_CODE')
    expect(codeOf(parseLookupValue('oneTimeCode', '12345a'))).toBe('INVALID_SMS_CODE')
  })
  it('a code or member number is trimmed; an empty one is CODE_NOT_FOUND', () => {
    expect(parseLookupValue('code', ' KARTIS1 ')).toEqual(E.right('KARTIS1'))
    expect(codeOf(parseLookupValue('memberNumber', '  '))).toBe('CODE_NOT_FOUND')
  })
})
