import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CartCodec } from '@kartis/api-adapter'
import { ManualClock } from '@kartis/core'
import { VISITOR, cartOf, openPaymentFixture, type PaymentFixture } from '../payment/payment-fixture'
import { appOver, at } from './payment-test-app'

const START = Date.UTC(2025, 6, 1, 9, 0)

let fixture: PaymentFixture
let app: ReturnType<typeof appOver>

beforeAll(async () => {
  const clock = new ManualClock(START)
  fixture = await openPaymentFixture(clock)
  app = appOver(fixture.storage, clock)
})

afterAll(async () => {
  await app.close()
  await fixture.database.close()
})

/** What a refused request must leave untouched: the reservations, sold seats, debits, payment sessions and saved carts. */
const digest = async (): Promise<string> =>
  JSON.stringify(
    await Promise.all(
      (['reservations', 'sold_seats', 'voucher_debits', 'coupon_redemptions', 'payment_sessions', 'vouchers', 'saved_carts'] as const).map(
        (table) => fixture.database.db.selectFrom(table).selectAll().execute(),
      ),
    ),
  )

const ROUTES = [
  ['POST', '/api/payment/commit'],
  ['POST', '/api/payment/KR-AAAAAAAA/payment'],
  ['POST', '/api/cart'],
  ['POST', '/api/reservations/KR-AAAAAAAA/cancel'],
  ['POST', '/api/reservations/KR-AAAAAAAA/producerCancel'],
  ['POST', '/api/system-vouchers/GIFT-500/cancel'],
  ['POST', '/api/system-vouchers/GIFT-500/replacement'],
  ['POST', '/api/payment/hosted/nope/submit?locale=he'],
] as const

/** Bodies near the real ones: a valid cart with fields replaced by anything. */
const nearCart = fc
  .record({
    field: fc.constantFrom('seats', 'products', 'voucherPayments', 'paymentIdentifier', 'numberOfPayments', 'kind'),
    value: fc.jsonValue(),
  })
  .map(({ field, value }) => ({
    cart: { ...CartCodec.encode(cartOf(1, [{ x: 1, ticketId: 11 }])), [field]: value },
    recaptchaToken: 'kartis-dev-captcha',
  }))

describe('the payment and reservation routes under arbitrary input', () => {
  it('never answer 500, always answer an error code when refusing, and change nothing when refusing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ROUTES), fc.oneof(fc.jsonValue(), nearCart), async ([method, url], payload) => {
        const before = await digest()
        const response = await app.inject({
          method,
          url,
          headers: { 'x-kartis-uuid': VISITOR, 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        })
        expect(response.statusCode).toBeLessThan(500)
        if (url.includes('/hosted/')) return
        const body: unknown = JSON.parse(response.body)
        const refused = response.statusCode >= 400 || at(body, 'error') !== undefined
        if (refused) {
          expect(at(body, 'error', 'code')).toEqual(expect.any(String))
          expect(await digest()).toBe(before)
        }
      }),
      { numRuns: 150 },
    )
  })

  it('never answer 500 to arbitrary query parameters of the payment form and voucher look-up', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/payment/form/he', '/api/payment/voucher', '/api/reservations/KR-AAAAAAAA', '/api/system-vouchers/X/history'),
        fc.dictionary(fc.constantFrom('ssn', 'total', 'recaptchaToken', 'reference', 'uuid', 'locationId'), fc.string()),
        async (path, query) => {
          const response = await app.inject({ method: 'GET', url: path, query, headers: { 'x-kartis-uuid': VISITOR } })
          expect(response.statusCode).toBeLessThan(500)
        },
      ),
      { numRuns: 150 },
    )
  })
})
