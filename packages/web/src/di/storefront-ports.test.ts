import { ManualClock, ZERO } from '@kartis/core'
import type { FetchFunction } from '@kartis/api-adapter'
import { describe, expect, it } from 'vitest'
import { fakeStorage } from '../../test/render-app'
import { DEV_CAPTCHA_TOKEN, fixedTokenCaptcha } from './captcha'
import { httpCaptchaConfigSource, httpStorefrontPorts } from './storefront-ports'

/** The storefront's HTTP ports over a scripted fetch, with a fresh visitor at time 0. */
const portsOver = (fetch: FetchFunction) =>
  httpStorefrontPorts({ clock: new ManualClock(0), storage: fakeStorage(), captcha: fixedTokenCaptcha('t'), dataLayerHost: {}, fetch })

describe('§6/§7 the HTTP ports the storefront binds', () => {
  it('call /api/ with the ts stamp and the stored visitor uuid, kept across calls', async () => {
    const calls: { url: string; headers: Readonly<Record<string, string>> }[] = []
    const fetch: FetchFunction = async (url, init) => {
      calls.push({ url, headers: init.headers })
      return { status: 200, text: async () => JSON.stringify([]) }
    }
    const storage = fakeStorage()
    const ports = httpStorefrontPorts({
      clock: new ManualClock(1_750_000_000_000),
      storage,
      captcha: fixedTokenCaptcha(DEV_CAPTCHA_TOKEN),
      dataLayerHost: {},
      fetch,
    })
    await ports.catalog.features({ featureIds: [] })
    await ports.catalog.features({ featureIds: [] })
    const uuid = storage.items.get('kartis-uuid')
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/)
    expect(calls.map((call) => new URL(call.url, 'http://x').pathname)).toEqual(['/api/features/', '/api/features/'])
    expect(calls.map((call) => new URL(call.url, 'http://x').searchParams.get('ts'))).toEqual(['1750000000000', '1750000000000'])
    expect(calls.map((call) => call.headers['x-kartis-uuid'])).toEqual([uuid, uuid])
  })

  it('§7 bind the customer and customer-area ports: the session is the box office cookie, sent with each call', async () => {
    const calls: { url: string; credentials: string | undefined }[] = []
    const fetch: FetchFunction = async (url, init) => {
      calls.push({ url, credentials: init.credentials })
      return { status: 401, text: async () => JSON.stringify({ error: 'LOGIN_REQUIRED' }) }
    }
    const ports = portsOver(fetch)
    expect(await ports.customerArea.customerAreaData()).toEqual({ _tag: 'Left', left: expect.objectContaining({ code: 'LOGIN_REQUIRED' }) })
    await ports.customers.refresh()
    expect(calls.map((call) => [new URL(call.url, 'http://x').pathname, call.credentials])).toEqual([
      ['/api/customer-area/customerAreaData', 'same-origin'],
      ['/api/customer/refresh', 'same-origin'],
    ])
  })

  it('issue 14 bind the voucher shop and the donation desk: GET /api/vouchers/shop (of a super class) and /api/donations/desk', async () => {
    const urls: string[] = []
    const fetch: FetchFunction = async (url) => {
      urls.push(url)
      return { status: 404, text: async () => JSON.stringify({ error: 'NOT_FOUND' }) }
    }
    const ports = portsOver(fetch)
    expect(await ports.voucherSales.voucherShop(2)).toEqual({ _tag: 'Left', left: expect.objectContaining({ code: 'NOT_FOUND' }) })
    await ports.donationSales.donationDesk()
    const paths = urls.map((url) => new URL(url, 'http://x'))
    expect(paths.map((url) => url.pathname)).toEqual(['/api/vouchers/shop', '/api/donations/desk'])
    expect(paths[0]?.searchParams.get('systemVoucherSuperClassId')).toBe('2')
  })

  it('§2 give the VOD media addresses at once, and load the other adapters on their first call', async () => {
    const calls: string[] = []
    const fetch: FetchFunction = async (url) => {
      calls.push(new URL(url, 'http://x').pathname)
      return { status: 404, text: async () => JSON.stringify({ error: 'NOT_FOUND' }) }
    }
    const ports = portsOver(fetch)
    expect(ports.vod.media({ vodId: 20, reservationIdentifier: 'KR-7K3M9Q2A' })).toEqual({
      video: '/api/vod/KR-7K3M9Q2A/20/media',
      captions: '/api/vod/KR-7K3M9Q2A/20/captions',
    })
    expect(calls).toEqual([])
    expect(await ports.reservations.edocument('key-1')).toMatchObject({ _tag: 'Left', left: { code: 'NOT_FOUND' } })
    expect(await ports.savedCarts.openCart('R-1')).toMatchObject({ _tag: 'Left', left: { code: 'NOT_FOUND' } })
    expect(await ports.vod.access(20, 'KR-7K3M9Q2A')).toMatchObject({ _tag: 'Left', left: { code: 'NOT_FOUND' } })
    expect(await ports.seatPlans.presentationsOn({ year: 2026, month: 12, day: 1 })).toMatchObject({
      _tag: 'Left',
      left: { code: 'NOT_FOUND' },
    })
    expect(calls).toEqual(['/api/edocuments/key-1', '/api/cart/R-1/open', '/api/vod/KR-7K3M9Q2A/20/access', '/api/seats/presentations'])
  })

  it('§8 a 503 is SERVER_BUSY, and trying again goes through once the box office answers', async () => {
    const answers = [
      { status: 503, body: JSON.stringify({ error: { code: 'SERVER_BUSY', params: { retryAfterSeconds: 2 } } }) },
      { status: 503, body: '<html>Service Unavailable</html>' },
      { status: 200, body: JSON.stringify({ features: [] }) },
    ]
    const fetch: FetchFunction = async () => {
      const answer = answers.shift() ?? { status: 500, body: '' }
      return { status: answer.status, text: async () => answer.body }
    }
    const ports = portsOver(fetch)
    expect(await ports.catalog.features({ featureIds: [] })).toEqual({
      _tag: 'Left',
      left: { code: 'SERVER_BUSY', params: { retryAfterSeconds: 2 } },
    })
    expect(await ports.catalog.features({ featureIds: [] })).toMatchObject({ _tag: 'Left', left: { code: 'SERVER_BUSY' } })
    expect(await ports.catalog.features({ featureIds: [] })).toEqual({ _tag: 'Right', right: [] })
  })

  it('push analytics to the host window data layer', async () => {
    const host: { dataLayer?: unknown[] } = {}
    const ports = httpStorefrontPorts({
      clock: new ManualClock(0),
      storage: fakeStorage(),
      captcha: fixedTokenCaptcha('t'),
      dataLayerHost: host,
    })
    await ports.analytics.push({ name: 'view_item', currency: 'ILS', value: ZERO, items: [] })
    expect(host.dataLayer).toHaveLength(2)
  })
})

describe('§9 asking the box office which captcha it verifies', () => {
  it('GET /api/captcha-config with the visitor uuid and no captcha token', async () => {
    const calls: { url: string; headers: Readonly<Record<string, string>> }[] = []
    const fetch: FetchFunction = (url, init) => {
      calls.push({ url, headers: init.headers })
      return Promise.resolve({
        status: 200,
        text: () => Promise.resolve(JSON.stringify({ provider: 'turnstile', siteKey: '1x00000000000000000000BB' })),
      })
    }
    const storage = fakeStorage()
    const config = httpCaptchaConfigSource({ clock: new ManualClock(0), storage, fetch })
    expect(await config()).toEqual({ _tag: 'Right', right: { provider: 'turnstile', siteKey: '1x00000000000000000000BB' } })
    expect(calls.map((call) => new URL(call.url, 'http://x').pathname)).toEqual(['/api/captcha-config'])
    expect(calls[0]?.url).not.toContain('recaptchaToken')
    expect(calls[0]?.headers['x-kartis-uuid']).toBe(storage.items.get('kartis-uuid'))
  })
})

describe('§9 the fixed-token captcha', () => {
  it('answers its token, and refuses when it has none', async () => {
    expect(await fixedTokenCaptcha(DEV_CAPTCHA_TOKEN).token('lock_seat')).toEqual({ _tag: 'Right', right: 'kartis-dev-captcha' })
    expect(await fixedTokenCaptcha(' ').token('lock_seat')).toMatchObject({ _tag: 'Left', left: { code: 'RECAPTCHA_FAILED' } })
  })
})
