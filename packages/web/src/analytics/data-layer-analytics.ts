import { toShekels } from '@kartis/core'
import type { Analytics, AnalyticsItem, EcommerceEvent, Result } from '@kartis/core'

declare global {
  interface Window {
    /** §7 the analytics data layer (Google Tag Manager's array). */
    dataLayer?: unknown[]
  }
}

/** Where the data layer lives: the browser window, or a plain object in tests. */
export interface DataLayerHost {
  dataLayer?: unknown[]
}

/** A GA4 e-commerce item as the data layer carries it: snake_case fields, money in shekels. */
export type DataLayerItem = Readonly<Record<string, string | number>>

/** §7 one entry of the data layer: the event name and GA4's `ecommerce` object. */
export interface DataLayerEntry {
  readonly event: EcommerceEvent['name']
  readonly ecommerce: Readonly<Record<string, string | number | readonly DataLayerItem[]>>
}

const snakeCase = (name: string): string => name.replace(/[A-Z0-9]/g, (letter) => `_${letter.toLowerCase()}`)

/** §7/§9 an item's GA4 fields: each domain field under its snake_case name, agorot as shekels. */
const itemEntry = (item: AnalyticsItem): DataLayerItem => {
  const entry: Record<string, string | number> = {}
  // The spread's type lists the fields (an interface's entries would be `any`).
  for (const [name, value] of Object.entries({ ...item })) {
    if (value !== undefined) entry[snakeCase(name)] = value
  }
  // The money fields, replaced where they stand: agorot become shekels.
  entry['price'] = toShekels(item.price)
  if (item.discount !== undefined) entry['discount'] = toShekels(item.discount)
  return entry
}

/** §7 the data-layer entry of an e-commerce event (GA4 names; currency ILS; value and prices in shekels). */
export const dataLayerEntry = (event: EcommerceEvent): DataLayerEntry => {
  const ecommerce: Record<string, string | number | readonly DataLayerItem[]> = {
    currency: event.currency,
    value: toShekels(event.value),
    items: event.items.map(itemEntry),
  }
  if (event.name === 'begin_checkout' || event.name === 'add_payment_info' || event.name === 'purchase') {
    if (event.coupon !== undefined) ecommerce['coupon'] = event.coupon
  }
  if (event.name === 'add_payment_info') ecommerce['payment_type'] = event.paymentType
  if (event.name === 'purchase') {
    ecommerce['transaction_id'] = event.transactionId
    if (event.tax !== undefined) ecommerce['tax'] = toShekels(event.tax)
  }
  return { event: event.name, ecommerce }
}

/**
 * §7 the Analytics port over `window.dataLayer`: each event is pushed after a `{ ecommerce: null }`
 * entry, as GA4 asks, so one event's items never leak into the next.
 */
export class DataLayerAnalytics implements Analytics {
  constructor(private readonly host: DataLayerHost) {}

  /** §7 pushes view_item, add_to_cart, begin_checkout, add_payment_info or purchase. */
  async push(event: EcommerceEvent): Promise<Result<void>> {
    const layer = this.host.dataLayer ?? (this.host.dataLayer = [])
    layer.push({ ecommerce: null })
    layer.push(dataLayerEntry(event))
    return { _tag: 'Right', right: undefined }
  }
}
