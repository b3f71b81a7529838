import { embeddedCustomerSessionElement } from '@kartis/api-adapter'
import { describe, expect, it } from 'vitest'
import { customerSessionOfPage } from './embedded-customer-session'

/** A page whose head holds `markup`. */
const pageWith = (markup: string): Document => new DOMParser().parseFromString(`<html><head>${markup}</head></html>`, 'text/html')

describe('issue 16 §1 whether the page was served to a visitor with a customer session', () => {
  it('reads the box office’s answer from the page', () => {
    expect(customerSessionOfPage(pageWith(embeddedCustomerSessionElement(false)))).toBe(false)
    expect(customerSessionOfPage(pageWith(embeddedCustomerSessionElement(true)))).toBe(true)
  })

  it('knows nothing on a page without the block, or with one it cannot read', () => {
    expect(customerSessionOfPage(pageWith(''))).toBeUndefined()
    expect(customerSessionOfPage(pageWith('<script type="application/json" id="kartis-customer-session">{</script>'))).toBeUndefined()
  })
})
