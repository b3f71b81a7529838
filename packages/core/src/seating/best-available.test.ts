import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { kartisError } from '../errors/error-codes'
import { drawPlan, drawRows, seatAt } from '../../test/plan-fixtures'
import { findBestAvailable, type BestAvailableOptions } from './best-available'

const best = (rows: readonly string[], options: Partial<BestAvailableOptions> & { quantity: number }) => {
  const { index, statuses, selection } = drawRows(...rows)
  return findBestAvailable(index, statuses, { applySingleSeatRule: true, selection, ...options })
}
/** Each match as "y:x1,x2,…". */
const picks = (rows: readonly string[], options: Partial<BestAvailableOptions> & { quantity: number }) =>
  E.map((matches: readonly { readonly seats: readonly { x: number; y: number | null }[] }[]) =>
    matches.map((m) => `${m.seats[0]?.y}:${m.seats.map((s) => s.x).join(',')}`),
  )(best(rows, options))
const notEnough = (quantity: number) => E.left(kartisError('NOT_ENOUGH_SEATS', { quantity }))

describe('findBestAvailable (§7/§9 best available)', () => {
  it('takes the seats nearest the centre of the row, the earlier on a tie', () => {
    expect(picks(['.......'], { quantity: 3 })).toEqual(E.right(['1:3,4,5']))
    expect(picks(['.......'], { quantity: 2 })).toEqual(E.right(['1:3,4']))
  })
  it('ranks rows by nearness to two thirds of the depth, then plan order', () => {
    expect(picks(['...', '...', '...', '...'], { quantity: 3 })).toEqual(E.right(['3:1,2,3', '2:1,2,3', '4:1,2,3', '1:1,2,3']))
  })
  it('gives at most five matches, one per row', () => {
    const rows = Array.from({ length: 7 }, () => '....')
    const result = best(rows, { quantity: 2 })
    expect(E.isRight(result) && result.right.length).toBe(5)
    expect(E.isRight(result) && new Set(result.right.map((m) => m.seats[0]?.y)).size).toBe(5)
  })
  it('gives several non-overlapping results per match when asked, each allowed by the rule', () => {
    expect(
      E.map((ms: readonly { results: readonly { seats: readonly { x: number }[] }[] }[]) =>
        ms.map((m) => m.results.map((r) => r.seats.map((s) => s.x).join(','))),
      )(best(['........'], { quantity: 2, resultsPerMatch: 3 })),
    ).toEqual(E.right([['4,5', '1,2', '7,8']]))
  })
  it('keeps a block within neighbours: an aisle or a taken seat splits it', () => {
    expect(picks(['..|..'], { quantity: 3 })).toEqual(notEnough(3))
    expect(picks(['..T..', '...'], { quantity: 3 })).toEqual(E.right(['2:1,2,3']))
  })
  it('refuses blocks that leave a single seat under the rule, not without it', () => {
    expect(picks(['T...T'], { quantity: 2 })).toEqual(notEnough(2))
    expect(picks(['T...T'], { quantity: 2, applySingleSeatRule: false })).toEqual(E.right(['1:2,3']))
    expect(picks(['T....T'], { quantity: 2 })).toEqual(E.right(['1:2,3']))
  })
  it('takes couches whole and never half', () => {
    expect(picks(['.[..].'], { quantity: 1, applySingleSeatRule: false })).toEqual(E.right(['1:1']))
    expect(picks(['.[..].'], { quantity: 2 })).toEqual(E.right(['1:2,3']))
    expect(picks(['[...]'], { quantity: 2 })).toEqual(notEnough(2))
  })
  it('keeps to the ticket group and the section asked for', () => {
    expect(picks(['.#.#..#.#'], { quantity: 2, ticketGroupId: 2 })).toEqual(E.right(['1:1,2']))
    const { index, statuses } = drawPlan([['...'], ['...']])
    const result = findBestAvailable(index, statuses, { quantity: 2, sectionId: 2, applySingleSeatRule: false })
    expect(E.isRight(result) && result.right.every((m) => m.seats.every((s) => s.sectionId === 2))).toBe(true)
  })
  it("respects this visitor's selection: its seats are not offered, and the block must suit it", () => {
    expect(picks(['SS....'], { quantity: 2 })).toEqual(E.right(['1:3,4']))
    expect(picks(['.SS...'], { quantity: 2 })).toEqual(notEnough(2))
    expect(picks(['S.O..'], { quantity: 1 })).toEqual(E.right(['1:2']))
  })
  it('fails with NOT_ENOUGH_SEATS for nothing free, a quantity below 1, or general admission only', () => {
    expect(picks(['TTT'], { quantity: 1 })).toEqual(notEnough(1))
    expect(picks(['...'], { quantity: 0 })).toEqual(notEnough(0))
    const { index, statuses } = drawPlan([], 10)
    expect(findBestAvailable(index, statuses, { quantity: 1, applySingleSeatRule: false })).toEqual(notEnough(1))
  })
  it('scores the ideal block 1', () => {
    const result = best(['.....'], { quantity: 1 })
    expect(E.isRight(result) && result.right[0]?.score).toBe(1)
    expect(E.isRight(result) && result.right[0]?.seats).toEqual([seatAt(1, 3)])
  })
})
