import { agorot } from '@kartis/core'
import { describe, expect, it } from 'vitest'
import { DataLayerAnalytics, dataLayerEntry, type DataLayerHost } from './data-layer-analytics'

describe('§7 the data layer', () => {
  it('pushes a GA4 e-commerce entry after clearing the previous one, money in shekels', async () => {
    const host: DataLayerHost = {}
    const analytics = new DataLayerAnalytics(host)
    const answer = await analytics.push({
      name: 'add_to_cart',
      currency: 'ILS',
      value: agorot(9400),
      items: [
        { itemId: 'presentation-5-ticket-101', itemName: 'הקיץ האחרון בחיפה', itemVariant: 'אולם 1', price: agorot(4700), quantity: 2 },
      ],
    })
    expect(answer).toEqual({ _tag: 'Right', right: undefined })
    expect(host.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'ILS',
          value: 94,
          items: [{ item_id: 'presentation-5-ticket-101', item_name: 'הקיץ האחרון בחיפה', item_variant: 'אולם 1', price: 47, quantity: 2 }],
        },
      },
    ])
  })

  it('keeps entries already in the data layer (a tag manager may have put some there)', async () => {
    const host: DataLayerHost = { dataLayer: [{ event: 'gtm.js' }] }
    await new DataLayerAnalytics(host).push({ name: 'view_item', currency: 'ILS', value: agorot(0), items: [] })
    expect(host.dataLayer?.[0]).toEqual({ event: 'gtm.js' })
    expect(host.dataLayer).toHaveLength(3)
  })

  it('adds the event-specific GA4 fields: payment_type, transaction_id, coupon, tax', () => {
    expect(
      dataLayerEntry({
        name: 'add_payment_info',
        currency: 'ILS',
        value: agorot(1050),
        items: [],
        paymentType: 'credit_card',
        coupon: 'ZUG2',
      }).ecommerce,
    ).toEqual({
      currency: 'ILS',
      value: 10.5,
      items: [],
      payment_type: 'credit_card',
      coupon: 'ZUG2',
    })
    expect(
      dataLayerEntry({ name: 'purchase', currency: 'ILS', value: agorot(100), items: [], transactionId: 'R-42', tax: agorot(17) })
        .ecommerce,
    ).toMatchObject({
      transaction_id: 'R-42',
      tax: 0.17,
    })
  })
})
