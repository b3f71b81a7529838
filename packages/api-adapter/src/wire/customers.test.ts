import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { agorot, kartisError, type Customer, type Reservation } from '@kartis/core'
import {
  CustomerAreaDataParams,
  CustomerAreaInfoResponse,
  CustomerAreaLoginBody,
  CustomerAreaLoginParams,
  CustomerAreaLoginResponse,
  CustomerIdParams,
  CustomerInfoResponse,
  CustomerLocationsResponse,
  CustomerLoginBody,
  CustomerUpdateBody,
  MobileLoginBody,
} from './customers'
import { decodeWith } from './decode'
import { endpoints, routeOf } from './endpoints'
import { urlOf } from './endpoint'
import { ReservationResponse } from './reservations'
import { camelKeys } from './test-support/recase'

const customerWire = {
  CustomerIds: [7],
  FirstName: 'דנה',
  LastName: 'כהן',
  SSN: '000000018',
  EmailAddress1: 'dana@example.org',
  MobileNumber1: '0521234567',
  City: 'חיפה',
  DateOfBirth: '1990-04-02T00:00:00',
  IsSMSAllowed: true,
  IsMailingAllowed: false,
  IsEmailAllowed: true,
  Members: [
    { MemberNumber: 'M-1', Name: 'מנוי זהב', MembershipId: 3, MembershipTypeId: 2, CustomerId: 7, StartDate: '2026-01-01', EndDate: null },
  ],
  SystemVouchers: [
    { Reference: 'CR-7K3M', Name: 'זיכוי', Balance: 69.5, IsForReplacement: false, StartDate: null, EndDate: '2027-07-01T00:00:00' },
  ],
  VODTickets: [{ VodId: 20, ReservationIdentifier: 'KR-1', FeatureName: 'מדבר יהודה', ValidUntil: null }],
  Reservations: [
    {
      ReservationIdentifier: 'KR-1',
      ResStateId: 2,
      Quantity: 2,
      SectionName: 'אולם',
      RowNames: 'א',
      SeatNames: '1, 2',
      IsUnpaid: false,
      StartDateTime: '2026-07-01T21:30:00',
      DocumentKey: 'KR-1-abc',
      Cancellation: { Fee: 20, Refund: 69 },
    },
    {
      ReservationIdentifier: 'KR-2',
      ResStateId: 2,
      Quantity: 1,
      IsUnpaid: false,
      StartDateTime: null,
      DocumentKey: 'KR-2-def',
      Cancellation: null,
    },
  ],
  IsOperator: false,
}

/** A reservation as GET /reservations/{resId} tells it: without e-ticket key and cancellation quote. */
const KR_2: Reservation = {
  reservationIdentifier: 'KR-2',
  resStateId: 2,
  quantity: 1,
  sectionName: '',
  rowNames: '',
  seatNames: '',
  isUnpaid: false,
  startDateTime: null,
}

const customer: Customer = {
  customerIds: [7],
  firstName: 'דנה',
  lastName: 'כהן',
  ssn: '000000018',
  email: 'dana@example.org',
  mobileNumber: '0521234567',
  city: 'חיפה',
  dateOfBirth: '1990-04-02',
  isSmsAllowed: true,
  isMailingAllowed: false,
  isEmailAllowed: true,
  members: [
    {
      memberNumber: 'M-1',
      name: 'מנוי זהב',
      membershipId: 3,
      membershipTypeId: 2,
      customerId: 7,
      balance: 0,
      usedBalance: 0,
      startDate: '2026-01-01',
      endDate: null,
      allowMemberSaleTickets: false,
    },
  ],
  systemVouchers: [
    {
      reference: 'CR-7K3M',
      name: 'זיכוי',
      balance: agorot(6950),
      isForReplacement: false,
      startDate: null,
      endDate: '2027-07-01T00:00:00+03:00',
      dateTimeCreated: null,
    },
  ],
  vodTickets: [{ vodId: 20, reservationIdentifier: 'KR-1', featureName: 'מדבר יהודה', validUntil: null }],
  reservations: [
    {
      reservationIdentifier: 'KR-1',
      resStateId: 2,
      quantity: 2,
      sectionName: 'אולם',
      rowNames: 'א',
      seatNames: '1, 2',
      isUnpaid: false,
      startDateTime: '2026-07-01T21:30:00+03:00',
      documentKey: 'KR-1-abc',
      cancellation: { fee: agorot(2000), refund: agorot(6900) },
    },
    { ...KR_2, documentKey: 'KR-2-def', cancellation: null },
  ],
  isOperator: false,
}

describe('the §3 customer', () => {
  it('reads the customer in PascalCase or camelCase, its reservations with their e-ticket key and cancellation quote', () => {
    expect(decodeWith(CustomerInfoResponse, { customerInfo: customerWire })).toEqual(E.right(E.right(customer)))
    expect(decodeWith(CustomerAreaInfoResponse, { customerAreaInfo: camelKeys(customerWire) })).toEqual(E.right(E.right(customer)))
  })

  it('writes what it reads: a null cancellation stays null (not allowed), an absent one stays absent', () => {
    const written = CustomerAreaInfoResponse.encode(E.right(customer))
    expect(written).toMatchObject({ customerAreaInfo: { CustomerIds: [7], EmailAddress1: 'dana@example.org' } })
    expect(decodeWith(CustomerAreaInfoResponse, JSON.parse(JSON.stringify(written)))).toEqual(E.right(E.right(customer)))
    expect(JSON.stringify(written)).toContain('"Cancellation":null')
    expect(Object.keys(ReservationResponse.encode(E.right(KR_2)))).not.toContain('Cancellation')
  })

  it('reads one CustomerId as a list, and the SmsAllowed / EmailAllowed spellings', () => {
    const decoded = decodeWith(CustomerInfoResponse, { customerInfo: { CustomerId: 9, SmsAllowed: 1, EmailAllowed: 'true' } })
    expect(decoded).toEqual(E.right(E.right(expect.objectContaining({ customerIds: [9], isSmsAllowed: true, isEmailAllowed: true }))))
  })

  it('answers a §8 code in band, and names the path of a bad field', () => {
    expect(decodeWith(CustomerInfoResponse, { error: { code: 'LOGIN_FAILED' } })).toEqual(E.right(E.left(kartisError('LOGIN_FAILED'))))
    expect(decodeWith(CustomerInfoResponse, { customerInfo: { ...customerWire, Reservations: [{ ResStateId: 2 }] } })).toEqual(
      E.left(
        expect.objectContaining({
          code: 'DECODE_ERROR',
          params: expect.objectContaining({ path: expect.stringContaining('Reservations') }),
        }),
      ),
    )
  })

  it('reads the locations', () => {
    expect(decodeWith(CustomerLocationsResponse, { locations: [{ Id: 2, Name: 'תל אביב' }] })).toEqual(
      E.right(E.right([{ id: 2, name: 'תל אביב' }])),
    )
  })
})

describe('the customer calls’ bodies and parameters', () => {
  it('e-mail login: includeMemberships is true unless said', () => {
    expect(decodeWith(CustomerLoginBody, { email: 'a@b.c', password: 'x', recaptchaToken: 't' })).toEqual(
      E.right({ email: 'a@b.c', password: 'x', recaptchaToken: 't', includeMemberships: true }),
    )
    expect(E.isLeft(decodeWith(CustomerLoginBody, { email: 'a@b.c', recaptchaToken: 't' }))).toBe(true)
  })

  it('mobile login: sendSmsRegardlessOfCustomerExistence is false unless said', () => {
    expect(decodeWith(MobileLoginBody, { mobileNumber: '0521234567', recaptchaToken: 't' })).toEqual(
      E.right({ mobileNumber: '0521234567', recaptchaToken: 't', sendSmsRegardlessOfCustomerExistence: false }),
    )
  })

  it('customer-area login: exactly one of mobileNumber and ssn, written back as sent', () => {
    expect(decodeWith(CustomerAreaLoginBody, { mobileNumber: ' 0521234567 ', recaptchaToken: 't' })).toEqual(
      E.right({ target: { method: 'mobile', mobileNumber: '0521234567' }, recaptchaToken: 't' }),
    )
    expect(decodeWith(CustomerAreaLoginBody, { SSN: '000000018', mobileNumber: '', recaptchaToken: 't' })).toEqual(
      E.right({ target: { method: 'ssn', ssn: '000000018' }, recaptchaToken: 't' }),
    )
    expect(E.isLeft(decodeWith(CustomerAreaLoginBody, { recaptchaToken: 't' }))).toBe(true)
    expect(E.isLeft(decodeWith(CustomerAreaLoginBody, { mobileNumber: '0521234567', ssn: '000000018', recaptchaToken: 't' }))).toBe(true)
    expect(CustomerAreaLoginBody.encode({ target: { method: 'ssn', ssn: '000000018' }, recaptchaToken: 't' })).toEqual({
      recaptchaToken: 't',
      ssn: '000000018',
    })
  })

  it('customer-area login answers isFallbackEnabled', () => {
    expect(decodeWith(CustomerAreaLoginResponse, { isFallbackEnabled: true })).toEqual(E.right(E.right({ isFallbackEnabled: true })))
    expect(decodeWith(CustomerAreaLoginResponse, { error: { code: 'TOO_MANY_REQUESTS' } })).toEqual(
      E.right(E.left(kartisError('TOO_MANY_REQUESTS'))),
    )
  })

  it('?checkout: present, true or 1 is a checkout login; its address says checkout=true', () => {
    expect(decodeWith(CustomerAreaLoginParams, { checkout: '' })).toEqual(E.right({ checkout: true }))
    expect(decodeWith(CustomerAreaLoginParams, { checkout: '0' })).toEqual(E.right({ checkout: false }))
    expect(decodeWith(CustomerAreaLoginParams, {})).toEqual(E.right({}))
    expect(urlOf(endpoints.customerAreaMobileLogin, { checkout: true })).toBe('/customer-area/mobile-login?checkout=true')
    expect(urlOf(endpoints.customerAreaData, { jwtToken: 'a.b.c' })).toBe('/customer-area/customerAreaData?jwtToken=a.b.c')
    expect(decodeWith(CustomerAreaDataParams, {})).toEqual(E.right({}))
  })

  it('details update: the §7 PascalCase body; the id in the path is a number', () => {
    expect(
      decodeWith(CustomerUpdateBody, {
        FirstName: 'דנה',
        LastName: 'כהן',
        EmailAddress1: 'd@e.f',
        MobileNumber1: '0521234567',
        City: 'חיפה',
      }),
    ).toEqual(E.right({ firstName: 'דנה', lastName: 'כהן', email: 'd@e.f', mobileNumber: '0521234567', city: 'חיפה' }))
    expect(decodeWith(CustomerIdParams, { id: '7' })).toEqual(E.right({ id: 7 }))
    expect(E.isLeft(decodeWith(CustomerIdParams, { id: 'me' }))).toBe(true)
    expect(routeOf('PUT', '/customer-area/customers/7')?.endpoint.name).toBe('customerUpdate')
  })
})
