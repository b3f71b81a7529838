import fc from 'fast-check'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import type { Seat, SeatKey } from '../model/seat-plan'
import { drawRows } from '../../test/plan-fixtures'
import { drawnRowsArb } from '../../test/plan-arbitraries'
import { findBestAvailable } from './best-available'
import { checkSelection } from './single-seat-rule'

const id = (k: SeatKey) => `${k.sectionId}:${k.x}:${k.y ?? 'ga'}`

describe('best-available properties (§7/§9)', () => {
  it('offers free, adjacent, rule-abiding blocks in one row, never overlapping, at most five; fails only when none exists', () => {
    fc.assert(
      fc.property(
        drawnRowsArb,
        fc.integer({ min: 1, max: 4 }),
        fc.boolean(),
        fc.constantFrom(undefined, 1, 2),
        fc.integer({ min: 1, max: 3 }),
        (rows, quantity, applySingleSeatRule, ticketGroupId, resultsPerMatch) => {
          const { plan, index, statuses, selection } = drawRows(...rows)
          const seats: Seat[] = plan.sections.flatMap((s) => s.groups.flatMap((g) => g.rows.flatMap((r) => r.seats)))
          const mine = new Set(selection.map(id))
          const free = (s: Seat) =>
            (s.status === 'available' || (s.status === 'selected' && mine.has(id(s)))) &&
            !mine.has(id(s)) &&
            (ticketGroupId === undefined || s.ticketGroupId === ticketGroupId)
          const options = { applySingleSeatRule }
          const result = findBestAvailable(index, statuses, { quantity, applySingleSeatRule, ticketGroupId, resultsPerMatch, selection })
          // A selection wrong in itself (half a couch) is reported as it is; blocks are whole units.
          const own = checkSelection(index, statuses, selection, { applySingleSeatRule: false })
          if (E.isLeft(own)) {
            expect(result).toEqual(own)
            return
          }
          // Brute force: every run of `quantity` seats at x, x+1, … of one row, all free and allowed.
          const windows = seats.flatMap((start) => {
            const block: Seat[] = []
            for (let k = 0; k < quantity; k++) {
              const next = seats.find((s) => s.sectionId === start.sectionId && s.y === start.y && s.x === start.x + k)
              if (next === undefined || !free(next)) return []
              block.push(next)
            }
            return E.isRight(checkSelection(index, statuses, [...selection, ...block], options)) ? [block] : []
          })
          expect(E.isRight(result)).toBe(windows.length > 0)
          if (E.isLeft(result)) {
            expect(result.left.code).toBe('NOT_ENOUGH_SEATS')
            return
          }
          const matches = result.right
          expect(matches.length).toBeLessThanOrEqual(5)
          expect(new Set(matches.map((m) => `${m.seats[0]?.sectionId}/${m.seats[0]?.y}`)).size).toBe(matches.length)
          const used = new Set<string>()
          for (const match of matches) {
            expect(match.results.length).toBeLessThanOrEqual(resultsPerMatch)
            expect(match.results[0]?.seats).toEqual(match.seats)
            for (const { seats: block } of match.results) {
              expect(block.length).toBe(quantity)
              block.forEach((key, k) => {
                expect(key.sectionId).toBe(block[0]?.sectionId)
                expect(key.y).toBe(block[0]?.y)
                expect(key.x).toBe((block[0]?.x ?? 0) + k)
                const seat = seats.find((s) => id(s) === id(key))
                expect(seat !== undefined && free(seat)).toBe(true)
                expect(used.has(id(key))).toBe(false)
                used.add(id(key))
              })
              expect(E.isRight(checkSelection(index, statuses, [...selection, ...block], options))).toBe(true)
            }
          }
        },
      ),
      { numRuns: 400 },
    )
  })

  it('ranks first a block whose score no other allowed block beats', () => {
    fc.assert(
      fc.property(drawnRowsArb, fc.integer({ min: 1, max: 3 }), fc.boolean(), (rows, quantity, applySingleSeatRule) => {
        const { index, statuses, selection } = drawRows(...rows)
        const all = findBestAvailable(index, statuses, {
          quantity,
          applySingleSeatRule,
          selection,
          maxMatches: 1000,
          resultsPerMatch: 1000,
        })
        const top = findBestAvailable(index, statuses, { quantity, applySingleSeatRule, selection })
        if (E.isLeft(all) || E.isLeft(top)) {
          expect(E.isLeft(all) && E.isLeft(top)).toBe(true)
          return
        }
        const bestScore = Math.max(...all.right.flatMap((m) => m.results.map((r) => r.score)))
        expect(top.right[0]?.score).toBe(bestScore)
        const scores = top.right.map((m) => m.score)
        expect(scores).toEqual([...scores].sort((a, b) => b - a))
      }),
      { numRuns: 300 },
    )
  })
})
