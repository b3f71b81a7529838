import type * as t from 'io-ts'
import type { Result } from '@kartis/core'
import { decodeJsonWith } from './decode'

/**
 * JSON that cannot end the script element it sits in nor start a comment or a markup section
 * (`<`, `>`, `&` as escapes) and parses the same in every engine (U+2028/U+2029 escaped).
 */
const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)

/**
 * Issue 16 §1 a JSON data block the box office writes into the storefront's page (the venue, the
 * session hint, the events list's answers): never run by the browser, so the strict CSP stays.
 */
export const dataBlockElement = (id: string, json: unknown): string =>
  `<script type="application/json" id="${id}">${scriptSafeJson(json)}</script>`

/** Issue 16 §1 a data block's text read by its codec: DECODE_ERROR for text that is not JSON or not the codec's value. */
export const readDataBlock = <A, O>(codec: t.Type<A, O>, id: string, text: string): Result<A> => decodeJsonWith(codec, text, `#${id}`)

/**
 * Issue 16 §1 the text of a page's data block as `dataBlockElement` wrote it, read from the page's
 * markup (the box office drawing the page's first screen has no DOM); undefined when the page has none.
 * Its JSON holds no `<`, so the block ends at the first `</script>` after it.
 */
export const dataBlockTextOf = (html: string, id: string): string | undefined => {
  const opening = `<script type="application/json" id="${id}">`
  const start = html.indexOf(opening)
  if (start < 0) return undefined
  const end = html.indexOf('</script>', start + opening.length)
  return end < 0 ? undefined : html.slice(start + opening.length, end)
}
