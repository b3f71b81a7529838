import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { agorot } from '@kartis/core'
import { decodeWith } from './decode'
import { GlobalServiceChargeCodec } from './service-charge'

describe('GlobalServiceChargeCodec', () => {
  it('reads amountPerOrder, percentRatePerOrder and name, in either case', () => {
    const expected = E.right({ amountPerOrder: agorot(1000), percentRatePerOrder: 2.5, name: 'עמלת הזמנה' })
    expect(decodeWith(GlobalServiceChargeCodec, { amountPerOrder: 10, percentRatePerOrder: 2.5, name: 'עמלת הזמנה' })).toEqual(expected)
    expect(decodeWith(GlobalServiceChargeCodec, { AmountPerOrder: '10', PercentRatePerOrder: '2.5', Name: 'עמלת הזמנה' })).toEqual(expected)
  })

  it('§3 names the charge "דמי טיפול" when the server does not', () => {
    expect(decodeWith(GlobalServiceChargeCodec, { percentRatePerOrder: 5 })).toEqual(
      E.right({ amountPerOrder: 0, percentRatePerOrder: 5, name: 'דמי טיפול' }),
    )
  })

  it('reads a bare amount as a fixed charge per order, and writes the object', () => {
    expect(decodeWith(GlobalServiceChargeCodec, 7.5)).toEqual(E.right({ amountPerOrder: 750, percentRatePerOrder: 0, name: 'דמי טיפול' }))
    expect(GlobalServiceChargeCodec.encode({ amountPerOrder: agorot(750), percentRatePerOrder: 0, name: 'דמי טיפול' })).toEqual({
      amountPerOrder: 7.5,
      percentRatePerOrder: 0,
      name: 'דמי טיפול',
    })
  })

  it('names a bad field', () => {
    expect(decodeWith(GlobalServiceChargeCodec, { amountPerOrder: -3 })).toEqual(
      E.left(expect.objectContaining({ params: expect.objectContaining({ path: 'amountPerOrder' }) })),
    )
  })
})
