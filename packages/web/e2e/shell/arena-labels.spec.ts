import type { Locator, Page } from '@playwright/test'
import { fileURLToPath } from 'node:url'
import { polygonsOverlap } from '../../src/seat-map/section-labels'
import { keepScreenshot, settle, viewportOf, WIDTHS } from '../support/page-checks'
import { expect, test } from '../support/test'

interface DrawnLabel {
  readonly text: string
  /** The corners of its getBBox() in page pixels, through the element's own turn and the map's zoom. */
  readonly corners: readonly { readonly x: number; readonly y: number }[]
}

/**
 * Every label of the map Chromium draws now and the visitor can see: display none anywhere
 * above it counts as not drawn, and a label wholly outside the map's box is not seen.
 */
const drawnLabels = (page: Page): Promise<DrawnLabel[]> =>
  page.evaluate(() => {
    const stage = document.querySelector('.seat-stage__box')?.getBoundingClientRect()
    const seen = (rect: DOMRect): boolean =>
      stage !== undefined && rect.right > stage.left && rect.left < stage.right && rect.bottom > stage.top && rect.top < stage.bottom
    return [...document.querySelectorAll<SVGTextElement>('.seat-map__svg text')]
      .filter((text) => text.getClientRects().length > 0 && seen(text.getBoundingClientRect()) && (text.textContent ?? '') !== '')
      .map((text) => {
        const box = text.getBBox()
        const matrix = text.getScreenCTM()
        const corners = [
          [box.x, box.y],
          [box.x + box.width, box.y],
          [box.x + box.width, box.y + box.height],
          [box.x, box.y + box.height],
        ].map(([x = 0, y = 0]) => (matrix === null ? { x, y } : new DOMPoint(x, y).matrixTransform(matrix)))
        return { text: `${text.getAttribute('class') ?? ''} ${text.textContent ?? ''}`, corners: corners.map(({ x, y }) => ({ x, y })) }
      })
  })

/** The pairs of drawn labels whose boxes overlap, named for the failure message. */
const overlapping = (labels: readonly DrawnLabel[]): string[] => {
  const pairs: string[] = []
  labels.forEach((a, i) => {
    for (const b of labels.slice(i + 1)) if (polygonsOverlap(a.corners, b.corners)) pairs.push(`${a.text} × ${b.text}`)
  })
  return pairs
}

const expectNoOverlap = async (page: Page, where: string): Promise<number> => {
  const labels = await drawnLabels(page)
  expect(overlapping(labels), `labels overlapping on the arena ${where}`).toEqual([])
  return labels.length
}

/** The map alone, kept beside the full-page screenshots. */
const keepMapScreenshot = async (box: Locator, name: string): Promise<void> => {
  await box.screenshot({ path: fileURLToPath(new URL(`../../test-results/screenshots/${name}.png`, import.meta.url)) })
}

for (const width of WIDTHS) {
  test(`§3 at ${width} px no two labels of the arena map overlap, on the overview and zoomed in; screenshots kept`, async ({
    page,
    demo,
  }) => {
    // The arena's overview may take most of LOADED_TIMEOUT to come on a loaded machine.
    test.setTimeout(120_000)
    await page.setViewportSize(viewportOf(width))
    await page.goto(`/order/${demo.arena.id}`)
    await settle(page)
    const box = page.locator('.seat-stage__box')
    await expect(page.locator('.seat-map__svg--overview')).toBeVisible()
    await box.scrollIntoViewIfNeeded()

    // The overview names all 40 sections of the demo arena.
    expect(await expectNoOverlap(page, `overview at ${width} px`)).toBe(40)
    await keepScreenshot(page, `arena-overview-he-${width}`)
    await keepMapScreenshot(box, `arena-overview-map-he-${width}`)

    // Zoomed into the overview: + twice, about the middle.
    await box.focus()
    await page.keyboard.press('+')
    await page.keyboard.press('+')
    await expectNoOverlap(page, `overview zoomed in at ${width} px`)

    // Into a side section (where the ring is tightest), then out a step: section and row names over the seats.
    await page.keyboard.press('0')
    await page.locator('.section-block[data-section="4"]').click()
    await expect(page.locator('.seat-map__svg--seats')).toBeVisible()
    await expectNoOverlap(page, `in section 105 at ${width} px`)
    await keepMapScreenshot(box, `arena-section-map-he-${width}`)
    // Closer in, row names are written: they too stay off each other and off the section names.
    await box.focus()
    await page.keyboard.press('+')
    await page.keyboard.press('+')
    await expect(page.locator('.seat-map__labels')).toBeVisible()
    expect(await page.locator('.row-label').count()).toBeGreaterThan(0)
    await expectNoOverlap(page, `zoomed into section 105 at ${width} px`)
    await keepMapScreenshot(box, `arena-rows-map-he-${width}`)
    await page.keyboard.press('-')
    await page.keyboard.press('-')
    await page.keyboard.press('-')
    await page.keyboard.press('-')
    await expectNoOverlap(page, `zoomed out of section 105 at ${width} px`)
  })
}
