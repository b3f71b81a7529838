import { ar } from '../../src/i18n/locales/ar'
import { en } from '../../src/i18n/locales/en'
import { he } from '../../src/i18n/locales/he'
import { settle } from '../support/page-checks'
import { expect, test } from '../support/test'

const html = 'html'

test.describe('§2 the document', () => {
  test('/ is Hebrew and right to left, with the title, theme colour and no-index', async ({ page }) => {
    await page.goto('/')
    await settle(page)
    await expect(page.locator(html)).toHaveAttribute('lang', 'he')
    await expect(page.locator(html)).toHaveAttribute('dir', 'rtl')
    await expect(page).toHaveTitle(he.meta.title)
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', /^#ffc500$/i)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(he.pages.home.title)
  })

  test('?lang=en switches to English, left to right', async ({ page }) => {
    await page.goto('/?lang=en')
    await settle(page)
    await expect(page.locator(html)).toHaveAttribute('lang', 'en')
    await expect(page.locator(html)).toHaveAttribute('dir', 'ltr')
    await expect(page).toHaveTitle(en.meta.title)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.pages.home.title)
  })

  test('?lang=ar is Arabic, right to left', async ({ page }) => {
    await page.goto('/?lang=ar')
    await settle(page)
    await expect(page.locator(html)).toHaveAttribute('lang', 'ar')
    await expect(page.locator(html)).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.pages.home.title)
  })

  test('the server answers every route with the storefront, which then shows its page', async ({ page }) => {
    const response = await page.goto('/booking/checkout')
    expect(response?.status()).toBe(200)
    await settle(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(he.pages.checkout.title)
  })
})

test.describe('issue 16 §1 the events list comes with its first answers', () => {
  for (const address of ['/', '/booking', '/v/theatre/']) {
    test(`${address} shows its events without asking /features/ or /presentations/ (the box office wrote the answers into the page)`, async ({
      page,
    }) => {
      const asked: string[] = []
      page.on('request', (request) => {
        const { pathname } = new URL(request.url())
        if (/\/api\/(features|presentations)\/$/.test(pathname)) asked.push(pathname)
      })
      await page.goto(address)
      await expect(page.locator('.feature-card').first()).toBeVisible()
      await settle(page)
      expect(asked).toEqual([])
    })
  }
})

test.describe('issue 16 §1 the order page comes with its first answers', () => {
  test('the cinema’s order page draws its seats asking only for their statuses (the box office wrote the rest into the page)', async ({
    page,
    demo,
  }) => {
    const asked: string[] = []
    page.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (pathname.startsWith('/api/')) asked.push(pathname)
    })
    await page.goto(`/order/${demo.cinema.id}`)
    await expect(page.locator('[data-seat]').first()).toBeVisible()
    await settle(page)
    // The statuses are the visitor's own (their held seats), and their live stream.
    expect(asked.sort()).toEqual(['/api/seats/events', '/api/seats/seats-status'])
  })
})

test.describe('§2 the 404 page and the /http… redirect', () => {
  test('an unknown route shows the 404 text', async ({ page }) => {
    await page.goto('/no-such-page/at-all')
    await settle(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(he.pages.notFound.title)
    await expect(page.getByRole('link', { name: he.common.home, exact: true })).toBeVisible()
  })

  test('an unknown route in English shows "This page could not be found"', async ({ page }) => {
    await page.goto('/no-such-page?lang=en')
    await settle(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.pages.notFound.title)
  })

  test('/http… to a host not on the allow-list is refused and never left for', async ({ page, baseURL }) => {
    const evil = 'evil.example.org'
    const requestsToEvil: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).host === evil) requestsToEvil.push(request.url())
    })
    await page.goto(`/https://${evil}/login?next=/`)
    await settle(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(he.pages.redirect.refusedTitle)
    await expect(page.getByText(evil)).toBeVisible()
    // Give a redirect, had there been one, the time to start.
    await page.waitForTimeout(1000)
    expect(new URL(page.url()).origin).toBe(baseURL)
    expect(requestsToEvil).toEqual([])
  })
})
