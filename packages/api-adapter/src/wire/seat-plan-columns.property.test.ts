import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as E from 'fp-ts/Either'
import { decodeWith } from './decode'
import { SeatPlanColumnsResponse, SeatPlanResponse } from './seats'
import { seatPlanArb } from './test-support/arbitraries'
import { overJson } from './test-support/recase'

describe('seat plan in columns: properties', () => {
  it('encode, JSON, decode is the identity on any plan’s sections', () => {
    fc.assert(
      fc.property(seatPlanArb, ({ sections }) => {
        expect(decodeWith(SeatPlanColumnsResponse, overJson(SeatPlanColumnsResponse.encode(sections)))).toEqual(E.right(sections))
      }),
    )
  })

  it('reads the same sections as the §3 form of the same plan', () => {
    fc.assert(
      fc.property(seatPlanArb, ({ sections }) => {
        const plain = decodeWith(SeatPlanResponse, overJson(SeatPlanResponse.encode(sections)))
        expect(decodeWith(SeatPlanColumnsResponse, overJson(SeatPlanColumnsResponse.encode(sections)))).toEqual(plain)
      }),
    )
  })
})
