import { ManualClock, SMS_FALLBACK_DELAY_MS, kartisError, type Customer, type Result } from '@kartis/core'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { InMemoryBoxOffice } from './box-office'
import type { CustomerAccount } from './customer-accounts'
import { CUSTOMER_TOKEN_VALIDITY_MS } from './customer-accounts'
import { inMemoryAdapters } from './in-memory-adapters'
import { SMS_CODE_VALIDITY_MS } from './sms-codes'
import { OPENING_MS, cartFor, commitPaidByCard, hallSeat, sampleDataset, show501, show502, visitorNamed } from './test-support/demo-sample'

const NOA: CustomerAccount = {
  customerId: 7,
  firstName: 'נועה',
  lastName: 'כהן',
  ssn: '000000018',
  email: 'noa@example.org',
  mobileNumber: '0501234567',
  password: 'secret-1',
  isMailingAllowed: true,
  members: [],
  voucherCodes: ['GIFT-100'],
  vodTickets: [{ vodId: 9, reservationIdentifier: null, featureName: 'מדבר יהודה', validUntil: null }],
}

const open = (customerAreaAllowEnableCancel = false) => {
  const clock = new ManualClock(OPENING_MS)
  const office = new InMemoryBoxOffice(sampleDataset, { clock, customers: [NOA], customerAreaCancel: { customerAreaAllowEnableCancel } })
  return {
    office,
    clock,
    browser: inMemoryAdapters(office, visitorNamed('11111111-1111-4111-8111-111111111111')),
    other: inMemoryAdapters(office, visitorNamed('22222222-2222-4222-8222-222222222222')),
  }
}

type Sample = ReturnType<typeof open>

const customerOf = (result: Result<Customer>): Customer => {
  if (E.isLeft(result)) throw new Error(`expected a customer, got ${result.left.code}`)
  return result.right
}

/** Logs the browser's visitor in by SMS to the number, reading the code from the outbox. */
const logInBySms = async (sample: Sample): Promise<Customer> => {
  expect(
    await sample.browser.customerArea.requestMobileLogin({ method: 'mobile', mobileNumber: '050-1234567', forCheckout: false }),
  ).toEqual(E.right({ isFallbackEnabled: true }))
  return customerOf(await sample.browser.customerArea.validateMobileLogin(sample.office.smsCodes.lastCodeTo('0501234567') ?? ''))
}

/** Noa (or anyone giving her number) orders seats of a presentation, paying by card unless it is a hold order. */
const orderAsNoa = async (
  sample: Sample,
  adapters: Sample['browser'],
  presentation: typeof show501,
  xs: readonly number[],
  isHold = false,
) => {
  for (const x of xs) await adapters.seatLocks.lock(hallSeat(presentation.id, x, 1))
  const base = cartFor(presentation, xs)
  const cart = { ...base, isHold, customerInfo: { ...base.customerInfo, mobileNumber: '+972501234567' } }
  return commitPaidByCard(sample.office, adapters, cart)
}

describe('InMemoryCustomerArea login', () => {
  it('§6 by mobile number and SMS code: the customer, logged in for the customer-area data', async () => {
    const sample = open()
    expect(await sample.browser.customerArea.customerAreaData()).toEqual(E.left(kartisError('LOGIN_REQUIRED')))
    const customer = await logInBySms(sample)
    expect(customer).toMatchObject({ customerIds: [7], firstName: 'נועה', mobileNumber: '0501234567' })
    expect(customerOf(await sample.browser.customerArea.customerAreaData()).customerIds).toEqual([7])
    // Another visitor's session is not logged in.
    expect(await sample.other.customerArea.customerAreaData()).toEqual(E.left(kartisError('LOGIN_REQUIRED')))
  })

  it('§6 bySsnSms: the code goes to the number on file of the ID number', async () => {
    const sample = open()
    await sample.browser.customerArea.requestMobileLogin({ method: 'ssn', ssn: '18', forCheckout: false })
    const code = sample.office.smsCodes.lastCodeTo('0501234567')
    expect(code).toMatch(/^\d{6}$/)
    expect(customerOf(await sample.browser.customerArea.validateMobileLogin(code ?? '')).customerIds).toEqual([7])
  })

  it('issue 12 an unknown number or ID number gets the same answer, and no text', async () => {
    const sample = open()
    const known = await sample.browser.customerArea.requestMobileLogin({ method: 'mobile', mobileNumber: '0501234567', forCheckout: false })
    const unknown = await sample.other.customerArea.requestMobileLogin({ method: 'mobile', mobileNumber: '0549999999', forCheckout: false })
    const unknownId = await sample.other.customerArea.requestMobileLogin({ method: 'ssn', ssn: '000000026', forCheckout: false })
    expect(unknown).toEqual(known)
    expect(unknownId).toEqual(known)
    expect(sample.office.smsCodes.outbox.map((sms) => sms.to)).toEqual(['0501234567'])
  })

  it('§8 malformed numbers and ID numbers are refused before anything is sent', async () => {
    const sample = open()
    expect(await sample.browser.customerArea.requestMobileLogin({ method: 'mobile', mobileNumber: '12345', forCheckout: false })).toEqual(
      E.left(kartisError('invalid_mobileNumber')),
    )
    expect(await sample.browser.customerArea.requestMobileLogin({ method: 'ssn', ssn: '123456789', forCheckout: false })).toEqual(
      E.left(kartisError('invalid_ssn')),
    )
    expect(sample.office.smsCodes.outbox).toEqual([])
  })

  it('§8 a wrong code is INVALID_SMS_CODE; the fifth wrong try ends the code (OTP_ATTEMPTS_EXCEEDED)', async () => {
    const sample = open()
    await sample.browser.customerArea.requestMobileLogin({ method: 'mobile', mobileNumber: '0501234567', forCheckout: false })
    const right = sample.office.smsCodes.lastCodeTo('0501234567') ?? ''
    const wrong = right === '000000' ? '111111' : '000000'
    for (let attempt = 1; attempt < 5; attempt++)
      expect(await sample.browser.customerArea.validateMobileLogin(wrong)).toEqual(E.left(kartisError('INVALID_SMS_CODE')))
    expect(await sample.browser.customerArea.validateMobileLogin(wrong)).toEqual(E.left(kartisError('OTP_ATTEMPTS_EXCEEDED')))
    expect(await sample.browser.customerArea.validateMobileLogin(right)).toEqual(E.left(kartisError('INVALID_SMS_CODE')))
  })

  it('issue 12 a code is good for 5 minutes, once, and for the visitor it was sent to', async () => {
    const sample = open()
    await sample.browser.customerArea.requestMobileLogin({ method: 'mobile', mobileNumber: '0501234567', forCheckout: false })
    const code = sample.office.smsCodes.lastCodeTo('0501234567') ?? ''
    expect(await sample.other.customerArea.validateMobileLogin(code)).toEqual(E.left(kartisError('INVALID_SMS_CODE')))
    sample.clock.advance(SMS_CODE_VALIDITY_MS)
    expect(await sample.browser.customerArea.validateMobileLogin(code)).toEqual(E.left(kartisError('INVALID_SMS_CODE')))
  })

  it('§9 a resend waits for the fallback’s 20 seconds; a number gets at most 3 codes in 5 minutes (TOO_MANY_REQUESTS)', async () => {
    const sample = open()
    const request = () =>
      sample.browser.customerArea.requestMobileLogin({ method: 'mobile', mobileNumber: '0501234567', forCheckout: false })
    expect(E.isRight(await request())).toBe(true)
    expect(await request()).toEqual(E.left(kartisError('TOO_MANY_REQUESTS')))
    sample.clock.advance(SMS_FALLBACK_DELAY_MS)
    expect(E.isRight(await request())).toBe(true)
    sample.clock.advance(SMS_FALLBACK_DELAY_MS)
    expect(E.isRight(await request())).toBe(true)
    sample.clock.advance(SMS_FALLBACK_DELAY_MS)
    expect(await request()).toEqual(E.left(kartisError('TOO_MANY_REQUESTS')))
    // Only the last code counts.
    const codes = sample.office.smsCodes.outbox.map((sms) => sms.code)
    expect(codes).toHaveLength(3)
  })

  it('§4 logout clears the session', async () => {
    const sample = open()
    await logInBySms(sample)
    expect(await sample.browser.customerArea.logout()).toEqual(E.right(undefined))
    expect(await sample.browser.customerArea.customerAreaData()).toEqual(E.left(kartisError('LOGIN_REQUIRED')))
  })
})

describe('InMemoryCustomerArea.customerAreaData', () => {
  it('§4 the customer’s reservations (ordered with their number from any browser) unpaid first, then latest first, each with its e-ticket key', async () => {
    const sample = open()
    await orderAsNoa(sample, sample.other, show501, [1, 2])
    await orderAsNoa(sample, sample.other, show502, [4])
    await orderAsNoa(sample, sample.other, show502, [5], true)
    await logInBySms(sample)
    const customer = customerOf(await sample.browser.customerArea.customerAreaData())
    expect(customer.reservations.map((r) => [r.reservationIdentifier, r.isUnpaid, r.documentKey, r.cancellation])).toEqual([
      ['KRT-1003', true, 'KRT-1003', null],
      ['KRT-1002', false, 'KRT-1002', null],
      ['KRT-1001', false, 'KRT-1001', null],
    ])
    // The customer's own reservation opens for them in this browser, though another visitor ordered it.
    expect(E.isRight(await sample.browser.reservations.reservation('KRT-1001'))).toBe(true)
  })

  it('§4/§6 where the customer area may cancel, a reservation carries its quote; cancelled, it leaves the list and its seats are free', async () => {
    const sample = open(true)
    await orderAsNoa(sample, sample.other, show502, [1, 2])
    await logInBySms(sample)
    const [reservation] = customerOf(await sample.browser.customerArea.customerAreaData()).reservations
    expect(reservation?.cancellation).toEqual({ fee: 0, refund: 0 })
    expect(
      await sample.browser.reservations.cancel({
        reservationIdentifier: 'KRT-1001',
        itemsToCancel: reservation?.ticketIdentifiers ?? [],
        refundToTransactionCredit: false,
      }),
    ).toEqual(E.right({ fee: 0, refund: 0, creditCode: null }))
    expect(customerOf(await sample.browser.customerArea.customerAreaData()).reservations).toEqual([])
    expect(E.isRight(await sample.browser.seatLocks.lock(hallSeat(502, 1, 1)))).toBe(true)
  })

  it('§6 where it may not, the customer’s cancel is CANCEL_NOT_ALLOWED; another customer’s reservation is not found', async () => {
    const sample = open()
    await orderAsNoa(sample, sample.other, show502, [1])
    const third = inMemoryAdapters(sample.office, visitorNamed('33333333-3333-4333-8333-333333333333'))
    const cancel = (adapters: Sample['browser']) =>
      adapters.reservations.cancel({ reservationIdentifier: 'KRT-1001', itemsToCancel: [], refundToTransactionCredit: false })
    expect(await cancel(third)).toEqual(E.left(kartisError('RESERVATION_NOT_FOUND', { reservationIdentifier: 'KRT-1001' })))
    await logInBySms(sample)
    expect(await cancel(sample.browser)).toEqual(E.left(kartisError('CANCEL_NOT_ALLOWED', { reservationIdentifier: 'KRT-1001' })))
  })

  it('§3 vouchers held (balance in agorot, gone once cancelled), members and VOD items', async () => {
    const sample = open()
    await logInBySms(sample)
    const customer = customerOf(await sample.browser.customerArea.customerAreaData())
    expect(customer.systemVouchers).toEqual([
      expect.objectContaining({ reference: 'GIFT-100', balance: 10000, isForReplacement: false, endDate: '2026-12-31' }),
    ])
    expect(customer.vodTickets).toEqual(NOA.vodTickets)
    await sample.browser.systemVouchers.cancel('GIFT-100', '')
    expect(customerOf(await sample.browser.customerArea.customerAreaData()).systemVouchers).toEqual([])
  })

  it('§2/§8 a lost-login link logs in once, for a day', async () => {
    const sample = open()
    const token = sample.office.customers.issueToken(7, sample.clock.now())
    expect(customerOf(await sample.browser.customerArea.customerAreaData(token)).customerIds).toEqual([7])
    expect(customerOf(await sample.browser.customerArea.customerAreaData()).customerIds).toEqual([7])
    expect(await sample.other.customerArea.customerAreaData(token)).toEqual(E.left(kartisError('CUSTOMER_TOKEN_REDEEMED')))
    const late = sample.office.customers.issueToken(7, sample.clock.now())
    sample.clock.advance(CUSTOMER_TOKEN_VALIDITY_MS)
    expect(await sample.other.customerArea.customerAreaData(late)).toEqual(E.left(kartisError('CUSTOMER_TOKEN_EXPIRED')))
    expect(await sample.other.customerArea.customerAreaData('forged')).toEqual(E.left(kartisError('CUSTOMER_TOKEN_ERROR')))
  })
})

describe('InMemoryCustomerArea login link by e-mail', () => {
  it('e-mails the customer with the address (any case) a link that logs in once, answers an unknown address alike, refuses a malformed one', async () => {
    const sample = open()
    expect(await sample.other.customerArea.requestLoginLinkByEmail(' NOA@example.org ')).toEqual(E.right(undefined))
    expect(await sample.other.customerArea.requestLoginLinkByEmail('nobody@example.org')).toEqual(E.right(undefined))
    expect(sample.office.customers.emailedLinks.map((link) => link.to)).toEqual(['noa@example.org'])
    const token = sample.office.customers.emailedLinks[0]?.token ?? ''
    expect(customerOf(await sample.browser.customerArea.customerAreaData(token)).customerIds).toEqual([7])
    expect(await sample.other.customerArea.customerAreaData(token)).toEqual(E.left(kartisError('CUSTOMER_TOKEN_REDEEMED')))
    expect(await sample.other.customerArea.requestLoginLinkByEmail('noa@')).toEqual(E.left(kartisError('invalid_email')))
  })
})
