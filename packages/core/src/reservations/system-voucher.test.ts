import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import type { CustomerSystemVoucher } from '../model/customer'
import {
  applySystemVoucherReplacement,
  cancelSystemVoucher,
  checkSystemVoucherReplacement,
  isWithinReplacementWindow,
} from './system-voucher'

const voucher = (reference: string, over: Partial<CustomerSystemVoucher> = {}): CustomerSystemVoucher => ({
  reference,
  name: 'שובר מתנה',
  isForReplacement: false,
  startDate: '2026-03-01',
  endDate: '2027-03-01',
  dateTimeCreated: '2026-03-01T12:00:00+02:00',
  ...over,
})
const customer = { firstName: 'ישראל', systemVouchers: [voucher('V1'), voucher('V2')] }
const replacement = {
  isForReplacement: true,
  startDate: '2026-03-10',
  endDate: '2027-03-10',
  dateTimeCreated: '2026-03-10T09:00:00+02:00',
}
// 15 March 2026, 10:00 in Jerusalem: 14 days after 1 March, in epoch milliseconds.
const now = Date.parse('2026-03-15T08:00:00Z')

describe('system voucher cancellation (§4)', () => {
  it('removes the voucher from the customer', () => {
    expect(cancelSystemVoucher(customer, 'V1')).toEqual(E.right({ firstName: 'ישראל', systemVouchers: [voucher('V2')] }))
  })
  it('SYSTEM_VOUCHER_NOT_FOUND when it is not theirs', () => {
    expect(cancelSystemVoucher(customer, 'V9')).toEqual(E.left({ code: 'SYSTEM_VOUCHER_NOT_FOUND', params: { reference: 'V9' } }))
  })
})

describe('system voucher replacement (§4)', () => {
  it('updates IsForReplacement, StartDate, EndDate and DateTimeCreated only', () => {
    expect(applySystemVoucherReplacement(customer, 'V2', replacement)).toEqual(
      E.right({ firstName: 'ישראל', systemVouchers: [voucher('V1'), { ...voucher('V2'), ...replacement }] }),
    )
  })
  it('refuses a voucher already for replacement, and one not found', () => {
    const replaced = { systemVouchers: [voucher('V1', { isForReplacement: true })] }
    expect(applySystemVoucherReplacement(replaced, 'V1', replacement)).toEqual(
      E.left({ code: 'SYSTEM_VOUCHER_ALREADY_FOR_REPLACEMENT', params: { reference: 'V1' } }),
    )
    expect(applySystemVoucherReplacement(customer, 'V9', replacement)).toEqual(
      E.left({ code: 'SYSTEM_VOUCHER_NOT_FOUND', params: { reference: 'V9' } }),
    )
  })
})

describe('replacement exchange window (§9, days as a parameter)', () => {
  it('allows up to and including the last day, in Jerusalem calendar days', () => {
    expect(isWithinReplacementWindow(voucher('V1'), 14, now)).toBe(true)
    expect(isWithinReplacementWindow(voucher('V1'), 13, now)).toBe(false)
    // Bought 28 Feb at 23:30 Jerusalem time, written in UTC: still 28 Feb there, 15 days ago.
    expect(isWithinReplacementWindow(voucher('V1', { dateTimeCreated: '2026-02-28T21:30:00Z' }), 14, now)).toBe(false)
  })
  it('falls back to StartDate, and leaves an undated voucher to the server', () => {
    expect(isWithinReplacementWindow(voucher('V1', { dateTimeCreated: null, startDate: '2026-03-10' }), 5, now)).toBe(true)
    expect(isWithinReplacementWindow(voucher('V1', { dateTimeCreated: null, startDate: null }), 0, now)).toBe(true)
  })
  it('a negative or fractional number of days is a bug', () => {
    expect(() => isWithinReplacementWindow(voucher('V1'), -1, now)).toThrow(RangeError)
  })
  it('checks ownership, replacement state and the window, in that order', () => {
    expect(checkSystemVoucherReplacement(customer, 'V1', 14, now)).toEqual(E.right(voucher('V1')))
    expect(checkSystemVoucherReplacement(customer, 'V1', 7, now)).toEqual(
      E.left({ code: 'TOO_FAR_FROM_PURCHASE_DATE', params: { reference: 'V1', days: 7 } }),
    )
    expect(checkSystemVoucherReplacement({ systemVouchers: [voucher('V1', { isForReplacement: true })] }, 'V1', 7, now)).toEqual(
      E.left({ code: 'SYSTEM_VOUCHER_ALREADY_FOR_REPLACEMENT', params: { reference: 'V1' } }),
    )
    expect(checkSystemVoucherReplacement(customer, 'V9', 7, now)).toEqual(
      E.left({ code: 'SYSTEM_VOUCHER_NOT_FOUND', params: { reference: 'V9' } }),
    )
  })
})
