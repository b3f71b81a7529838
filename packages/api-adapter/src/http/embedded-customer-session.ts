import * as t from 'io-ts'
import * as E from 'fp-ts/Either'
import { dataBlockElement, readDataBlock } from '../wire/data-block'

/** The id of the data block in the storefront's index.html that says whether the visitor has a customer session. */
export const EMBEDDED_CUSTOMER_SESSION_ID = 'kartis-customer-session'

const EmbeddedCustomerSessionCodec = t.type({ customerSession: t.boolean })

/**
 * Issue 16 §1 what the box office knows from the page request: whether this browser was given a customer
 * session (a data block, never run: the CSP stays strict). Without one the storefront need not ask for the
 * customer area at start — a call whose only answer would be LOGIN_REQUIRED, a 401 in the console.
 */
export const embeddedCustomerSessionElement = (customerSession: boolean): string =>
  dataBlockElement(EMBEDDED_CUSTOMER_SESSION_ID, EmbeddedCustomerSessionCodec.encode({ customerSession }))

/** Issue 16 §1 the block's answer; undefined for text that is not one (a page the box office did not write: then ask). */
export const readEmbeddedCustomerSession = (text: string): boolean | undefined => {
  const decoded = readDataBlock(EmbeddedCustomerSessionCodec, EMBEDDED_CUSTOMER_SESSION_ID, text)
  return E.isRight(decoded) ? decoded.right.customerSession : undefined
}
