import { DEMO_AGENTS_MINI_SITE_URL, DEMO_INTEGRATION, TicketGroupId } from '@kartis/api-adapter'
import type { Presentation } from '@kartis/core'
import { expect, test } from '../support/test'
import { checkJourneyStep, inLocale, viewportOf, type JourneyLocale, type Width } from '../support/page-checks'
import { OrderFlow, TEST_CARDS } from './support/order-flow'
import { freePair, freePairOf } from './support/seat-picks'

const PARTNER_QUERY = `?TS=${DEMO_INTEGRATION.ts}&ret=${encodeURIComponent(DEMO_INTEGRATION.ret)}&key=${DEMO_INTEGRATION.key}`

/** The commit the storefront sends: its body, once it is on its way. */
const commitBody = async (flow: OrderFlow, pay: () => Promise<void>): Promise<Readonly<Record<string, unknown>>> => {
  const [request] = await Promise.all([flow.page.waitForRequest((r) => r.url().includes('/api/payment/commit')), pay()])
  const body: unknown = request.postDataJSON()
  return typeof body === 'object' && body !== null ? { ...body } : {}
}

for (const [locale, width] of [
  ['he', 390],
  ['en', 1280],
] as const satisfies readonly (readonly [JourneyLocale, Width])[]) {
  test(`§1 issue 14 buys Hamlet through the theatre agents’ mini-site with their reference codes (${locale}, ${width} px)`, async ({
    page,
    boxOffice,
  }) => {
    await page.setViewportSize(viewportOf(width))
    const flow = new OrderFlow(page, locale)
    const shot = (step: string) => `mini-site-${step}-${locale}-${width}`
    await page.goto(inLocale(`/mini-site/${DEMO_AGENTS_MINI_SITE_URL}`, locale))
    const code = page.getByRole('textbox', { name: flow.t('miniSite.reference1') })
    await expect(code).toBeVisible()
    await checkJourneyStep(page, { where: 'the mini-site’s codes', width, screenshot: shot('codes') })

    // Codes the ticket-reference options do not know: refused in the visitor's language, nothing listed.
    await code.fill('AG-NORTH')
    await page.getByRole('textbox', { name: flow.t('miniSite.reference2') }).fill('GROUP-Z')
    await page.getByRole('button', { name: flow.t('miniSite.enter') }).click()
    await expect(page.getByRole('alert')).toHaveText(flow.t('errors.REFERENCE_NOT_ELIGIBLE'))
    await expect(page.getByRole('region', { name: flow.t('miniSite.presentations') })).toHaveCount(0)

    await page.getByRole('textbox', { name: flow.t('miniSite.reference2') }).fill('GROUP-A')
    await page.getByRole('button', { name: flow.t('miniSite.enter') }).click()
    const list = page.getByRole('region', { name: flow.t('miniSite.presentations') })
    await expect(list).toBeVisible()
    await checkJourneyStep(page, { where: 'the mini-site’s presentations', width, screenshot: shot('list') })

    const first = list.getByRole('link').first()
    const href = (await first.getAttribute('href')) ?? ''
    const presentationId = Number(/\/order\/(\d+)/.exec(href)?.[1])
    const listing = await boxOffice.adapters.miniSite.miniSite(DEMO_AGENTS_MINI_SITE_URL)
    const hamlet = listing._tag === 'Right' ? listing.right.presentations.find((p: Presentation) => p.id === presentationId) : undefined
    if (hamlet === undefined) throw new Error('e2e: the mini-site’s first link is not one of its presentations')
    // Orchestra seats: the options of AG-NORTH/GROUP-A sell the orchestra's regular ticket.
    const seats = freePairOf(
      await boxOffice.planNow(hamlet),
      (seat) => seat.ticketGroupId === TicketGroupId.theatreOrchestra && seat.attributes.length === 0,
    )
    await first.click()
    await flow.follow(await boxOffice.seatPlan(hamlet))
    expect(new URL(page.url()).searchParams.get('miniSite')).toBe(DEMO_AGENTS_MINI_SITE_URL)
    await flow.chooseSeats(seats)
    await flow.toTickets()
    await flow.toProducts()
    await flow.toCheckout()
    await flow.fillCustomer()
    await flow.openCardDialog()
    const body = await commitBody(flow, () => flow.payByCard(TEST_CARDS.approved))
    expect(body['miniSiteUrl']).toBe(DEMO_AGENTS_MINI_SITE_URL)
    await flow.expectConfirmation()
    await checkJourneyStep(page, { where: 'the mini-site order’s confirmation', width, screenshot: shot('confirmation') })
    // The seats are sold: the box office took them under the codes' option.
    for (const seat of seats) expect(await boxOffice.statusOf(hamlet, seat)).toBe('unavailable')
  })
}

test('§8 an unknown mini-site is a Hebrew not-found page; /mini-site says to use the address given (ar 1280 px too)', async ({ page }) => {
  await page.setViewportSize(viewportOf(390))
  const flow = new OrderFlow(page, 'he')
  await page.goto('/mini-site/nowhere')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(flow.t('miniSite.notFoundTitle'))
  await checkJourneyStep(page, { where: 'an unknown mini-site', width: 390, screenshot: 'mini-site-not-found-he-390' })
  await page.goto('/mini-site')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(flow.t('miniSite.indexTitle'))
  await checkJourneyStep(page, { where: '/mini-site', width: 390, screenshot: 'mini-site-index-he-390' })

  await page.setViewportSize(viewportOf(1280))
  const arabic = new OrderFlow(page, 'ar')
  await page.goto(inLocale(`/mini-site/${DEMO_AGENTS_MINI_SITE_URL}`, 'ar'))
  await expect(page.getByRole('textbox', { name: arabic.t('miniSite.reference1') })).toBeVisible()
  await checkJourneyStep(page, { where: 'the mini-site in Arabic', width: 1280, screenshot: 'mini-site-codes-ar-1280' })
  await page.goto(inLocale('/mini-site/festival', 'ar'))
  await expect(page.getByRole('region', { name: arabic.t('miniSite.presentations') })).toBeVisible()
  await checkJourneyStep(page, { where: 'the festival mini-site in Arabic', width: 1280, screenshot: 'mini-site-list-ar-1280' })
})

for (const [locale, width] of [
  ['en', 1280],
  ['he', 390],
] as const satisfies readonly (readonly [JourneyLocale, Width])[]) {
  test(`§5 issue 14 a visitor handed over with TS, ret and key: one /integration call, and the order shows the partner's id (${locale}, ${width} px)`, async ({
    page,
    demo,
    boxOffice,
  }) => {
    await page.setViewportSize(viewportOf(width))
    const calls: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/integration')) calls.push(request.url())
    })
    const plan = await boxOffice.seatPlan(demo.cinema)
    const seats = freePair(await boxOffice.planNow(demo.cinema))
    const flow = new OrderFlow(page, locale)
    await flow.open(demo.cinema.id, plan, PARTNER_QUERY)
    await expect.poll(() => calls.length).toBe(1)
    await flow.chooseSeats(seats)
    await flow.toTickets()
    await flow.toProducts()
    await flow.toCheckout()
    await flow.fillCustomer()
    await flow.openCardDialog()
    const body = await commitBody(flow, () => flow.payByCard(TEST_CARDS.approved))
    expect(body['cart']).toMatchObject({ integrationId: DEMO_INTEGRATION.integrationId })
    await flow.expectConfirmation()
    const partner = page.getByRole('region', { name: flow.t('partner.title') })
    await expect(partner.getByTestId('integration-id')).toHaveText(DEMO_INTEGRATION.integrationId)
    // example.org is not on the storefront's redirect allow-list: no link back to it.
    await expect(partner.getByRole('link')).toHaveCount(0)
    await checkJourneyStep(page, { where: 'a partner order’s confirmation', width, screenshot: `partner-confirmation-${locale}-${width}` })
    expect(calls).toHaveLength(1)
  })
}

test('§5 a half-set TS/ret/key calls nothing and shows no error', async ({ page }) => {
  await page.setViewportSize(viewportOf(390))
  const calls: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/integration')) calls.push(request.url())
  })
  const flow = new OrderFlow(page, 'he')
  for (const query of [
    `?TS=${DEMO_INTEGRATION.ts}&ret=${encodeURIComponent(DEMO_INTEGRATION.ret)}`,
    `?ret=x&key=${DEMO_INTEGRATION.key}`,
    `?TS=a&ret=b&key=`,
  ]) {
    await page.goto(`/${query}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(flow.t('pages.home.title'))
    await page.waitForLoadState('networkidle')
  }
  expect(calls).toEqual([])
  await checkJourneyStep(page, { where: 'the event list after a half-set hand-off', width: 390, screenshot: 'partner-half-set-he-390' })
})
