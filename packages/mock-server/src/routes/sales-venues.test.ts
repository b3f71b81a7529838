import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DonationCauseId, SaleVoucherId, demoFreeDonation, demoVoucherLine } from '@kartis/api-adapter'
import { emptyCart, type Cart, type CartVoucherItem } from '@kartis/core'
import { CUSTOMER } from '../payment/payment-fixture'
import { demoApp, newVisitor, type DemoApp } from '../test-support/demo-app'
import { saleRowCounts } from '../test-support/sale-row-counts'
import { at, payByCard, visitor } from './payment-test-app'
import { DEMO_HOSTS } from '../test-support/demo-hosts'

// Issue 15 §2 the demo's vouchers and donation causes each belong to one venue (DEMO-DATA.md):
// the gift cards and the young artists' cause to the theatre, the cinema entry card and the
// accessibility fund to the cinema chain, the trampoline voucher to the festival. A venue's host
// offers and sells only its own; the install's plain host offers all.

const { theatre: THEATRE, cinema: CINEMA, festival: FESTIVAL, plain: PLAIN } = DEMO_HOSTS

let demo: DemoApp
beforeEach(async () => {
  demo = await demoApp()
})
afterEach(async () => {
  await demo.app.close()
})

const browserAt = (host: string) => visitor(demo.app, newVisitor(), 0, { host })

const idsOf = (body: unknown, list: string, key: string): readonly unknown[] => {
  const rows = at(body, list)
  return Array.isArray(rows) ? rows.map((row) => at(row, key)) : []
}

/** The voucher ids, super class ids and cause ids a host offers. */
const offeredAt = async (host: string, prefix = '') => {
  const browser = browserAt(host)
  const shop = await browser.get(`${prefix}/api/vouchers/shop`)
  const desk = await browser.get(`${prefix}/api/donations/desk`)
  expect([shop.status, desk.status]).toEqual([200, 200])
  return {
    vouchers: idsOf(shop.body, 'Vouchers', 'SystemVoucherId'),
    superClasses: idsOf(shop.body, 'SuperClasses', 'SystemVoucherSuperClassId'),
    causes: idsOf(desk.body, 'Donations', 'id'),
  }
}

const GIFT_CARDS = [SaleVoucherId.gift100, SaleVoucherId.gift200, SaleVoucherId.gift500]
const vouchers = (lines: readonly CartVoucherItem[], paymentIdentifier: string | null = null): Cart => ({
  ...emptyCart('vouchers', CUSTOMER),
  vouchers: lines,
  paymentIdentifier,
})

describe('issue 15 §2 the voucher shop and the donation desk of a venue', () => {
  it('each venue’s host (and its /v/{slug}) offers its own vouchers and causes only; the plain host offers all', async () => {
    expect(await offeredAt(PLAIN)).toEqual({
      vouchers: [...GIFT_CARDS, SaleVoucherId.cinemaFive, SaleVoucherId.trampolineKids],
      superClasses: [1, 2],
      causes: [DonationCauseId.accessibility, DonationCauseId.youngArtists],
    })
    const theatre = { vouchers: GIFT_CARDS, superClasses: [1], causes: [DonationCauseId.youngArtists] }
    expect(await offeredAt(THEATRE)).toEqual(theatre)
    expect(await offeredAt(PLAIN, '/v/theatre')).toEqual(theatre)
    expect(await offeredAt(CINEMA)).toEqual({
      vouchers: [SaleVoucherId.cinemaFive],
      superClasses: [2],
      causes: [DonationCauseId.accessibility],
    })
    expect(await offeredAt(FESTIVAL)).toEqual({ vouchers: [SaleVoucherId.trampolineKids], superClasses: [2], causes: [] })
  })

  it('another venue’s super class is NOT_FOUND at a venue’s host, as an unknown one is', async () => {
    const answer = await browserAt(THEATRE).get('/api/vouchers/shop?systemVoucherSuperClassId=2')
    expect(answer.status).toBe(404)
    expect(at(answer.body, 'error', 'code')).toBe('NOT_FOUND')
    expect((await browserAt(CINEMA).get('/api/vouchers/shop?systemVoucherSuperClassId=2')).status).toBe(200)
  })

  it('the cinema’s entry card or the cinema’s cause ordered at the theatre’s host is refused and sells nothing; at the cinema’s host it sells', async () => {
    const cinemaFive = demoVoucherLine(SaleVoucherId.cinemaFive, 175)
    const atTheatre = browserAt(THEATRE)
    const before = await saleRowCounts(demo.database.db)
    const voucher = await atTheatre.commit(vouchers([cinemaFive], await payByCard(demo.app, atTheatre, 178)))
    expect(voucher.status).toBeGreaterThanOrEqual(400)
    expect(voucher.status).toBeLessThan(500)
    expect(at(voucher.body, 'error')).toMatchObject({ code: 'UNABLE_TO_PROCESS_ORDER', params: { reason: 'voucher-not-on-sale' } })
    const donation = await atTheatre.commit({
      ...emptyCart('donations', CUSTOMER),
      donations: [demoFreeDonation(5_000)],
      paymentIdentifier: await payByCard(demo.app, atTheatre, 50),
    })
    expect(at(donation.body, 'error')).toMatchObject({ code: 'UNABLE_TO_PROCESS_ORDER', params: { reason: 'donation-not-on-sale' } })
    expect(await saleRowCounts(demo.database.db)).toEqual(before)
    const atCinema = browserAt(CINEMA)
    const sold = await atCinema.commit(vouchers([cinemaFive], await payByCard(demo.app, atCinema, 178)))
    expect(sold.status, sold.text).toBe(200)
  })
})

describe('issue 15 §2 an order without a presentation belongs to the venue that sold it', () => {
  const giftCardAt = async (host: string) => {
    const browser = browserAt(host)
    const sold = await browser.commit(vouchers([demoVoucherLine(SaleVoucherId.gift100, 100)], await payByCard(demo.app, browser, 103)))
    expect(sold.status, sold.text).toBe(200)
    const [order, ...more] = await demo.storage.reservations.listForUuid(browser.uuid)
    expect(more).toEqual([])
    return order
  }

  it('a gift card bought at the theatre’s host is stored as the theatre’s (so only the theatre’s customer area and the plain host’s list it); at the plain host, as the install’s', async () => {
    // Business 2 is the theatre (demo-venues.ts); ₪100 and the shop's ₪3 handling fee.
    expect(await giftCardAt(THEATRE)).toMatchObject({ presentationId: null, businessId: 2 })
    expect(await giftCardAt(PLAIN)).toMatchObject({ presentationId: null, businessId: null })
  })
})
