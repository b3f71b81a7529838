import type { APIRequestContext, Page } from '@playwright/test'
import { customerHe } from '../../src/customers/texts/he'
import { createI18n } from '../../src/i18n/create-i18n'
import { translatorOf } from '../../src/i18n/translate'
import { ALL_CATALOGUES } from '../../test/all-catalogues'
import { expectNoSeriousViolations } from '../support/axe'
import { expectNoSidewaysScroll, inLocale, keepScreenshot, settle, viewportOf, WIDTHS, type JourneyLocale } from '../support/page-checks'
import { expect, test } from '../support/test'
import { OrderFlow, TEST_CARDS } from './support/order-flow'

/**
 * Issue 12 §5 VOD in the browser: the What's on watch button opens the VOD screen; an item not
 * bought is bought through the ordinary order flow (a viewing, general admission); the phone that
 * bought it gets a one-time code (read from the development outbox), and the item plays in a real
 * video element. Without the code, with a wrong one, or for another reservation it is refused.
 */

/** The buyer's phone: a real Israeli mobile range (the box office checks it with libphonenumber), no customer's. */
const BUYER = '0548765432'
const STRANGER = '0539876543'
/** The demo's first home-cinema VOD item (DEMO-DATA.md). */
const ITEM = 'מדבר יהודה'

const textsOf = (locale: JourneyLocale) => translatorOf(createI18n(locale, ALL_CATALOGUES))
const he = textsOf('he')

/** §9 the six digits of the latest SMS with `marker` the development outbox holds for a number (GET /api/dev/sms-outbox?to=). */
const latestCode = async (request: APIRequestContext, mobile: string, marker: string): Promise<string | null> => {
  const answer = await request.get(`/api/dev/sms-outbox?to=${mobile}`)
  expect(answer.ok()).toBe(true)
  const body: unknown = await answer.json()
  const messages: readonly unknown[] =
    typeof body === 'object' && body !== null && 'messages' in body && Array.isArray(body.messages) ? body.messages : []
  const texts = messages.map((message) =>
    typeof message === 'object' && message !== null && 'text' in message && typeof message.text === 'string' ? message.text : '',
  )
  const last = texts.filter((text) => text.includes(marker)).at(-1) ?? ''
  return /\b(\d{6})\b/.exec(last)?.[1] ?? null
}

/** The latest VOD code texted to a number ('קוד הצפייה'), or null. */
const latestVodCode = (request: APIRequestContext, mobile: string): Promise<string | null> => latestCode(request, mobile, 'קוד הצפייה')

/** From the What's on page, the item's watch button: the VOD screen of the item (/vod/{vodId}). */
const openFromWhatsOn = async (page: Page): Promise<number> => {
  await page.goto('/')
  await page.getByRole('link', { name: `${he('events.watch')} ${ITEM}` }).click()
  await expect(page).toHaveURL(/\/vod\/\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: ITEM })).toBeVisible()
  return Number(/\/vod\/(\d+)$/.exec(page.url())?.[1])
}

/** §2 the VOD screen's phone field and its code: the screen shows the code field. */
const askForCode = async (page: Page, mobile: string, t = he): Promise<void> => {
  await page.getByLabel(t('vod.phone')).fill(mobile)
  await page.getByRole('button', { name: t('vod.sendCode') }).click()
  await expect(page.getByLabel(t('vod.oneTimeCode'))).toBeVisible()
}

/** Waits for the video element to play: metadata and a frame loaded (readyState ≥ 2), then time moving once played (muted). */
const expectPlaying = async (page: Page): Promise<void> => {
  const video = page.locator('video.vod-player__video')
  await expect(video).toBeVisible()
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.duration), { timeout: 15_000 }).toBeGreaterThan(9)
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true
    await element.play()
  })
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(2)
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.5)
}

test.describe.configure({ mode: 'serial' })

test.describe('§5 VOD', () => {
  let vodId = 0
  let reservation = ''

  test('an item not bought yet is bought through the order flow, then watched with the code texted to the phone', async ({ page }) => {
    vodId = await openFromWhatsOn(page)
    await page.getByRole('link', { name: he('vod.buy') }).click()
    const flow = new OrderFlow(page)
    await flow.expectStep('seats')
    await flow.chooseGaPlaces('צפייה', 1)
    await flow.continueToDetails()
    await flow.fillCustomer(BUYER)
    await flow.openCardDialog()
    await flow.payByCard(TEST_CARDS.approved)
    await flow.expectConfirmation()

    await page.goto(`/vod/${vodId}`)
    await askForCode(page, BUYER)
    const code = await latestVodCode(page.request, BUYER)
    expect(code).toMatch(/^\d{6}$/)
    await page.getByLabel(he('vod.oneTimeCode')).fill(code ?? '')
    await page.getByRole('button', { name: he('vod.watch') }).click()
    await expectPlaying(page)
    const media = (await page.locator('video.vod-player__video').getAttribute('src')) ?? ''
    reservation = /\/api\/vod\/([^/]+)\/\d+\/media$/.exec(media)?.[1] ?? ''
    expect(reservation).toMatch(/^KR-/)

    // A reload with the reservation in the address plays on with the grant the browser holds.
    await page.goto(`/vod/${reservation}/${vodId}`)
    await expectPlaying(page)
    // The grant opens its own item only: another reservation's media is refused.
    expect((await page.request.get(`/api/vod/KR-AAAAAAAA/${vodId}/media`)).status()).toBe(403)
  })

  for (const width of WIDTHS) {
    test(`the VOD screen in Hebrew at ${width} px: the phone field, the code field and the player (axe, screenshots)`, async ({ page }) => {
      await page.setViewportSize(viewportOf(width))
      await page.goto(`/vod/${reservation}/${vodId}`)
      await expect(page.getByLabel(he('vod.phone'))).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
      const check = async (step: string): Promise<void> => {
        await settle(page)
        if (width === 390) await expectNoSidewaysScroll(page, `VOD ${step} at ${width} px`)
        await expectNoSeriousViolations(page, `VOD ${step} at ${width} px`)
        await keepScreenshot(page, `vod-he-${width}-${step}`)
      }
      await check('1-phone')
      await askForCode(page, BUYER)
      await check('2-code')
      await page.getByLabel(he('vod.oneTimeCode')).fill((await latestVodCode(page.request, BUYER)) ?? '')
      await page.getByRole('button', { name: he('vod.watch') }).click()
      await expectPlaying(page)
      await check('3-player')
    })
  }

  test('in English (left to right) at 1280 px: the screen and the player pass axe', async ({ page }) => {
    const en = textsOf('en')
    await page.setViewportSize(viewportOf(1280))
    await page.goto(inLocale(`/vod/${vodId}`, 'en'))
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
    await askForCode(page, BUYER, en)
    await settle(page)
    await expectNoSeriousViolations(page, 'VOD code field in en')
    await page.getByLabel(en('vod.oneTimeCode')).fill((await latestVodCode(page.request, BUYER)) ?? '')
    await page.getByRole('button', { name: en('vod.watch') }).click()
    await expectPlaying(page)
    await expectNoSeriousViolations(page, 'VOD player in en')
  })

  test('refused without a code: the screen asks for one, and the media answers 403', async ({ page }) => {
    await page.goto(`/vod/${reservation}/${vodId}`)
    await expect(page.getByLabel(he('vod.phone'))).toBeVisible()
    await expect(page.locator('video')).toHaveCount(0)
    const media = await page.request.get(`/api/vod/${reservation}/${vodId}/media`, { headers: { range: 'bytes=0-99' } })
    expect(media.status()).toBe(403)
    expect(await media.json()).toMatchObject({ error: { code: 'VOD_ACCESS_DENIED', message: he('errors.VOD_ACCESS_DENIED') } })
  })

  test('refused with a wrong code: its message, and no player', async ({ page }) => {
    await page.goto(`/vod/${reservation}/${vodId}`)
    await askForCode(page, BUYER)
    const code = (await latestVodCode(page.request, BUYER)) ?? ''
    await page.getByLabel(he('vod.oneTimeCode')).fill(code === '111111' ? '222222' : '111111')
    await page.getByRole('button', { name: he('vod.watch') }).click()
    await expect(page.getByRole('alert')).toHaveText(he('errors.INVALID_SMS_CODE'))
    await expect(page.locator('video')).toHaveCount(0)
  })

  test('refused for another reservation: a phone that did not buy it is texted nothing and no code opens it', async ({ page }) => {
    await page.goto(`/vod/${reservation}/${vodId}`)
    await askForCode(page, STRANGER)
    expect(await latestVodCode(page.request, STRANGER)).toBeNull()
    await page.getByLabel(he('vod.oneTimeCode')).fill('123456')
    await page.getByRole('button', { name: he('vod.watch') }).click()
    await expect(page.getByRole('alert')).toHaveText(he('errors.INVALID_SMS_CODE'))
    await expect(page.locator('video')).toHaveCount(0)
  })

  test('/vod lists the item once the buyer logs in by SMS (the customer area’s login)', async ({ page }) => {
    await page.goto('/vod')
    await expect(page.getByRole('heading', { level: 1, name: he('vod.listTitle') })).toBeVisible()
    await page.getByRole('textbox', { name: he('fields.mobileNumber') }).fill(BUYER)
    await page.getByRole('button', { name: customerHe.login.sendCode }).click()
    await expect(page.getByLabel(he('fields.smsCode'))).toBeVisible()
    await page.getByLabel(he('fields.smsCode')).fill((await latestCode(page.request, BUYER, 'קוד הכניסה')) ?? '')
    await page.getByRole('button', { name: customerHe.login.verify }).click()
    const watch = page.getByRole('link', { name: `לצפייה ${ITEM}` })
    await expect(watch).toHaveAttribute('href', `/vod/${reservation}/${vodId}`)
    await settle(page)
    await expectNoSeriousViolations(page, 'the VOD list')
  })

  test('§8 on an iPhone: not supported, use Chrome', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      ...(baseURL === undefined ? {} : { baseURL }),
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      viewport: viewportOf(390),
    })
    const page = await context.newPage()
    await page.goto(`/vod/${vodId}`)
    await expect(page.getByRole('alert')).toHaveText(he('errors.VOD_UNSUPPORTED_BROWSER'))
    await expect(page.getByLabel(he('vod.phone'))).toHaveCount(0)
    await context.close()
  })
})
