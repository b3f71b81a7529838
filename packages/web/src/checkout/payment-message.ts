/** §2 what the hosted card page tells the storefront: its state, the payment session and its own text. */
export interface PaymentPageMessage {
  readonly status: 'processing' | 'approved' | 'declined' | 'error'
  readonly paymentId: string | null
  readonly message: string
  /** §9 the number of payments chosen on the card page, when it says. */
  readonly numberOfPayments: number | null
}

const STATUSES: readonly PaymentPageMessage['status'][] = ['processing', 'approved', 'declined', 'error']

const isStatus = (value: unknown): value is PaymentPageMessage['status'] => STATUSES.some((status) => status === value)

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === 'object' && value !== null

/** §7 the origin of the hosted page's address (relative addresses are on the storefront's own origin); null when it is no http(s) address. */
export const paymentPageOrigin = (pageUrl: string, base: string): string | null => {
  try {
    const url = new URL(pageUrl, base)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null
  } catch {
    return null
  }
}

/** The card page to open in the dialog, and the only origin whose messages count. */
export interface CardPageAddress {
  readonly url: string
  readonly origin: string
}

/**
 * §7 the card page the dialog opens: a page on another origin than the storefront's is told
 * the storefront's origin (`origin`, which the page posts its result to when it allows it); a
 * page on the storefront's own origin posts to that origin and is left as it is. Null when the
 * address is no http(s) one.
 */
export const cardPageAddress = (pageUrl: string, storefrontUrl: string): CardPageAddress | null => {
  const origin = paymentPageOrigin(pageUrl, storefrontUrl)
  const storefront = paymentPageOrigin(storefrontUrl, storefrontUrl)
  if (origin === null || storefront === null) return null
  if (origin === storefront) return { url: pageUrl, origin }
  const url = new URL(pageUrl, storefrontUrl)
  url.searchParams.set('origin', storefront)
  return { url: url.href, origin }
}

/**
 * §2 a window message from the card page, or null to ignore it: it must come from the page's
 * own origin and carry `source: 'kartis-payment'` with a known status — anything else
 * (other frames, browser extensions, forged messages) must not move the payment on.
 */
export const paymentPageMessage = (origin: string, data: unknown, expectedOrigin: string): PaymentPageMessage | null => {
  if (origin !== expectedOrigin || !isRecord(data) || data['source'] !== 'kartis-payment') return null
  const status = data['status']
  if (!isStatus(status)) return null
  const paymentId = data['paymentId']
  const message = data['message']
  const numberOfPayments = data['numberOfPayments']
  return {
    status,
    paymentId: typeof paymentId === 'string' && paymentId !== '' ? paymentId : null,
    message: typeof message === 'string' ? message : '',
    numberOfPayments: typeof numberOfPayments === 'number' && Number.isSafeInteger(numberOfPayments) ? numberOfPayments : null,
  }
}
