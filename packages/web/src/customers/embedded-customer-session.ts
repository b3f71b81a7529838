import { EMBEDDED_CUSTOMER_SESSION_ID, readEmbeddedCustomerSession } from '@kartis/api-adapter'
import type { PageDataBlocks } from '../shell/page-data-blocks'

/**
 * Issue 16 §1 whether the box office saw a customer session come with this page's request (the data block
 * it wrote into the page); undefined for a page without one (the development server's): restore then asks.
 */
export const customerSessionOfPage = (page: PageDataBlocks): boolean | undefined => {
  const text = page.getElementById(EMBEDDED_CUSTOMER_SESSION_ID)?.textContent
  return text === undefined || text === null ? undefined : readEmbeddedCustomerSession(text)
}
