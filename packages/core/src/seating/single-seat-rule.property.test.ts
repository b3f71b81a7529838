import fc from 'fast-check'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import type { Seat, SeatKey, SeatPlan } from '../model/seat-plan'
import { drawRows } from '../../test/plan-fixtures'
import { drawnRowsArb } from '../../test/plan-arbitraries'
import { blockedSeats, checkSelection, selectionToAdd } from './single-seat-rule'

/**
 * A naive reference written straight from the §4 definition, on Seat objects with linear
 * searches: no index, no typed arrays, no incremental step.
 */
const reference = (plan: SeatPlan, selection: readonly SeatKey[]) => {
  const reserved = new Set(plan.sections.filter((s) => s.isReserved).map((s) => s.id))
  const seats: Seat[] = plan.sections.flatMap((s) => s.groups.flatMap((g) => g.rows.flatMap((r) => r.seats)))
  const id = (k: SeatKey) => `${k.sectionId}/${k.x}/${String(k.y)}`
  const mine = new Set(selection.map(id))
  // Statuses as others see them: this visitor's own 'selected' seats are available.
  const available = (s: Seat) => s.status === 'available' || (s.status === 'selected' && mine.has(id(s)))
  const neighbour = (s: Seat, dx: number) =>
    s.y === null || !reserved.has(s.sectionId)
      ? undefined
      : seats.find((o) => o.sectionId === s.sectionId && o.y === s.y && o.x === s.x + dx)
  const marked = (s: Seat) => s.attributes.some((c) => c === 31 || c === 32 || c === 33)
  const counted = (chosen: ReadonlySet<string>) => {
    const free = (s: Seat) => available(s) && !chosen.has(id(s))
    return new Set(
      seats
        .filter((s) => s.y !== null && reserved.has(s.sectionId) && free(s))
        .filter((s) => {
          const l = neighbour(s, -1)
          const r = neighbour(s, 1)
          const takenL = l !== undefined && !free(l)
          const takenR = r !== undefined && !free(r)
          const isolated = (l === undefined || takenL) && (r === undefined || takenR) && (takenL || takenR)
          const exempt = marked(s) || (takenL && l !== undefined && marked(l)) || (takenR && r !== undefined && marked(r))
          return isolated && !exempt
        })
        .map(id),
    )
  }
  const kind = (s: Seat) => (s.attributes.includes(1) ? 'couch' : s.attributes.includes(4) ? 'bed' : undefined)
  const joins = (a: Seat, b: Seat) =>
    kind(a) !== undefined && kind(a) === kind(b) && !a.attributes.includes(33) && !b.attributes.includes(31)
  const unit = (s: Seat): Seat[] => {
    const members = [s]
    for (let l = neighbour(s, -1), at = s; l !== undefined && joins(l, at); at = l, l = neighbour(l, -1)) members.unshift(l)
    for (let r = neighbour(s, 1), at = s; r !== undefined && joins(at, r); at = r, r = neighbour(r, 1)) members.push(r)
    return members
  }
  const seatOf = (k: SeatKey) => seats.find((s) => id(s) === id(k))
  const newIsolated = (chosen: readonly SeatKey[]) => {
    const before = counted(new Set())
    return [...counted(new Set(chosen.map(id)))].filter((s) => !before.has(s))
  }
  const allowed = (chosen: readonly SeatKey[], rule: boolean) => {
    const set = new Set(chosen.map(id))
    const found = chosen.map(seatOf)
    return (
      found.every((s) => s !== undefined && available(s)) &&
      found.every((s) => s === undefined || unit(s).every((m) => set.has(id(m)))) &&
      (!rule || newIsolated(chosen).length === 0)
    )
  }
  return { seats, available, mine, id, unit, newIsolated, allowed }
}

const ruleArb = fc.boolean()

describe('single-seat rule properties (§4)', () => {
  it('accepts exactly the selections the naive definition allows; an accepted one strands no new seat', () => {
    fc.assert(
      fc.property(drawnRowsArb, ruleArb, (rows, applySingleSeatRule) => {
        const { plan, index, statuses, selection } = drawRows(...rows)
        const ref = reference(plan, selection)
        const result = checkSelection(index, statuses, selection, { applySingleSeatRule })
        expect(E.isRight(result)).toBe(ref.allowed(selection, applySingleSeatRule))
        if (E.isRight(result) && applySingleSeatRule) expect(ref.newIsolated(selection)).toEqual([])
      }),
      { numRuns: 400 },
    )
  })

  it('blocks a free seat iff adding its unit to the selection is refused', () => {
    fc.assert(
      fc.property(drawnRowsArb, ruleArb, (rows, applySingleSeatRule) => {
        const { plan, index, statuses, selection } = drawRows(...rows)
        const ref = reference(plan, selection)
        const blocked = blockedSeats(index, statuses, selection, { applySingleSeatRule })
        for (const seat of ref.seats) {
          if (!ref.available(seat) || ref.mine.has(ref.id(seat))) continue
          const id = `${seat.sectionId}:${seat.x}:${seat.y ?? 'ga'}`
          const refused = E.isLeft(checkSelection(index, statuses, [...selection, ...ref.unit(seat)], { applySingleSeatRule }))
          expect(blocked.has(id)).toBe(refused)
        }
        // Only free seats are ever reported.
        for (const id of blocked)
          expect(ref.seats.some((s) => `${s.sectionId}:${s.x}:${s.y ?? 'ga'}` === id && ref.available(s) && !ref.mine.has(ref.id(s)))).toBe(
            true,
          )
      }),
      { numRuns: 400 },
    )
  })

  it('never accepts part of a couch or bed, under any policy', () => {
    fc.assert(
      fc.property(drawnRowsArb, ruleArb, (rows, applySingleSeatRule) => {
        const { plan, index, statuses, selection } = drawRows(...rows)
        const ref = reference(plan, selection)
        if (E.isLeft(checkSelection(index, statuses, selection, { applySingleSeatRule }))) return
        const chosen = new Set(selection.map(ref.id))
        for (const key of selection) {
          const seat = ref.seats.find((s) => ref.id(s) === ref.id(key))
          for (const member of seat === undefined ? [] : ref.unit(seat)) expect(chosen.has(ref.id(member))).toBe(true)
        }
      }),
      { numRuns: 300 },
    )
  })

  it('a click adds a whole unit that the rule then accepts', () => {
    fc.assert(
      fc.property(drawnRowsArb, ruleArb, fc.nat(), (rows, applySingleSeatRule, pick) => {
        const { plan, index, statuses, selection } = drawRows(...rows)
        const ref = reference(plan, selection)
        const seat = ref.seats[pick % ref.seats.length]
        if (seat === undefined) return
        const added = selectionToAdd(index, statuses, selection, seat, { applySingleSeatRule })
        if (E.isLeft(added)) return
        expect(ref.allowed([...selection, ...added.right], applySingleSeatRule)).toBe(true)
        expect(added.right.some((k) => k.x === seat.x && k.y === seat.y) || ref.mine.has(ref.id(seat))).toBe(true)
      }),
      { numRuns: 300 },
    )
  })
})
