import { randomUUID } from 'node:crypto'
import { ar as consoleAr } from '../../../live-console/src/i18n/locales/ar'
import { en as consoleEn } from '../../../live-console/src/i18n/locales/en'
import { he as consoleHe } from '../../../live-console/src/i18n/locales/he'
import { ERROR_TEXTS } from '../../src/shared/shared-texts'
import { viewportOf } from '../support/page-checks'
import { expect, test } from '../support/test'
import { outboxTexts } from './support/console-files'
import { checkConsoleStep as checkStep, fill, logIn, PRODUCER, REPORTS_ONLY } from './support/console-session'
import { OrderFlow } from './support/order-flow'
import { freePair } from './support/seat-picks'

test.describe('issue 13 the producer console', () => {
  test('a producer finds a reservation bought in the storefront, sends it again and cancels it: its seats are free (he, 1280 px)', async ({
    page,
    browser,
    baseURL,
    demo,
    boxOffice,
  }) => {
    const t = consoleHe
    // A buyer in another browser: two cinema seats, paid by card, with a mobile of their own.
    const mobile = '0529998877'
    const plan = await boxOffice.seatPlan(demo.cinema)
    const seats = freePair(await boxOffice.planNow(demo.cinema))
    const buyer = await browser.newContext({ baseURL, locale: 'he-IL', timezoneId: 'Asia/Jerusalem' })
    try {
      await new OrderFlow(await buyer.newPage()).buySeatsByCard(demo.cinema.id, plan, seats, mobile)
    } finally {
      await buyer.close()
    }
    for (const seat of seats) expect(await boxOffice.statusOf(demo.cinema, seat)).toBe('unavailable')

    await page.setViewportSize(viewportOf(1280))
    await logIn(page, 'he', PRODUCER)
    await expect(page.getByRole('heading', { level: 1, name: fill(t.home.title, { name: PRODUCER.name }) })).toBeVisible()
    await checkStep(page, 'he', 1280, '1-home')
    await page.getByRole('navigation', { name: t.header.menu }).getByRole('link', { name: t.menu.producerReservations }).click()
    await page.getByLabel(t.reservations.text).fill(mobile)
    await page.getByRole('button', { name: t.reservations.submit }).click()
    const table = page.getByRole('table')
    await expect(table.getByRole('row')).toHaveCount(2)
    const id = (await table.getByRole('rowheader').first().textContent()) ?? ''
    expect(id).toMatch(/^KR-/)
    await checkStep(page, 'he', 1280, '2-results')

    await table.getByRole('button', { name: `${t.reservations.details} ${id}` }).click()
    const details = page.getByRole('region', { name: fill(t.reservations.detailsOf, { id }) })
    const before = (await outboxTexts(page, mobile)).length
    await details.getByRole('button', { name: t.reservations.sendAgain }).click()
    await expect(details.getByRole('status')).toHaveText(fill(t.reservations.sent, { mobile }))
    const texts = await outboxTexts(page, mobile)
    expect(texts).toHaveLength(before + 1)
    expect(texts.at(-1)).toContain(id)
    await checkStep(page, 'he', 1280, '3-sent')

    await details.getByRole('button', { name: t.reservations.cancel }).click()
    const confirm = page.getByRole('alertdialog', { name: fill(t.reservations.cancelTitle, { id }) })
    await expect(confirm).toContainText('₪')
    await checkStep(page, 'he', 1280, '4-confirm-cancel')
    await confirm.getByRole('button', { name: t.reservations.confirmCancel }).click()
    await expect(page.getByText(fill(t.reservations.cancelled, { id }))).toBeVisible()
    await expect(table.getByRole('cell', { name: t.reservations.states['3'] })).toBeVisible()
    await checkStep(page, 'he', 1280, '5-cancelled')
    for (const seat of seats) expect(await boxOffice.statusOf(demo.cinema, seat)).toBe('available')
  })

  test('in English on a phone: a producer sends a reservation’s tickets to another mobile; logout returns to the login (en, 390 px)', async ({
    page,
  }) => {
    const t = consoleEn
    await page.setViewportSize(viewportOf(390))
    await logIn(page, 'en', PRODUCER)
    await checkStep(page, 'en', 390, '1-home')
    await page.getByRole('link', { name: t.menu.producerReservations }).first().click()
    // דני's theatre and cinema tickets, bought with his mobile (the demo customers).
    await page.getByLabel(t.reservations.text).fill('052-765-4321')
    await page.getByRole('button', { name: t.reservations.submit }).click()
    await expect(page.getByRole('table').getByRole('rowheader').first()).toBeVisible()
    await checkStep(page, 'en', 390, '2-results')
    const id = (await page.getByRole('table').getByRole('rowheader').first().textContent()) ?? ''
    await page.getByRole('button', { name: `${t.reservations.details} ${id}` }).click()
    const details = page.getByRole('region', { name: fill(t.reservations.detailsOf, { id }) })
    const other = '0547654321'
    await details.getByLabel(t.reservations.otherMobile).fill(other)
    await details.getByRole('button', { name: t.reservations.send, exact: true }).click()
    await expect(details.getByRole('status')).toHaveText(fill(t.reservations.sent, { mobile: other }))
    expect((await outboxTexts(page, other)).at(-1)).toContain(id)
    await checkStep(page, 'en', 390, '3-sent')
    await page.getByRole('button', { name: t.header.logout }).click()
    await expect(page.getByRole('heading', { level: 1, name: t.login.title })).toBeVisible()
  })

  test('a reports-only user (266) sees the report screens but no reservations menu, and every producer-reservation call answers 403 (he, 390 px)', async ({
    page,
  }) => {
    const t = consoleHe
    await page.setViewportSize(viewportOf(390))
    await logIn(page, 'he', REPORTS_ONLY)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(t.home.title.replace('{{name}}', '').trim())
    await expect(page.getByRole('link', { name: t.menu.producerReservations })).toHaveCount(0)
    // Its menu lists the sales monitor and the report screens (266), and nothing else.
    await expect(page.getByRole('navigation', { name: t.header.menu }).getByRole('link')).toHaveText([
      t.menu.home,
      t.monitor.menu,
      t.reports.menu.presentations,
      t.reports.menu.locations,
      t.reports.menu.features,
    ])
    await checkStep(page, 'he', 390, 'reports-only-home')
    // The browser's own staff session (its cookie) on each call: refused by permission, not by login.
    const headers = { 'x-kartis-uuid': randomUUID() }
    const answers = [
      await page.request.get('/api/PRES-live/v2/producerReservations?q=0527654321', { headers }),
      await page.request.get('/api/PRES-live/v2/sendResAgain?resId=KR-00000000', { headers }),
      await page.request.post('/api/pres-live/sendTickets/KR-00000000', { headers, data: { mobileNumber: '0547654321' } }),
      await page.request.post('/api/reservations/KR-00000000/producerCancel', { headers }),
    ]
    expect(answers.map((answer) => answer.status())).toEqual([403, 403, 403, 403])
    await page.goto('/PRES-live/reservations')
    await expect(page.getByRole('heading', { level: 1, name: t.notPermitted.title })).toBeVisible()
  })

  test('an anonymous visitor gets the login form at /PRES-live and /PRES-live-v1, and 401 from the calls (en, 1280 px)', async ({
    page,
  }) => {
    await page.setViewportSize(viewportOf(1280))
    await page.goto('/PRES-live-v1/?lang=en')
    await expect(page.getByRole('heading', { level: 1, name: consoleEn.login.title })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
    await checkStep(page, 'en', 1280, 'login')
    await page.getByLabel(consoleEn.login.email).fill(PRODUCER.email)
    await page.getByLabel(consoleEn.login.password).fill('not the password')
    await page.getByRole('button', { name: consoleEn.login.submit }).click()
    await expect(page.getByRole('alert')).toHaveText(ERROR_TEXTS.en.STAFF_LOGIN_FAILED)
    const answer = await page.request.get('/api/PRES-live/v2/producerReservations', { headers: { 'x-kartis-uuid': randomUUID() } })
    expect(answer.status()).toBe(401)
  })

  test('§1 the login in Hebrew switches to Arabic and English: each fetched when chosen, its direction and its error texts (390 px)', async ({
    page,
  }) => {
    await page.setViewportSize(viewportOf(390))
    // The first screen carries Hebrew only: another language's texts are fetched when it is chosen.
    const fetched: string[] = []
    page.on('request', (request) => {
      if (/\/PRES-live\/assets\/(en|ar|ru)-[^/]*\.js$/.test(request.url())) fetched.push(request.url())
    })
    await page.goto('/PRES-live/?lang=he')
    await expect(page.getByRole('heading', { level: 1, name: consoleHe.login.title })).toBeVisible()
    expect(fetched).toEqual([])
    const languages = page.getByRole('group', { name: consoleHe.language.label })
    await languages.getByRole('button', { name: 'العربية' }).click()
    await expect(page.getByRole('heading', { level: 1, name: consoleAr.login.title })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    expect(fetched.length).toBeGreaterThan(0)
    await page.getByRole('group', { name: consoleAr.language.label }).getByRole('button', { name: 'English' }).click()
    await expect(page.getByRole('heading', { level: 1, name: consoleEn.login.title })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
    // The storefront's error texts came with the language.
    await page.getByLabel(consoleEn.login.email).fill(PRODUCER.email)
    await page.getByLabel(consoleEn.login.password).fill('not the password')
    await page.getByRole('button', { name: consoleEn.login.submit }).click()
    await expect(page.getByRole('alert')).toHaveText(ERROR_TEXTS.en.STAFF_LOGIN_FAILED)
    await checkStep(page, 'en', 390, 'login-switched')
  })
})
