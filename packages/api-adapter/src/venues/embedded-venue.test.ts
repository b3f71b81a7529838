import * as E from 'fp-ts/Either'
import { defaultVenueSettings, publicVenueSettings } from '@kartis/core'
import { describe, expect, it } from 'vitest'
import { EMBEDDED_VENUE_ID, embeddedVenueElement, readEmbeddedVenue } from './embedded-venue'

const venue = {
  ...publicVenueSettings(defaultVenueSettings(2, 'theatre')),
  displayName: 'תיאטרון </script><script>alert(1)</script> & <!-- x',
  textOverrides: { he: { 'footer.tagline': 'שורה\u2028שנייה' } },
}

/** The data block's text, as the browser's textContent gives it. */
const blockText = (element: string): string => {
  const open = `<script type="application/json" id="${EMBEDDED_VENUE_ID}">`
  expect(element.startsWith(open)).toBe(true)
  expect(element.endsWith('</script>')).toBe(true)
  return element.slice(open.length, -'</script>'.length)
}

describe('issue 16 §1 the venue embedded in the storefront page', () => {
  it('round-trips the public settings through a data block the browser never runs', () => {
    expect(readEmbeddedVenue(blockText(embeddedVenueElement(venue)))).toEqual(E.right(venue))
  })

  it('cannot close its element or open markup, whatever the venue’s texts say', () => {
    const text = blockText(embeddedVenueElement(venue))
    expect(text).not.toMatch(/[<>&\u2028\u2029]/)
  })

  it('refuses text that is not JSON or not GET /venue’s answer (the page then asks GET /venue)', () => {
    const notJson = readEmbeddedVenue('{')
    expect(E.isLeft(notJson) && notJson.left.code).toBe('DECODE_ERROR')
    const wrong = readEmbeddedVenue(JSON.stringify({ displayName: 'x' }))
    expect(E.isLeft(wrong) && wrong.left.code).toBe('DECODE_ERROR')
  })
})
