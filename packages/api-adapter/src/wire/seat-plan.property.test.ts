import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { decodeWith } from './decode'
import { SeatPlanCodec } from './seat-plan'
import { seatPlanArb } from './test-support/arbitraries'
import { camelKeys, overJson, pascalKeys } from './test-support/recase'

describe('seat plan codec properties', () => {
  it('encode, JSON, decode is the identity on any seat plan', () => {
    fc.assert(
      fc.property(seatPlanArb, (plan) => {
        expect(decodeWith(SeatPlanCodec, overJson(SeatPlanCodec.encode(plan)))).toEqual({ _tag: 'Right', right: plan })
      }),
    )
  })

  it('a seat plan whose keys were all recased decodes to the same plan', () => {
    fc.assert(
      fc.property(seatPlanArb, (plan) => {
        const wire = overJson(SeatPlanCodec.encode(plan))
        expect(decodeWith(SeatPlanCodec, pascalKeys(wire))).toEqual({ _tag: 'Right', right: plan })
        expect(decodeWith(SeatPlanCodec, camelKeys(wire))).toEqual({ _tag: 'Right', right: plan })
      }),
      { numRuns: 50 },
    )
  })
})
