import { describe, expect, it } from 'vitest'
import { memberOf } from '../../test/cart-fixtures'
import type { Member } from '../model/member'
import { activeMembers, isMemberActive } from './active-membership'

const member = (startDate: string | null, endDate: string | null): Member => memberOf({ startDate, endDate })

// 1 January 2026, 00:30 in Jerusalem (31 December 22:30 UTC), in epoch milliseconds.
const now = Date.parse('2025-12-31T22:30:00Z')

describe('active member (§4: started, not expired)', () => {
  it('open-ended dates count as started and not expired', () => {
    expect(isMemberActive(member(null, null), now)).toBe(true)
  })
  it('a date-only start begins at Jerusalem midnight', () => {
    expect(isMemberActive(member('2026-01-01', null), now)).toBe(true)
    expect(isMemberActive(member('2026-01-02', null), now)).toBe(false)
  })
  it('a date-only end lasts its whole Jerusalem day', () => {
    expect(isMemberActive(member(null, '2026-01-01'), now)).toBe(true)
    expect(isMemberActive(member(null, '2025-12-31'), now)).toBe(false)
  })
  it('date-times compare as instants', () => {
    expect(isMemberActive(member('2025-12-31T22:30:00Z', '2025-12-31T22:30:00Z'), now)).toBe(true)
    expect(isMemberActive(member(null, '2026-01-01T00:29:59+02:00'), now)).toBe(false)
    expect(isMemberActive(member('2026-01-01T00:31:00', null), now)).toBe(false)
  })
  it('a malformed date makes the member inactive', () => {
    expect(isMemberActive(member('soon', null), now)).toBe(false)
  })
  it('filters the active members', () => {
    const ok = member(null, null)
    expect(activeMembers([member('2027-01-01', null), ok], now)).toEqual([ok])
  })
})
