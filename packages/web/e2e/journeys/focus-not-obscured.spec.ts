import type { Locator, Page } from '@playwright/test'
import { viewportOf, WIDTHS } from '../support/page-checks'
import { expect, test } from '../support/test'
import { OrderFlow } from './support/order-flow'

interface Box {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

const intersect = (a: Box, b: Box): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** The element's box in the viewport, failing when it is not drawn. */
const boxOf = async (locator: Locator, what: string): Promise<Box> => {
  const box = await locator.boundingBox()
  if (box === null) throw new Error(`e2e: ${what} is not drawn`)
  return box
}

/** The toasts' box, and the header's where it stays on screen (fixed or sticky); a header that scrolls away covers nothing. */
const coveringBoxes = async (page: Page): Promise<readonly { readonly name: string; readonly box: Box }[]> => {
  const toasts = { name: 'the toasts', box: await boxOf(page.locator('.toast-region'), 'the toast region') }
  const header = page.locator('.site-header')
  const position = await header.evaluate((node) => getComputedStyle(node).position)
  return position === 'fixed' || position === 'sticky' ? [toasts, { name: 'the header', box: await boxOf(header, 'the header') }] : [toasts]
}

for (const width of WIDTHS) {
  test(`issue 16 §3 / WCAG 2.4.11 at ${width} px: a refusal's toast does not cover the seat that keeps the focus at the top of the screen`, async ({
    page,
    demo,
    boxOffice,
  }) => {
    await page.setViewportSize(viewportOf(width))
    const plan = await boxOffice.seatPlan(demo.cinema)
    const flow = new OrderFlow(page, 'he')
    await flow.open(demo.cinema.id, plan)
    // The single-seat rule refuses this seat, with a toast; the focus stays on it.
    const blocked = await flow.firstBlockedSeatInList()
    await blocked.evaluate((node) => node.scrollIntoView({ block: 'start' }))
    await blocked.focus()
    const before = await boxOf(blocked, 'the focused seat')
    // Where §9's toasts used to appear (top centre, 0.75 rem down): the test proves nothing unless the seat is there.
    expect(before.y, 'the focused seat is at the top of the screen').toBeLessThan(60)
    await page.keyboard.press('Space')
    await flow.expectToast(flow.t('errors.SINGLE_SEAT_LEFT'))
    await expect(blocked).toBeFocused()
    // Placed in the next frame after the toast comes: poll until it has settled off the focus.
    await expect
      .poll(async () => {
        const focused = await boxOf(page.locator(':focus'), 'the focused element')
        return (await coveringBoxes(page)).filter(({ box }) => intersect(box, focused)).map(({ name }) => name)
      })
      .toEqual([])
  })
}
