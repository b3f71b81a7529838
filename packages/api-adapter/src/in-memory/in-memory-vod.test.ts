import { VOD_GRANT_VALIDITY_MS, formatJerusalemDateTime, kartisError, type Presentation } from '@kartis/core'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { SMS_CODE_MAX_WRONG_TRIES } from './sms-codes'
import { OPENING_MS, cartFor, commitPaidByCard, hallSeat, openSample, sampleDataset, show501 } from './test-support/demo-sample'

/** A VOD presentation (venue type 101) for the test, sold through the sample hall's plan. */
const vodShow: Presentation = { ...show501, id: 701, venueTypeId: 101, startDateTime: null, seatingPolicyId: 0, maxSeats: 4 }

/** The demo's נועה (customer 1, DEMO_CUSTOMER_ACCOUNTS) and a number no customer has. */
const NOA_PHONE = '0549876543'
const NOA_ID = 1
const OTHER_PHONE = '0539876543'

const open = () => {
  const { office, clock, dana, yossi } = openSample({ ...sampleDataset, presentations: [...sampleDataset.presentations, vodShow] })
  return { office, clock, browser: dana, other: yossi }
}

type Sample = ReturnType<typeof open>

/** Orders seat x of row א of a presentation with the phone (and customer ids), paying by card: the reservation's identifier. */
const buy = async (sample: Sample, presentation: Presentation, x: number, mobileNumber: string, customerIds: readonly number[] = []) => {
  await sample.browser.seatLocks.lock(hallSeat(presentation.id, x, 1))
  const base = cartFor(presentation, [x])
  const cart = { ...base, customerInfo: { ...base.customerInfo, mobileNumber, customerIds } }
  return (await commitPaidByCard(sample.office, sample.browser, cart)).reservationIdentifier
}

/** נועה buys a viewing (seat x) and her browser watches it with the code she was sent: the reservation. */
const watching = async (sample: Sample, x = 1): Promise<string> => {
  const resId = await buy(sample, vodShow, x, NOA_PHONE)
  const request = { vodId: 701, reservationIdentifier: resId, mobileNumber: NOA_PHONE }
  await sample.browser.vod.requestCode(request)
  expect(E.isRight(await sample.browser.vod.watch(request, sample.office.smsCodes.lastCodeTo(NOA_PHONE) ?? ''))).toBe(true)
  return resId
}

const codesTo = (sample: Sample, phone: string): number => sample.office.smsCodes.outbox.filter((sms) => sms.to === phone).length

describe('InMemoryVod', () => {
  it('§2 texts a code to the phone that bought the item; the code earns this browser a grant for three hours', async () => {
    const sample = open()
    const resId = await buy(sample, vodShow, 1, NOA_PHONE)
    const request = { vodId: 701, reservationIdentifier: resId, mobileNumber: '054-987-6543' }
    expect(await sample.browser.vod.requestCode(request)).toEqual(E.right({ isFallbackEnabled: true }))
    const code = sample.office.smsCodes.lastCodeTo(NOA_PHONE) ?? ''
    const grant = {
      vodId: 701,
      reservationIdentifier: resId,
      featureName: 'מסע אל הים',
      expiresAt: formatJerusalemDateTime(OPENING_MS + VOD_GRANT_VALIDITY_MS),
    }
    expect(await sample.browser.vod.watch(request, code)).toEqual(E.right(grant))
    expect(await sample.browser.vod.access(701, resId)).toEqual(E.right(grant))
    expect(sample.browser.vod.media(grant)).toEqual({ video: `/api/vod/${resId}/701/media`, captions: `/api/vod/${resId}/701/captions` })
    // The code was used: it grants once.
    expect(await sample.browser.vod.watch(request, code)).toEqual(E.left(kartisError('INVALID_SMS_CODE')))
  })

  it('§2 without a reservation in the address, finds the one the phone bought the item with', async () => {
    const sample = open()
    const resId = await buy(sample, vodShow, 2, NOA_PHONE)
    const request = { vodId: 701, reservationIdentifier: null, mobileNumber: NOA_PHONE }
    await sample.browser.vod.requestCode(request)
    const watched = await sample.browser.vod.watch(request, sample.office.smsCodes.lastCodeTo(NOA_PHONE) ?? '')
    expect(E.map((grant: { readonly reservationIdentifier: string }) => grant.reservationIdentifier)(watched)).toEqual(E.right(resId))
  })

  it("§6 a logged-in customer's reservation is the customer's phone's, whatever number the order gave", async () => {
    const sample = open()
    const resId = await buy(sample, vodShow, 3, OTHER_PHONE, [NOA_ID])
    await sample.browser.vod.requestCode({ vodId: 701, reservationIdentifier: resId, mobileNumber: NOA_PHONE })
    expect(codesTo(sample, NOA_PHONE)).toBe(1)
  })

  it('answers a phone that did not buy the item alike, texts it nothing, and no code opens it', async () => {
    const sample = open()
    const resId = await buy(sample, vodShow, 1, NOA_PHONE)
    const stranger = { vodId: 701, reservationIdentifier: resId, mobileNumber: OTHER_PHONE }
    expect(await sample.other.vod.requestCode(stranger)).toEqual(E.right({ isFallbackEnabled: true }))
    expect(codesTo(sample, OTHER_PHONE)).toBe(0)
    expect(await sample.other.vod.watch(stranger, '000000')).toEqual(E.left(kartisError('INVALID_SMS_CODE')))
    expect(await sample.other.vod.access(701, resId)).toEqual(E.left(kartisError('VOD_ACCESS_DENIED')))
  })

  it("texts nothing for another reservation's item, an item the reservation does not have, or a seated show", async () => {
    const sample = open()
    const others = await buy(sample, vodShow, 1, OTHER_PHONE)
    const seated = await buy(sample, show501, 3, NOA_PHONE)
    await sample.browser.vod.requestCode({ vodId: 701, reservationIdentifier: others, mobileNumber: NOA_PHONE })
    sample.clock.advance(60_000)
    await sample.browser.vod.requestCode({ vodId: 501, reservationIdentifier: seated, mobileNumber: NOA_PHONE })
    sample.clock.advance(60_000)
    await sample.browser.vod.requestCode({ vodId: 701, reservationIdentifier: seated, mobileNumber: NOA_PHONE })
    expect(codesTo(sample, NOA_PHONE)).toBe(0)
  })

  it('refuses a wrong code, and after five wrong ones the code itself', async () => {
    const sample = open()
    const resId = await buy(sample, vodShow, 1, NOA_PHONE)
    const request = { vodId: 701, reservationIdentifier: resId, mobileNumber: NOA_PHONE }
    await sample.browser.vod.requestCode(request)
    const code = sample.office.smsCodes.lastCodeTo(NOA_PHONE) ?? ''
    const wrong = code === '111111' ? '222222' : '111111'
    for (let i = 1; i < SMS_CODE_MAX_WRONG_TRIES; i++)
      expect(await sample.browser.vod.watch(request, wrong)).toEqual(E.left(kartisError('INVALID_SMS_CODE')))
    expect(await sample.browser.vod.watch(request, wrong)).toEqual(E.left(kartisError('OTP_ATTEMPTS_EXCEEDED')))
    expect(await sample.browser.vod.watch(request, code)).toEqual(E.left(kartisError('INVALID_SMS_CODE')))
    expect(await sample.browser.vod.access(701, resId)).toEqual(E.left(kartisError('VOD_ACCESS_DENIED')))
  })

  it("a grant is the browser's own, lasts three hours, and ends with the reservation", async () => {
    const sample = open()
    const resId = await watching(sample)
    expect(await sample.other.vod.access(701, resId)).toEqual(E.left(kartisError('VOD_ACCESS_DENIED')))
    sample.clock.advance(VOD_GRANT_VALIDITY_MS - 1)
    expect(E.isRight(await sample.browser.vod.access(701, resId))).toBe(true)
    const cancelled = await sample.browser.reservations.cancel({
      reservationIdentifier: resId,
      itemsToCancel: [],
      refundToTransactionCredit: false,
    })
    expect(E.isRight(cancelled)).toBe(true)
    expect(await sample.browser.vod.access(701, resId)).toEqual(E.left(kartisError('VOD_ACCESS_DENIED')))
  })

  it('a grant expires', async () => {
    const sample = open()
    const resId = await watching(sample)
    sample.clock.advance(VOD_GRANT_VALIDITY_MS)
    expect(await sample.browser.vod.access(701, resId)).toEqual(E.left(kartisError('VOD_ACCESS_DENIED')))
  })

  it('refuses a malformed number', async () => {
    const sample = open()
    expect(await sample.browser.vod.requestCode({ vodId: 701, reservationIdentifier: null, mobileNumber: '12345' })).toEqual(
      E.left(kartisError('invalid_mobileNumber')),
    )
  })
})
