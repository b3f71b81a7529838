import type { Page } from '@playwright/test'
import { ar } from '../../src/i18n/locales/ar'
import { en } from '../../src/i18n/locales/en'
import { he } from '../../src/i18n/locales/he'
import { settle } from '../support/page-checks'
import { expect, test } from '../support/test'

declare global {
  interface Window {
    /** The header the page's markup came with, caught before any of the page's scripts ran. */
    firstScreenHeader?: Element | null
  }
}

/** Keeps the header of the page's markup as the parser left it: the page's module scripts run only after this. */
const keepFirstHeader = async (page: Page): Promise<void> => {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') window.firstScreenHeader = document.querySelector('header.site-header')
    })
  })
}

/** Whether the header on screen is the very element the markup came with: hydrated, not drawn again. */
const headerIsTheFirstScreens = (page: Page): Promise<boolean> =>
  page.evaluate(() => window.firstScreenHeader !== null && window.firstScreenHeader === document.querySelector('header.site-header'))

test.describe('issue 16 §1 the first screen comes drawn in the page', () => {
  test('/ comes with its header and heading, and the browser hydrates them into the working list', async ({ page, request }) => {
    const markup = await (await request.get('/')).text()
    expect(markup).toContain('<header class="site-header">')
    expect(markup).toContain(`<h1>${he.pages.home.title}</h1>`)
    await keepFirstHeader(page)
    await page.goto('/')
    await settle(page)
    await expect(page.locator('.feature-list > li').first()).toBeVisible()
    expect(await headerIsTheFirstScreens(page)).toBe(true)
    // Hydrated means working: the navigation is the router's, not a new page load.
    await page.getByRole('link', { name: he.nav.cart }).click()
    await expect(page).toHaveURL(/\/booking\/checkout$/)
    expect(await headerIsTheFirstScreens(page)).toBe(true)
  })

  test('the cinema in English and the arena in Arabic come in their language and direction', async ({ page, request, demo }) => {
    const english = await (await request.get(`/order/${demo.cinema.id}?lang=en`)).text()
    expect(english).toMatch(/^<!doctype html>\s*<html lang="en" dir="ltr"/i)
    expect(english).toContain(en.steps.events.seats)
    const arabic = await (await request.get(`/order/${demo.arena.id}?lang=ar`)).text()
    expect(arabic).toMatch(/^<!doctype html>\s*<html lang="ar" dir="rtl"/i)
    expect(arabic).toContain(ar.steps.events.seats)
    await keepFirstHeader(page)
    await page.goto(`/order/${demo.arena.id}?lang=ar`)
    await settle(page)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await headerIsTheFirstScreens(page)).toBe(true)
  })

  test('a page the build does not list for it comes with an empty root, and the browser draws it', async ({ page, request }) => {
    expect(await (await request.get('/customer')).text()).toContain('<div id="root"></div>')
    await keepFirstHeader(page)
    await page.goto('/customer')
    await settle(page)
    expect(await headerIsTheFirstScreens(page)).toBe(false)
    await expect(page.locator('header.site-header')).toBeVisible()
  })
})
