import type { APIRequestContext, Page } from '@playwright/test'
import { randomUUID } from 'node:crypto'
import { TicketGroupId } from '@kartis/api-adapter'
import { DEV_CAPTCHA_TOKEN } from '../../src/di/captcha'
import type { Presentation, SeatPlan } from '@kartis/core'
import { checkJourneyStep, viewportOf, type Width } from '../support/page-checks'
import { expect, test } from '../support/test'
import { BoxOffice } from '../support/box-office'
import { startServer } from '../support/server'
import { OrderFlow, TEST_CARDS } from './support/order-flow'
import { freePairOf } from './support/seat-picks'

/**
 * Issue 15 §5 the theatre's ticket types by look-up (DEMO-DATA.md): the balcony's residents' price
 * by ID number, the gallery's committee price by mobile number, the limited-view SMS price by a
 * one-time code read from the development outbox. Each refusal is shown in words and sells nothing.
 */
const BALCONY = TicketGroupId.theatreBalcony
const GALLERY = TicketGroupId.theatreGallery
const LIMITED_VIEW = TicketGroupId.limitedView
const RESIDENT = '123456782'
const TYPO = '123456789'
const SMS_MOBILE = '0531234567'

/** The demo's theatre presentation on sale (the `demo` fixture's is the soonest one). */
const theatreOf = (demo: { readonly theatre: Presentation }): Presentation => demo.theatre

const pairIn = (plan: SeatPlan, ticketGroupId: number) => freePairOf(plan, (seat) => seat.ticketGroupId === ticketGroupId)

/** Opens the theatre, chooses two free seats of the group and goes on to the tickets step. */
const atTickets = async (boxOffice: BoxOffice, theatre: Presentation, ticketGroupId: number, flow: OrderFlow) => {
  const plan = await boxOffice.seatPlan(theatre)
  const seats = pairIn(await boxOffice.planNow(theatre), ticketGroupId)
  await flow.open(theatre.id, plan)
  await flow.chooseSeats(seats)
  await flow.toTickets()
  return seats
}

const lookUp = async (page: Page, flow: OrderFlow, label: string, value: string) => {
  const form = page.locator('form.code-form').filter({ has: page.getByLabel(label) })
  await form.getByLabel(label).fill(value)
  await form.getByRole('button', { name: flow.t('orderFlow.apply') }).click()
}

const check = (page: Page, width: Width, where: string) =>
  checkJourneyStep(page, { where: `ticket look-ups: ${where} at ${width} px`, width, screenshot: `ticket-lookups-${where}-${width}` })

/** §9 the six digits of the latest look-up SMS the development outbox holds for a number. */
const latestCode = async (request: APIRequestContext, mobile: string): Promise<string> => {
  const answer = await request.get(`/api/dev/sms-outbox?to=${mobile}`)
  expect(answer.ok()).toBe(true)
  const body: unknown = await answer.json()
  const messages: readonly unknown[] =
    typeof body === 'object' && body !== null && 'messages' in body && Array.isArray(body.messages) ? body.messages : []
  const texts = messages.map((m) => (typeof m === 'object' && m !== null && 'text' in m && typeof m.text === 'string' ? m.text : ''))
  return /\b(\d{6})\b/.exec(texts.filter((text) => text.includes('קוד ההטבה')).at(-1) ?? '')?.[1] ?? ''
}

test('he 1280: a wrong check digit is refused in words; a resident’s ID number buys the residents’ ticket', async ({
  page,
  demo,
  boxOffice,
}) => {
  await page.setViewportSize(viewportOf(1280))
  const flow = new OrderFlow(page, 'he')
  const theatre = theatreOf(demo)
  const seats = await atTickets(boxOffice, theatre, BALCONY, flow)
  const label = flow.t('orderFlow.lookupIdNumber')
  await lookUp(page, flow, label, TYPO)
  await flow.expectToast(flow.t('errors.INVALID_ID'))
  await lookUp(page, flow, label, RESIDENT)
  await expect(page.getByText('תושבי העיר')).toBeVisible()
  await check(page, 1280, 'id-applied')
  await flow.chooseTickets()
  await flow.toProducts()
  await flow.toCheckout()
  await flow.fillCustomer()
  await flow.openCardDialog()
  await flow.payByCard(TEST_CARDS.approved)
  await flow.expectConfirmation()
  for (const seat of seats) expect(await boxOffice.statusOf(theatre, seat)).toBe('unavailable')
})

test('he 1280: an unknown mobile number is refused in words and sells nothing', async ({ page, demo, boxOffice }) => {
  await page.setViewportSize(viewportOf(1280))
  const flow = new OrderFlow(page, 'he')
  await atTickets(boxOffice, theatreOf(demo), GALLERY, flow)
  await lookUp(page, flow, flow.t('orderFlow.lookupMobile'), '050-9999999')
  await flow.expectToast(flow.t('errors.REFERENCE_NOT_ELIGIBLE'))
  await expect(page.getByText('ועד העובדים')).toHaveCount(0)
})

test('he 1280: the one-time code from the development outbox gives the SMS price', async ({ page, demo, boxOffice, request }) => {
  await page.setViewportSize(viewportOf(1280))
  const flow = new OrderFlow(page, 'he')
  await atTickets(boxOffice, theatreOf(demo), LIMITED_VIEW, flow)
  const mobileLabel = flow.t('orderFlow.lookupCodeMobile')
  const sendForm = page.locator('form.code-form').filter({ has: page.getByLabel(mobileLabel) })
  await sendForm.getByLabel(mobileLabel).fill(SMS_MOBILE)
  await sendForm.getByRole('button', { name: flow.t('orderFlow.sendCode') }).click()
  await expect(page.getByRole('status').filter({ hasText: SMS_MOBILE })).toBeVisible()
  await lookUp(page, flow, flow.t('orderFlow.lookupCode'), await latestCode(request, SMS_MOBILE))
  await expect(page.getByText('הטבת SMS')).toBeVisible()
  await check(page, 1280, 'one-time-code')
})

test('en 390: the ID number field, refused and then accepted, axe clean', async ({ page, demo, boxOffice }) => {
  await page.setViewportSize(viewportOf(390))
  const flow = new OrderFlow(page, 'en')
  await atTickets(boxOffice, theatreOf(demo), BALCONY, flow)
  await check(page, 390, 'id-field')
  const label = flow.t('orderFlow.lookupIdNumber')
  await lookUp(page, flow, label, TYPO)
  await flow.expectToast(flow.t('errors.INVALID_ID'))
  await lookUp(page, flow, label, '203040506')
  await expect(page.getByText('תושבי העיר')).toBeVisible()
  await check(page, 390, 'id-applied')
})

test('he 1280: past a burst of look-ups from one address, the box office’s limit is said in words and sells nothing', async ({
  browser,
}) => {
  test.setTimeout(240_000)
  // A server of its own with the public rate limits (the suite's runs without them).
  const limited = await startServer({ rateLimits: 'on' })
  const context = await browser.newContext({ baseURL: limited.url, locale: 'he-IL', timezoneId: 'Asia/Jerusalem' })
  try {
    const page = await context.newPage()
    await page.setViewportSize(viewportOf(1280))
    const office = new BoxOffice(limited.url)
    const theatre = (await office.demo()).theatre
    const flow = new OrderFlow(page, 'he')
    await atTickets(office, theatre, BALCONY, flow)
    // The burst: ten look-ups from this address in a minute is the codeLookups limit.
    for (let i = 0; i < 10; i++) {
      const answer = await context.request.get(
        `/api/presentations/${theatre.id}/ticket?sectionId=1&ticketGroupId=${BALCONY}&lookup=idNumber&ticketCode=000000018&recaptchaToken=${DEV_CAPTCHA_TOKEN}`,
        { headers: { 'x-kartis-uuid': randomUUID() } },
      )
      if (answer.status() === 429) break
    }
    await lookUp(page, flow, flow.t('orderFlow.lookupIdNumber'), RESIDENT)
    await flow.expectToast(flow.t('errors.TOO_MANY_REQUESTS'))
    await expect(page.getByText('תושבי העיר')).toHaveCount(0)
  } finally {
    await context.close()
    await limited.stop()
  }
})
