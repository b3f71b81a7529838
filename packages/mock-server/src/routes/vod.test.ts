import { readFile } from 'node:fs/promises'
import { afterEach, describe, expect, it } from 'vitest'
import { CartCodec, VenueId } from '@kartis/api-adapter'
import { VOD_GRANT_VALIDITY_MS } from '@kartis/core'
import { DEMO_CUSTOMERS } from '../demo/demo-customers'
import { hebrewMessageOf } from '../http/hebrew-messages'
import { NO_RATE_LIMITS } from '../http/rate-limits'
import { CUSTOMER } from '../payment/payment-fixture'
import { GA_ROW } from '../storage/seat-inventory'
import { customerBrowser, field, latestCode, type CustomerBrowser } from '../test-support/customer-browser'
import { CAPTCHA, demoApp, lockBody, type DemoApp, type DemoAppOptions } from '../test-support/demo-app'
import {
  freeReservedSeats,
  issueBuyerVouchers,
  nextPresentation,
  regularTickets,
  voucherCart,
  type PlanSeat,
  type Show,
} from '../test-support/order-scenarios'
import { DEFAULT_VOD_CONFIG } from '../vod/vod-config'
import { VOD_GRANT_COOKIE } from '../vod/vod-grant-cookie'

const [NOA, DANI] = DEMO_CUSTOMERS
if (NOA === undefined || DANI === undefined) throw new Error('the demo has customers')

/** The buyer's phone (no customer account has it) and a phone that bought nothing. */
const BUYER = '0548765432'
const STRANGER = '0539876543'

const apps: DemoApp[] = []
afterEach(async () => {
  for (const demo of apps.splice(0)) await demo.app.close()
})

const boxOffice = async (options: DemoAppOptions = {}): Promise<DemoApp> => {
  const demo = await demoApp(options)
  apps.push(demo)
  return demo
}

/** The untimed VOD items of the demo's home-cinema venue (type 101): `[first, second]`. */
const vodShows = async (demo: DemoApp): Promise<readonly [Show, Show]> => {
  const [first, second] = (await demo.storage.catalog.listPresentations({ venueIds: [VenueId.vodHome] }))
    .filter((p) => p.startDateTime === null)
    .map((p) => ({ id: p.id, venueId: p.venueId, seatplanId: p.seatplanId ?? 0 }))
  if (first === undefined || second === undefined) throw new Error('the demo has two home-cinema VOD items')
  return [first, second]
}

/** A box office (options as demoApp's) and its first home-cinema VOD item. */
const boxOfficeWithItem = async (options: DemoAppOptions = {}): Promise<{ readonly demo: DemoApp; readonly show: Show }> => {
  const demo = await boxOffice(options)
  const [show] = await vodShows(demo)
  return { demo, show }
}

const VIEWINGS_SECTION = VenueId.vodHome * 100 + 1

/** Buys `show` through the ordinary order flow (a GA viewing locked, then committed paid by a voucher) with `phone`: its reservation. */
const buy = async (demo: DemoApp, browser: CustomerBrowser, show: Show, phone: string): Promise<string> => {
  const locked = await browser.request(
    'PUT',
    '/api/seats/lock-seat',
    lockBody(show, { sectionId: VIEWINGS_SECTION, x: 0, y: null, ticketGroupId: 14 }),
  )
  expect(locked.status).toBe(200)
  const x = Number(field(locked.body, 'lockedSeat', 'x'))
  const [voucher = ''] = await issueBuyerVouchers(demo.database.db, 1, 1_000_000)
  const cart = voucherCart(
    show,
    [{ sectionId: VIEWINGS_SECTION, x, y: GA_ROW, ticketGroupId: 14 }],
    await regularTickets(demo.database.db),
    voucher,
  )
  const committed = await browser.request('POST', '/api/payment/commit', {
    cart: CartCodec.encode({ ...cart, customerInfo: { ...CUSTOMER, mobileNumber: phone } }),
    recaptchaToken: CAPTCHA,
  })
  const identifier = field(committed.body, 'reservationIdentifier')
  if (typeof identifier !== 'string') throw new Error(`commit failed: ${JSON.stringify(committed.body)}`)
  return identifier
}

const askCode = (browser: CustomerBrowser, vodId: number, reservationIdentifier: string | null, mobileNumber: string) =>
  browser.request('POST', '/api/vod/code', { vodId, reservationIdentifier, mobileNumber, recaptchaToken: CAPTCHA })

const watch = (browser: CustomerBrowser, vodId: number, reservationIdentifier: string | null, mobileNumber: string, smsCode: string) =>
  browser.request('POST', '/api/vod/watch', { vodId, reservationIdentifier, mobileNumber, smsCode })

/** The code the outbox has for the phone, after asking for one. */
const codeFor = async (demo: DemoApp, browser: CustomerBrowser, vodId: number, resId: string | null, phone: string): Promise<string> => {
  expect((await askCode(browser, vodId, resId, phone)).status).toBe(200)
  return (await latestCode(demo.storage.sms, phone)) ?? ''
}

/** A media request as the video element makes it: no visitor header, the browser's cookies, maybe a range. */
const media = async (demo: DemoApp, browser: CustomerBrowser, path: string, range?: string) => {
  const cookie = browser.cookies.header()
  const response = await demo.app.inject({
    method: 'GET',
    url: path,
    headers: { ...(cookie === null ? {} : { cookie }), ...(range === undefined ? {} : { range }) },
  })
  return response
}

const refusal = (response: { readonly statusCode: number; readonly body: string }) => {
  const body: unknown = JSON.parse(response.body)
  return [response.statusCode, field(body, 'error', 'code'), field(body, 'error', 'message')]
}
const DENIED = [403, 'VOD_ACCESS_DENIED', hebrewMessageOf('VOD_ACCESS_DENIED')]

/** A box office where BUYER bought the first VOD item; the buyer's browser holding the grant after the code. */
const watching = async () => {
  const { demo, show } = await boxOfficeWithItem()
  const buyer = customerBrowser(demo.app)
  const resId = await buy(demo, buyer, show, BUYER)
  const code = await codeFor(demo, buyer, show.id, resId, BUYER)
  const granted = await watch(buyer, show.id, resId, BUYER, code)
  return { demo, show, buyer, resId, granted, path: `/api/vod/${resId}/${show.id}` }
}

describe('§2 VOD: a code to the phone that bought the item, then the item to watch', () => {
  it('texts the code, and the code earns this browser a grant for the item in an httpOnly cookie under its path', async () => {
    const { demo, show, resId, granted, buyer, path } = await watching()
    const sms = (await demo.storage.sms.listFor(BUYER)).at(-1)?.text ?? ''
    expect(sms).toContain('קוד הצפייה')
    expect(granted.status).toBe(200)
    expect(field(granted.body, 'vodGrant')).toEqual({
      VodId: show.id,
      ReservationIdentifier: resId,
      FeatureName: 'מדבר יהודה',
      ExpiresAt: expect.stringMatching(/^2025-07-06T12:00:00\+03:00$/),
    })
    const cookie = granted.setCookies.find((line) => line.startsWith(`${VOD_GRANT_COOKIE}=`)) ?? ''
    expect(cookie).toMatch(/; HttpOnly/i)
    expect(cookie).toMatch(/; SameSite=Strict/i)
    expect(cookie).toContain(`; Path=${path}`)
    expect(cookie).toContain(`; Max-Age=${VOD_GRANT_VALIDITY_MS / 1000}`)
    expect((await buyer.request('GET', `${path}/access`)).body).toEqual(granted.body)
  })

  it('serves the clip with ranges (206 and the right bytes) and its captions only with the grant', async () => {
    const { demo, buyer, path } = await watching()
    const clip = await readFile(DEFAULT_VOD_CONFIG.clip.path)
    const whole = await media(demo, buyer, `${path}/media`)
    expect(whole.statusCode).toBe(200)
    expect(whole.headers['content-type']).toBe('video/webm')
    expect(whole.headers['accept-ranges']).toBe('bytes')
    expect(whole.rawPayload.equals(clip)).toBe(true)
    const part = await media(demo, buyer, `${path}/media`, 'bytes=100-1099')
    expect(part.statusCode).toBe(206)
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${clip.length}`)
    expect(part.rawPayload.equals(clip.subarray(100, 1100))).toBe(true)
    const captions = await media(demo, buyer, `${path}/captions`)
    expect(captions.statusCode).toBe(200)
    expect(captions.headers['content-type']).toContain('text/vtt')
    expect(captions.body).toMatch(/^WEBVTT/)
  })

  it('without a reservation in the address, grants the item by the phone’s reservation of it', async () => {
    const { demo, show } = await boxOfficeWithItem()
    const buyer = customerBrowser(demo.app)
    const resId = await buy(demo, buyer, show, BUYER)
    const viewer = customerBrowser(demo.app)
    const granted = await watch(viewer, show.id, null, BUYER, await codeFor(demo, viewer, show.id, null, BUYER))
    expect(field(granted.body, 'vodGrant', 'ReservationIdentifier')).toBe(resId)
    expect((await media(demo, viewer, `/api/vod/${resId}/${show.id}/media`, 'bytes=0-9')).statusCode).toBe(206)
  })

  it('the demo’s דני watches the VOD item he bought with his number (no purchase needed to try it)', async () => {
    const { demo, show } = await boxOfficeWithItem()
    const dani = customerBrowser(demo.app)
    const granted = await watch(dani, show.id, null, DANI.mobile, await codeFor(demo, dani, show.id, null, DANI.mobile))
    expect(field(granted.body, 'vodGrant', 'FeatureName')).toBe('מדבר יהודה')
    const resId = String(field(granted.body, 'vodGrant', 'ReservationIdentifier'))
    expect((await media(demo, dani, `/api/vod/${resId}/${show.id}/media`, 'bytes=0-0')).statusCode).toBe(206)
  })

  it('§6 a reservation a logged-in customer bought is the customer’s phone’s, whatever number the order gave', async () => {
    const { demo, show } = await boxOfficeWithItem()
    const noa = customerBrowser(demo.app)
    expect((await noa.logInByEmail(NOA.email, NOA.password ?? '')).status).toBe(200)
    const resId = await buy(demo, noa, show, STRANGER)
    const granted = await watch(noa, show.id, resId, NOA.mobile, await codeFor(demo, noa, show.id, resId, NOA.mobile))
    expect(granted.status).toBe(200)
  })
})

describe('§2 VOD refusals: never the item without a valid grant', () => {
  it('no grant, another browser, a forged or altered grant, an expired one: 403 VOD_ACCESS_DENIED with its Hebrew text', async () => {
    const { demo, buyer, path } = await watching()
    const other = customerBrowser(demo.app)
    expect(refusal(await media(demo, other, `${path}/media`))).toEqual(DENIED)
    expect(field((await other.request('GET', `${path}/access`)).body, 'error', 'code')).toBe('VOD_ACCESS_DENIED')
    const token = buyer.cookies.get(VOD_GRANT_COOKIE) ?? ''
    const [payload = '', signature = ''] = token.split('.')
    other.cookies.set(VOD_GRANT_COOKIE, `${payload}.${signature.slice(1)}A`)
    expect(refusal(await media(demo, other, `${path}/media`))).toEqual(DENIED)
    other.cookies.set(VOD_GRANT_COOKIE, `${Buffer.from('["KR-AAAAAAAA",1,99999999999999]').toString('base64url')}.${signature}`)
    expect(refusal(await media(demo, other, `${path}/media`))).toEqual(DENIED)
    demo.clock.advance(VOD_GRANT_VALIDITY_MS)
    expect(refusal(await media(demo, buyer, `${path}/media`))).toEqual(DENIED)
    expect(refusal(await media(demo, buyer, `${path}/captions`))).toEqual(DENIED)
  })

  it('a grant opens its own item only: not another reservation’s, nor another item of the same reservation', async () => {
    const { demo, show, buyer, resId } = await watching()
    const [, second] = await vodShows(demo)
    const otherBuyer = customerBrowser(demo.app)
    const othersRes = await buy(demo, otherBuyer, show, STRANGER)
    expect(refusal(await media(demo, buyer, `/api/vod/${othersRes}/${show.id}/media`))).toEqual(DENIED)
    expect(refusal(await media(demo, buyer, `/api/vod/${resId}/${second.id}/media`))).toEqual(DENIED)
    expect(refusal(await media(demo, buyer, `/api/vod/${resId}/x/media`))).toEqual(DENIED)
  })

  it('a reservation cancelled after the grant is watched no more', async () => {
    const { demo, buyer, resId, path } = await watching()
    const reservation = await demo.storage.reservations.get(resId)
    const cancelled = await buyer.request('POST', `/api/reservations/${resId}/cancel`, {
      itemsToCancel: reservation?.ticketIdentifiers ?? [],
      refundToTransactionCredit: true,
    })
    expect(cancelled.status).toBe(200)
    expect(refusal(await media(demo, buyer, `${path}/media`))).toEqual(DENIED)
  })

  it('a phone that did not buy the item gets the same answer and no text, and no code opens it', async () => {
    const { demo, show } = await boxOfficeWithItem()
    const buyer = customerBrowser(demo.app)
    const resId = await buy(demo, buyer, show, BUYER)
    const stranger = customerBrowser(demo.app)
    const ownerAnswer = await askCode(customerBrowser(demo.app), show.id, resId, BUYER)
    const strangerAnswer = await askCode(stranger, show.id, resId, STRANGER)
    expect([strangerAnswer.status, strangerAnswer.body]).toEqual([ownerAnswer.status, ownerAnswer.body])
    expect(await demo.storage.sms.listFor(STRANGER)).toEqual([])
    const refused = await watch(stranger, show.id, resId, STRANGER, '123456')
    expect([refused.status, field(refused.body, 'error', 'code')]).toEqual([422, 'INVALID_SMS_CODE'])
    // Nor does the owner's code, typed by someone naming another number.
    const code = (await latestCode(demo.storage.sms, BUYER)) ?? ''
    expect(field((await watch(stranger, show.id, resId, STRANGER, code)).body, 'error', 'code')).toBe('INVALID_SMS_CODE')
  })

  it('texts nothing for a seated show bought with the phone, or another reservation’s item', async () => {
    const { demo, show } = await boxOfficeWithItem()
    const someone = customerBrowser(demo.app)
    const othersRes = await buy(demo, someone, show, STRANGER)
    const buyer = customerBrowser(demo.app)
    expect((await askCode(buyer, show.id, othersRes, BUYER)).status).toBe(200)
    const db = demo.database.db
    const cinema = await nextPresentation(db, VenueId.cinema, demo.clock.now(), new Set())
    // The first free seat the single-seat rule lets one buyer take alone.
    let seat: PlanSeat | undefined
    for (const free of await freeReservedSeats(db, cinema, demo.clock.now())) {
      if ((await buyer.request('PUT', '/api/seats/lock-seat', lockBody(cinema, free))).status !== 200) continue
      seat = free
      break
    }
    if (seat === undefined) throw new Error('the cinema has a free seat')
    const [voucher = ''] = await issueBuyerVouchers(db, 1, 1_000_000)
    const cart = voucherCart(cinema, [seat], await regularTickets(db), voucher)
    const seated = await buyer.request('POST', '/api/payment/commit', {
      cart: CartCodec.encode({ ...cart, customerInfo: { ...CUSTOMER, mobileNumber: BUYER } }),
      recaptchaToken: CAPTCHA,
    })
    const seatedRes = field(seated.body, 'reservationIdentifier')
    expect(typeof seatedRes).toBe('string')
    expect((await askCode(customerBrowser(demo.app), cinema.id, String(seatedRes), BUYER)).status).toBe(200)
    expect((await askCode(customerBrowser(demo.app), show.id, String(seatedRes), BUYER)).status).toBe(200)
    expect((await demo.storage.sms.listFor(BUYER)).filter((sms) => sms.text.includes('קוד הצפייה'))).toEqual([])
    expect(field((await watch(buyer, show.id, othersRes, BUYER, '000000')).body, 'error', 'code')).toBe('INVALID_SMS_CODE')
  })

  it('five wrong codes end the code (OTP_ATTEMPTS_EXCEEDED, 429); the right one then opens nothing', async () => {
    const { demo, show } = await boxOfficeWithItem()
    const buyer = customerBrowser(demo.app)
    const resId = await buy(demo, buyer, show, BUYER)
    const code = await codeFor(demo, buyer, show.id, resId, BUYER)
    const wrong = code === '111111' ? '222222' : '111111'
    const answers = []
    for (let i = 0; i < 5; i++) answers.push(field((await watch(buyer, show.id, resId, BUYER, wrong)).body, 'error', 'code'))
    expect(answers).toEqual(['INVALID_SMS_CODE', 'INVALID_SMS_CODE', 'INVALID_SMS_CODE', 'INVALID_SMS_CODE', 'OTP_ATTEMPTS_EXCEEDED'])
    const late = await watch(buyer, show.id, resId, BUYER, code)
    expect(late.status).toBe(429)
    expect(buyer.cookies.get(VOD_GRANT_COOKIE)).toBeUndefined()
  })

  it('bad input is a §8 code with its Hebrew text, never a 500', async () => {
    const demo = await boxOffice()
    const browser = customerBrowser(demo.app)
    const malformed = await askCode(browser, 1, null, '12345')
    expect([malformed.status, field(malformed.body, 'error', 'code'), field(malformed.body, 'error', 'message')]).toEqual([
      400,
      'invalid_mobileNumber',
      hebrewMessageOf('invalid_mobileNumber'),
    ])
    const noItem = await browser.request('POST', '/api/vod/code', { mobileNumber: BUYER, recaptchaToken: CAPTCHA })
    expect([noItem.status, field(noItem.body, 'error', 'code')]).toEqual([400, 'BAD_REQUEST'])
    const noCaptcha = await browser.request('POST', '/api/vod/code', { vodId: 1, mobileNumber: BUYER, recaptchaToken: 'x' })
    expect(noCaptcha.status).toBeGreaterThanOrEqual(400)
    expect(noCaptcha.status).toBeLessThan(500)
    const noVisitor = await demo.app.inject({
      method: 'POST',
      url: '/api/vod/watch',
      payload: { vodId: 1, mobileNumber: BUYER, smsCode: '1' },
    })
    expect(noVisitor.statusCode).toBe(400)
    expect(refusal(await media(demo, browser, '/api/vod/KR-AAAAAAAA/99999999999/media'))).toEqual(DENIED)
  })
})

describe('§2 VOD rate limits', () => {
  it('code requests count per address (customerLogins)', async () => {
    const { demo, show } = await boxOfficeWithItem({
      config: { rateLimits: { ...NO_RATE_LIMITS, customerLogins: [{ per: 'address', max: 3, windowMs: 60_000 }] } },
    })
    const statuses = []
    for (let i = 0; i < 4; i++) statuses.push((await askCode(customerBrowser(demo.app), show.id, null, STRANGER)).status)
    expect(statuses).toEqual([200, 200, 200, 429])
  })

  it('per phone: the seventh code in an hour is TOO_MANY_REQUESTS, whichever visitor asks', async () => {
    const { demo, show } = await boxOfficeWithItem()
    const buyer = customerBrowser(demo.app)
    await buy(demo, buyer, show, BUYER)
    const codes = []
    for (let i = 0; i < 7; i++)
      codes.push(field((await askCode(customerBrowser(demo.app), show.id, null, BUYER)).body, 'error', 'code') ?? 'sent')
    expect(codes).toEqual(['sent', 'sent', 'sent', 'sent', 'sent', 'sent', 'TOO_MANY_REQUESTS'])
    expect((await demo.storage.sms.listFor(BUYER)).filter((sms) => sms.text.includes('קוד הצפייה'))).toHaveLength(6)
  })

  it('code checks count per visitor (codeChecks)', async () => {
    const demo = await boxOffice({
      config: { rateLimits: { ...NO_RATE_LIMITS, codeChecks: [{ per: 'visitor', max: 2, windowMs: 60_000 }] } },
    })
    const browser = customerBrowser(demo.app)
    const statuses = []
    for (let i = 0; i < 3; i++) statuses.push((await watch(browser, 1, null, BUYER, '123456')).status)
    expect(statuses).toEqual([422, 422, 429])
  })
})
