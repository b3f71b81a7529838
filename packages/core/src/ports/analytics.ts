import type { Result } from '../errors/error-codes'
import type { Agorot, CURRENCY } from '../money/money'

/** §7 the e-commerce events the client pushes to the analytics data layer. */
export type EcommerceEventName = 'view_item' | 'add_to_cart' | 'begin_checkout' | 'add_payment_info' | 'purchase'

/**
 * §7 a GA4 e-commerce item in domain terms: each field is the GA4 field of the same name
 * in camelCase (itemId is item_id); money is in agorot and the adapter sends shekels.
 */
export interface AnalyticsItem {
  readonly itemId: string
  readonly itemName: string
  readonly itemBrand?: string
  readonly itemCategory?: string
  readonly itemCategory2?: string
  readonly itemVariant?: string
  readonly itemListId?: string
  readonly itemListName?: string
  readonly affiliation?: string
  readonly coupon?: string
  readonly discount?: Agorot
  readonly index?: number
  readonly locationId?: string
  readonly price: Agorot
  readonly quantity: number
}

/** What every GA4 e-commerce event carries. */
interface EcommerceEventBase {
  readonly currency: (typeof CURRENCY)['code']
  readonly value: Agorot
  readonly items: readonly AnalyticsItem[]
}

/** §7 one e-commerce event; the fields beyond the base are GA4's for that event. */
export type EcommerceEvent =
  | (EcommerceEventBase & { readonly name: 'view_item' })
  | (EcommerceEventBase & { readonly name: 'add_to_cart' })
  | (EcommerceEventBase & { readonly name: 'begin_checkout'; readonly coupon?: string })
  | (EcommerceEventBase & { readonly name: 'add_payment_info'; readonly paymentType: string; readonly coupon?: string })
  | (EcommerceEventBase & {
      readonly name: 'purchase'
      readonly transactionId: string
      readonly tax?: Agorot
      readonly coupon?: string
    })

/** §7 analytics: the data layer the client pushes e-commerce events to. */
export interface Analytics {
  /** §7 pushes view_item, add_to_cart, begin_checkout, add_payment_info or purchase. */
  push(event: EcommerceEvent): Promise<Result<void>>
}
