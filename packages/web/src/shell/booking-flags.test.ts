import { describe, expect, it } from 'vitest'
import { holdQuery } from './booking-flags'

describe('holdQuery (§4 query isHold sets the booking flag)', () => {
  it('reads 1 and true as a hold, 0 and false as a regular order', () => {
    expect(['?isHold=1', '?lang=en&isHold=true', '?isHold=TRUE'].map(holdQuery)).toEqual([true, true, true])
    expect(['?isHold=0', '?isHold=false'].map(holdQuery)).toEqual([false, false])
  })
  it('says nothing without the parameter or with another value', () => {
    expect(['', '?lang=he', '?isHold=', '?isHold=maybe'].map(holdQuery)).toEqual([null, null, null, null])
  })
})
