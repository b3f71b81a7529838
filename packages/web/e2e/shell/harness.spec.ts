import { expectNoSeriousViolations } from '../support/axe'
import { expectNoSidewaysScroll } from '../support/page-checks'
import { expect, test } from '../support/test'

// The harness's own checks must be able to fail: each is shown a page that breaks its rule.
test.describe('the e2e checks themselves', () => {
  test('axe check fails on a critical violation and names the rule and the element', async ({ page }) => {
    await page.setContent(
      '<!doctype html><html lang="en"><head><title>t</title></head><body><main><img src="x.png" class="no-alt"></main></body></html>',
    )
    await expect(expectNoSeriousViolations(page, 'a page with an image without alt')).rejects.toThrow(/\[critical\] image-alt[\s\S]*at img/)
  })

  test('axe check passes a clean page', async ({ page }) => {
    await page.setContent('<!doctype html><html lang="en"><head><title>t</title></head><body><main><h1>Fine</h1></main></body></html>')
    await expectNoSeriousViolations(page, 'a clean page')
  })

  test('sideways-scroll check fails on a page wider than the viewport', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.setContent('<!doctype html><html><body style="margin:0"><div style="width:800px;height:10px"></div></body></html>')
    await expect(expectNoSidewaysScroll(page, 'a too-wide page')).rejects.toThrow(/scrolls sideways/)
  })

  test('the box office helper finds a demo presentation in each seating mode', async ({ demo }) => {
    expect(demo.cinema.venueTypeId).toBe(1)
    expect(demo.cinema.isReserved).toBe(true)
    expect(demo.club.venueTypeId).toBe(3)
    expect(demo.club.isGA).toBeGreaterThan(0)
    expect(demo.mixed.venueTypeId).toBe(4)
    expect(demo.arena.venueTypeId).toBe(5)
  })
})
