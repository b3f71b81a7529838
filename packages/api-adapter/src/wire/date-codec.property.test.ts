import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as E from 'fp-ts/Either'
import { JerusalemDateTime } from './date-codec'
import { jerusalemOffsetMinutes } from '@kartis/core'

const instantArb = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) })

describe('JerusalemDateTime properties', () => {
  it('any UTC instant decodes to a Jerusalem time of the same instant, which decodes to itself', () => {
    fc.assert(
      fc.property(instantArb, (ms) => {
        const decoded = JerusalemDateTime.decode(new Date(ms).toISOString())
        expect(E.isRight(decoded)).toBe(true)
        if (E.isRight(decoded)) {
          expect(Date.parse(decoded.right)).toBe(ms)
          expect(JerusalemDateTime.decode(decoded.right)).toEqual(decoded)
          expect(JerusalemDateTime.is(decoded.right)).toBe(true)
        }
      }),
    )
  })

  it('the wall-clock time of any instant, sent without offset, keeps its wall clock', () => {
    fc.assert(
      fc.property(instantArb, (ms) => {
        const offset = jerusalemOffsetMinutes(ms)
        const wall = new Date(ms + offset * 60_000).toISOString().slice(0, 19)
        const decoded = JerusalemDateTime.decode(wall)
        expect(E.isRight(decoded) && decoded.right.slice(0, 19)).toBe(wall)
      }),
    )
  })
})
