import { describe, expect, it } from 'vitest'
import type { CustomerSystemVoucher } from '../model/customer'
import type { Reservation } from '../model/reservation'
import {
  canCancelReservationInCustomerArea,
  canCancelSystemVoucherInCustomerArea,
  DEFAULT_CUSTOMER_AREA_CANCEL_SETTINGS,
} from './customer-area-cancel'

const reservation: Reservation = {
  reservationIdentifier: 'R1',
  resStateId: 2,
  quantity: 2,
  sectionName: 'אולם',
  rowNames: '5',
  seatNames: '7,8',
  isUnpaid: false,
  startDateTime: null,
}
const voucher: CustomerSystemVoucher = { reference: 'V1', isForReplacement: false, startDate: null, endDate: null, dateTimeCreated: null }
const enabled = { customerAreaAllowEnableCancel: true }

describe('customer-area cancellation (§6 customerAreaAllowEnableCancel)', () => {
  it('is off by default', () => {
    expect(DEFAULT_CUSTOMER_AREA_CANCEL_SETTINGS.customerAreaAllowEnableCancel).toBe(false)
    expect(canCancelReservationInCustomerArea(DEFAULT_CUSTOMER_AREA_CANCEL_SETTINGS, reservation)).toBe(false)
    expect(canCancelSystemVoucherInCustomerArea(DEFAULT_CUSTOMER_AREA_CANCEL_SETTINGS, voucher)).toBe(false)
  })
  it('when on, offers what is left to cancel', () => {
    expect(canCancelReservationInCustomerArea(enabled, reservation)).toBe(true)
    expect(canCancelReservationInCustomerArea(enabled, { ...reservation, resStateId: 3 })).toBe(false)
    expect(canCancelReservationInCustomerArea(enabled, { ...reservation, quantity: 0 })).toBe(false)
    expect(canCancelSystemVoucherInCustomerArea(enabled, voucher)).toBe(true)
    expect(canCancelSystemVoucherInCustomerArea(enabled, { ...voucher, isForReplacement: true })).toBe(false)
  })
})
