import { describe, expect, it } from 'vitest'
import { EMBEDDED_CUSTOMER_SESSION_ID, embeddedCustomerSessionElement, readEmbeddedCustomerSession } from './embedded-customer-session'

/** The data block's text, as the browser's textContent gives it. */
const blockText = (element: string): string => {
  const open = `<script type="application/json" id="${EMBEDDED_CUSTOMER_SESSION_ID}">`
  expect(element.startsWith(open)).toBe(true)
  expect(element.endsWith('</script>')).toBe(true)
  return element.slice(open.length, -'</script>'.length)
}

describe('issue 16 §1 whether the visitor has a customer session, embedded in the storefront page', () => {
  it('round-trips either answer', () => {
    expect(readEmbeddedCustomerSession(blockText(embeddedCustomerSessionElement(true)))).toBe(true)
    expect(readEmbeddedCustomerSession(blockText(embeddedCustomerSessionElement(false)))).toBe(false)
  })

  it('knows nothing from text that is not the block’s answer (the storefront then asks)', () => {
    expect(readEmbeddedCustomerSession('{')).toBeUndefined()
    expect(readEmbeddedCustomerSession('{"customerSession":"no"}')).toBeUndefined()
    expect(readEmbeddedCustomerSession('true')).toBeUndefined()
  })
})
