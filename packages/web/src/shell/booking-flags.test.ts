import { describe, expect, it } from 'vitest'
import { holdQuery, partnerQuery } from './booking-flags'

describe('holdQuery (§4 query isHold sets the booking flag)', () => {
  it('reads 1 and true as a hold, 0 and false as a regular order', () => {
    expect(['?isHold=1', '?lang=en&isHold=true', '?isHold=TRUE'].map(holdQuery)).toEqual([true, true, true])
    expect(['?isHold=0', '?isHold=false'].map(holdQuery)).toEqual([false, false])
  })
  it('says nothing without the parameter or with another value', () => {
    expect(['', '?lang=he', '?isHold=', '?isHold=maybe'].map(holdQuery)).toEqual([null, null, null, null])
  })
})

describe('partnerQuery (§5 the integration call happens only if TS, ret and key are all present)', () => {
  it('reads the three values of a partner’s hand-off', () => {
    expect(partnerQuery('?TS=kartis-demo&ret=https%3A%2F%2Fexample.org%2Fr&key=k1&lang=en')).toEqual({
      TS: 'kartis-demo',
      ret: 'https://example.org/r',
      key: 'k1',
    })
  })
  it('says nothing when any is missing or blank, or spelt in another case', () => {
    expect(['', '?TS=a&ret=b', '?TS=a&key=c', '?ret=b&key=c', '?TS=a&ret=b&key=%20', '?ts=a&ret=b&key=c'].map(partnerQuery)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ])
  })
})
