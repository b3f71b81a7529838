import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { kartisError, type Result } from '../errors/error-codes'
import type { SeatPlan } from '../model/seat-plan'
import { applySeatStatuses } from '../presentations/seat-status'
import { drawPlan, drawRows, seatAt, type Drawn } from '../../test/plan-fixtures'
import {
  blockedSeatIds,
  canContinue,
  committed,
  deselect,
  gaQuantity,
  isPending,
  lockFailed,
  lockSucceeded,
  releaseAll,
  releaseStrays,
  seatStatusFor,
  select,
  selectedCount,
  selectedKeys,
  selectedSeats,
  setGaQuantity,
  startSeatSelection,
  statusesLoaded,
  strayKeys,
  toggle,
  unlockFailed,
  unlockSucceeded,
  type SeatCommand,
  type SeatSelectionState,
  type SeatStep,
  type SelectionPresentation,
  lockRequestFor,
} from './seat-selection'

const presentation = (overrides: Partial<SelectionPresentation> = {}): SelectionPresentation => ({
  id: 42,
  venueId: 1,
  seatplanId: 1,
  seatingPolicyId: 1,
  maxSeats: 4,
  ...overrides,
})

const start = (drawn: SeatPlan | Drawn, overrides: Partial<SelectionPresentation> = {}): SeatSelectionState =>
  startSeatSelection(presentation(overrides), 'plan' in drawn ? drawn.plan : drawn)

const step = (result: Result<SeatStep>): SeatStep => {
  if (E.isLeft(result)) throw new Error(`expected a step, got ${result.left.code}`)
  return result.right
}

/** Answers every lock as granted (the seat's own coordinates) and every unlock as done. */
const answerAll = (first: SeatStep): SeatStep => {
  let state = first.state
  let queue: readonly SeatCommand[] = first.commands
  const errors = [...first.errors]
  while (queue.length > 0) {
    const [command, ...rest] = queue
    if (command === undefined) break
    const next =
      command.kind === 'lock'
        ? lockSucceeded(state, command.ref, { x: command.request.x, y: command.request.y ?? 1, allocationId: 70 })
        : unlockSucceeded(state, command.ref)
    state = next.state
    errors.push(...next.errors)
    queue = [...rest, ...next.commands]
  }
  return { state, commands: [], errors }
}

const keys = (state: SeatSelectionState): string[] => selectedKeys(state).map((k) => `${k.x},${k.y}`)
const REFUSED = kartisError('SEAT_NO_LONGER_AVAILABLE', {}, 'המושב כבר לא זמין')
const UNLOCK_ERROR = kartisError('SERVER_ERROR', {}, 'שגיאה בשחרור המושב')

describe('§4 seat flow: selecting sets the seat selected at once and locks it on the server', () => {
  it('marks the seat selected before any answer and sends one lock with the seat’s facts', () => {
    const s = step(select(start(drawRows('.....')), seatAt(1, 3)))
    expect(keys(s.state)).toEqual(['3,1'])
    expect(seatStatusFor(s.state, seatAt(1, 3))).toBe('selected')
    expect(s.commands).toEqual([
      {
        kind: 'lock',
        ref: 1,
        request: { presentationId: 42, venueId: 1, seatplanId: 1, sectionId: 1, ticketGroupId: 1, x: 3, y: 1 },
      },
    ])
    expect(isPending(s.state)).toBe(true)
    expect(canContinue(s.state)).toBe(false)
  })
  it('after the lock answers the seat is selected with its allocation and the visitor can continue', () => {
    const s = answerAll(step(select(start(drawRows('.....')), seatAt(1, 3))))
    expect(canContinue(s.state)).toBe(true)
    expect(selectedSeats(s.state).map((seat) => [seat.x, seat.status, seat.allocationId])).toEqual([[3, 'selected', 70]])
  })
  it('keeps the selection in the order chosen', () => {
    let state = start(drawRows('.....'))
    for (const x of [4, 1, 2]) state = answerAll(step(select(state, seatAt(1, x)))).state
    expect(keys(state)).toEqual(['4,1', '1,1', '2,1'])
  })
  it('selecting a selected seat changes nothing', () => {
    const s = step(select(start(drawRows('...')), seatAt(1, 2)))
    const again = step(select(s.state, seatAt(1, 2)))
    expect(again.state).toBe(s.state)
    expect(again.commands).toEqual([])
  })
})

describe('§4/§5 refusals are Left values and change nothing', () => {
  it('a seat that is not free: SEAT_NO_LONGER_AVAILABLE', () => {
    const state = start(drawRows('.TH.O'))
    for (const x of [2, 3, 5]) expect(select(state, seatAt(1, x))).toMatchObject(E.left({ code: 'SEAT_NO_LONGER_AVAILABLE' }))
  })
  it('a seat the plan lacks: SEAT_NOT_FOUND', () => {
    expect(select(start(drawRows('...')), seatAt(1, 9))).toMatchObject(E.left({ code: 'SEAT_NOT_FOUND' }))
  })
  it('§5 seat maximum: no more than the allowed number of seats (SEAT_MAXIMUM_REACHED)', () => {
    let state = start(drawRows('......'), { maxSeats: 2 })
    state = step(select(state, seatAt(1, 1))).state
    state = step(select(state, seatAt(1, 2))).state
    expect(select(state, seatAt(1, 4))).toEqual(E.left(kartisError('SEAT_MAXIMUM_REACHED', { max: 2 })))
    expect(selectedCount(state)).toBe(2)
  })
  it('§4 single-seat rule under policy 3: a seat that would leave one isolated free seat is refused', () => {
    const state = start(drawRows('T....'), { seatingPolicyId: 3 })
    expect(select(state, seatAt(1, 3))).toMatchObject(E.left({ code: 'SINGLE_SEAT_LEFT' }))
    expect(E.isRight(select(state, seatAt(1, 2)))).toBe(true)
  })
  it('the single-seat rule does not apply under other policies', () => {
    expect(E.isRight(select(start(drawRows('T....'), { seatingPolicyId: 1 }), seatAt(1, 3)))).toBe(true)
  })
  it('a seat without a ticket group: NO_PRICE_LIST', () => {
    const plan = drawRows('...').plan
    const noGroup = applySeatStatuses(
      plan,
      [{ sectionId: 1, groupId: 1, x: 2, y: 1, allocationId: null, ticketGroupId: null, status: 'available' }],
      1,
    )
    const state = startSeatSelection(presentation(), noGroup)
    expect(select(state, seatAt(1, 2))).toMatchObject(E.left({ code: 'NO_PRICE_LIST' }))
  })
  it('a GA place is chosen by quantity, not by clicking it', () => {
    const { plan } = drawPlan([['..']], 3)
    expect(select(start(plan), { sectionId: 2, x: 1, y: null })).toMatchObject(E.left({ code: 'SEAT_NOT_FOUND' }))
  })
})

describe('§4 seats in a sofa or bed must all be chosen together', () => {
  it('selecting one seat of a couch selects and locks all its seats', () => {
    const s = step(select(start(drawRows('.[...].')), seatAt(1, 3)))
    expect(keys(s.state)).toEqual(['2,1', '3,1', '4,1'])
    expect(s.commands.map((c) => c.request.x)).toEqual([2, 3, 4])
  })
  it('a couch counts as all its seats against the maximum', () => {
    expect(select(start(drawRows('{...}'), { maxSeats: 2 }), seatAt(1, 1))).toMatchObject(E.left({ code: 'SEAT_MAXIMUM_REACHED' }))
  })
  it('deselecting one seat of a couch deselects the whole couch', () => {
    const selected = answerAll(step(select(start(drawRows('[..].')), seatAt(1, 1))))
    const s = step(deselect(selected.state, seatAt(1, 2)))
    expect(keys(s.state)).toEqual([])
    expect(s.commands.map((c) => [c.kind, c.request.x])).toEqual([
      ['unlock', 1],
      ['unlock', 2],
    ])
  })
})

describe('§4 if the lock fails, the selection is reverted', () => {
  it("reports 'Seat no longer available' with the server's text, and the seat shows taken", () => {
    const s = step(select(start(drawRows('...')), seatAt(1, 2)))
    const failed = lockFailed(s.state, 1, REFUSED)
    expect(keys(failed.state)).toEqual([])
    expect(failed.errors).toEqual([
      kartisError('SEAT_NO_LONGER_AVAILABLE', { section: 'אולם 1', row: '1', seat: '2' }, 'המושב כבר לא זמין'),
    ])
    expect(seatStatusFor(failed.state, seatAt(1, 2))).toBe('unavailable')
    expect(isPending(failed.state)).toBe(false)
  })
  it('a couch is reverted whole: its seats that did lock are unlocked', () => {
    const s = step(select(start(drawRows('[...]')), seatAt(1, 1)))
    let state = lockSucceeded(s.state, 1, { x: 1, y: 1, allocationId: 1 }).state
    const failed = lockFailed(state, 2, REFUSED)
    state = failed.state
    expect(keys(state)).toEqual([])
    expect(failed.commands.map((c) => [c.kind, c.request.x])).toEqual([['unlock', 1]])
    const third = lockSucceeded(state, 3, { x: 3, y: 1, allocationId: 3 })
    expect(third.commands.map((c) => [c.kind, c.request.x])).toEqual([['unlock', 3]])
    expect(third.errors).toEqual([])
  })
})

describe('§4 deselecting unlocks; if unlock fails the seat is selected again', () => {
  const held = (): SeatSelectionState => answerAll(step(select(start(drawRows('....')), seatAt(1, 2)))).state

  it('marks the seat unselected at once and sends an unlock', () => {
    const s = step(deselect(held(), seatAt(1, 2)))
    expect(keys(s.state)).toEqual([])
    expect(s.commands.map((c) => c.kind)).toEqual(['unlock'])
    expect(seatStatusFor(s.state, seatAt(1, 2))).toBe('unavailable')
    const done = unlockSucceeded(s.state, s.commands[0]?.ref ?? 0)
    expect(seatStatusFor(done.state, seatAt(1, 2))).toBe('available')
    expect(done.state.holdings).toEqual([])
  })
  it("if the unlock fails the seat is selected again: 'Error unlocking seat' (SEAT_UNLOCK_FAILED)", () => {
    const s = step(deselect(held(), seatAt(1, 2)))
    const failed = unlockFailed(s.state, s.commands[0]?.ref ?? 0, UNLOCK_ERROR)
    expect(keys(failed.state)).toEqual(['2,1'])
    expect(failed.errors).toEqual([kartisError('SEAT_UNLOCK_FAILED', { section: 'אולם 1', row: '1', seat: '2' }, 'שגיאה בשחרור המושב')])
    expect(failed.commands).toEqual([])
    expect(canContinue(failed.state)).toBe(true)
  })
  it('deselecting a seat that is not selected: SEAT_NOT_FOUND', () => {
    expect(deselect(held(), seatAt(1, 3))).toMatchObject(E.left({ code: 'SEAT_NOT_FOUND' }))
  })
  it('a click toggles', () => {
    const on = step(toggle(held(), seatAt(1, 4)))
    expect(keys(on.state)).toEqual(['2,1', '4,1'])
    const off = step(toggle(on.state, seatAt(1, 2)))
    expect(keys(off.state)).toEqual(['4,1'])
  })
  it('a couch whose unlock failed only in part is not selected again: the seat stays held as a stray', () => {
    const selected = answerAll(step(select(start(drawRows('[..]')), seatAt(1, 1)))).state
    const s = step(deselect(selected, seatAt(1, 1)))
    const [first, second] = s.commands
    let state = unlockFailed(s.state, first?.ref ?? 0, UNLOCK_ERROR).state
    state = unlockSucceeded(state, second?.ref ?? 0).state
    expect(keys(state)).toEqual([])
    expect(strayKeys(state)).toEqual([seatAt(1, 1)])
    expect(select(state, seatAt(1, 2))).toMatchObject(E.left({ code: 'SEAT_NO_LONGER_AVAILABLE' }))
    const retry = releaseStrays(state)
    expect(retry.commands.map((c) => [c.kind, c.request.x])).toEqual([['unlock', 1]])
    expect(answerAll(retry).state.holdings).toEqual([])
  })
  it('a couch whose every unlock failed is selected again whole', () => {
    const selected = answerAll(step(select(start(drawRows('[..]')), seatAt(1, 1)))).state
    const s = step(deselect(selected, seatAt(1, 1)))
    let state = unlockFailed(s.state, s.commands[0]?.ref ?? 0, UNLOCK_ERROR).state
    state = unlockFailed(state, s.commands[1]?.ref ?? 0, UNLOCK_ERROR).state
    expect(keys(state)).toEqual(['1,1', '2,1'])
    expect(strayKeys(state)).toEqual([])
  })
  it('a seat whose unlock failed is not selected again past the seat maximum', () => {
    let state = start(drawRows('....'), { maxSeats: 1 })
    const first = step(select(state, seatAt(1, 1)))
    state = step(deselect(first.state, seatAt(1, 1))).state
    state = step(select(state, seatAt(1, 3))).state
    const answered = lockSucceeded(state, 1, { x: 1, y: 1, allocationId: 1 })
    const unlock = answered.commands[0]
    expect(unlock?.kind).toBe('unlock')
    const failed = unlockFailed(answered.state, unlock?.ref ?? 0, UNLOCK_ERROR)
    expect(selectedCount(failed.state)).toBe(1)
    expect(keys(failed.state)).toEqual(['3,1'])
    expect(strayKeys(failed.state)).toEqual([seatAt(1, 1)])
  })
})

describe('§4 answers that arrive late', () => {
  it('two quick clicks on the same seat send one lock; the lock answer is then unlocked', () => {
    const first = step(toggle(start(drawRows('...')), seatAt(1, 2)))
    const second = step(toggle(first.state, seatAt(1, 2)))
    expect(second.commands).toEqual([])
    expect(keys(second.state)).toEqual([])
    const answered = lockSucceeded(second.state, 1, { x: 2, y: 1, allocationId: 5 })
    expect(answered.commands.map((c) => c.kind)).toEqual(['unlock'])
    expect(keys(answered.state)).toEqual([])
  })
  it('a third click while the cancelled lock is still out is refused, not locked twice', () => {
    const first = step(toggle(start(drawRows('...')), seatAt(1, 2)))
    const second = step(toggle(first.state, seatAt(1, 2)))
    expect(toggle(second.state, seatAt(1, 2))).toMatchObject(E.left({ code: 'SEAT_NO_LONGER_AVAILABLE' }))
  })
  it('a cancelled lock that fails reports nothing', () => {
    const first = step(toggle(start(drawRows('...')), seatAt(1, 2)))
    const second = step(toggle(first.state, seatAt(1, 2)))
    const failed = lockFailed(second.state, 1, REFUSED)
    expect(failed.errors).toEqual([])
    expect(failed.state.holdings).toEqual([])
  })
  it('an answer for a ref no longer waiting changes nothing', () => {
    const s = answerAll(step(select(start(drawRows('...')), seatAt(1, 2))))
    expect(lockSucceeded(s.state, 1, { x: 2, y: 1, allocationId: 1 }).state).toBe(s.state)
    expect(lockFailed(s.state, 1, REFUSED).state).toBe(s.state)
    expect(unlockSucceeded(s.state, 1).state).toBe(s.state)
    expect(unlockFailed(s.state, 99, UNLOCK_ERROR).state).toBe(s.state)
  })
})

describe('§4 general admission: locking returns allocated coordinates and a new seat is created in that section', () => {
  const gaPlan = drawPlan([['...']], 4).plan
  const GA = 2

  it('choosing a quantity N means N locks with y null', () => {
    const s = step(setGaQuantity(start(gaPlan), GA, 7, 2))
    expect(s.commands.map((c) => [c.kind, c.request.sectionId, c.request.ticketGroupId, c.request.y])).toEqual([
      ['lock', GA, 7, null],
      ['lock', GA, 7, null],
    ])
    expect(gaQuantity(s.state, GA)).toBe(2)
    expect(selectedCount(s.state)).toBe(2)
    expect(selectedSeats(s.state)).toEqual([])
  })
  it('each answer creates a seat of the section at the allocated coordinates', () => {
    const s = step(setGaQuantity(start(gaPlan), GA, 7, 1))
    const answered = lockSucceeded(s.state, 1, { x: 12, y: 3, allocationId: 900 })
    const [seat] = selectedSeats(answered.state)
    expect(seat).toMatchObject({
      sectionId: GA,
      x: 12,
      y: 3,
      sectionName: 'אולם 1-2',
      ticketGroupId: 7,
      allocationId: 900,
      presentationId: 42,
      status: 'selected',
    })
    expect(canContinue(answered.state)).toBe(true)
  })
  it('lowering the quantity unlocks the last ones', () => {
    let state = answerAll(step(setGaQuantity(start(gaPlan), GA, 7, 1))).state
    const more = step(setGaQuantity(state, GA, 7, 3))
    state = lockSucceeded(more.state, 2, { x: 20, y: 1, allocationId: 2 }).state
    state = lockSucceeded(state, 3, { x: 21, y: 1, allocationId: 3 }).state
    const fewer = step(setGaQuantity(state, GA, 7, 1))
    expect(fewer.commands.map((c) => [c.kind, c.request.x, c.request.y])).toEqual([
      ['unlock', 20, 1],
      ['unlock', 21, 1],
    ])
    expect(gaQuantity(fewer.state, GA)).toBe(1)
  })
  it('no seats left: NO_SEATS_LEFT_GA, and the quantity drops by the place that failed', () => {
    const s = step(setGaQuantity(start(gaPlan), GA, 7, 2))
    const failed = lockFailed(s.state, 2, REFUSED)
    expect(failed.errors).toEqual([kartisError('NO_SEATS_LEFT_GA', { sectionId: GA }, 'המושב כבר לא זמין')])
    expect(gaQuantity(failed.state, GA)).toBe(1)
  })
  it('GA places count against the seat maximum with reserved seats', () => {
    const state = step(select(start(gaPlan, { maxSeats: 3 }), seatAt(1, 1))).state
    expect(setGaQuantity(state, GA, 7, 3)).toMatchObject(E.left({ code: 'SEAT_MAXIMUM_REACHED' }))
    expect(E.isRight(setGaQuantity(state, GA, 7, 2))).toBe(true)
  })
  it('a reserved section has no GA quantity', () => {
    expect(setGaQuantity(start(gaPlan), 1, 7, 1)).toMatchObject(E.left({ code: 'SEAT_NOT_FOUND' }))
  })
})

describe('§4 after commit, selected seats become unavailable and deselected', () => {
  it('clears the selection without unlocking, and the seats show taken', () => {
    let state = start(drawRows('....'))
    for (const x of [1, 2]) state = answerAll(step(select(state, seatAt(1, x)))).state
    const after = committed(state)
    expect(keys(after)).toEqual([])
    expect(after.holdings).toEqual([])
    expect(seatStatusFor(after, seatAt(1, 1))).toBe('unavailable')
    expect(seatStatusFor(after, seatAt(1, 3))).toBe('available')
    expect(select(after, seatAt(1, 2))).toMatchObject(E.left({ code: 'SEAT_NO_LONGER_AVAILABLE' }))
  })
})

describe('§4 removing a presentation from the cart deselects its seats', () => {
  it('releaseAll deselects everything and unlocks what is held; locks still out are unlocked on arrival', () => {
    let state = answerAll(step(select(start(drawRows('....')), seatAt(1, 1)))).state
    state = step(select(state, seatAt(1, 3))).state
    const released = releaseAll(state)
    expect(keys(released.state)).toEqual([])
    expect(released.commands.map((c) => [c.kind, c.request.x])).toEqual([['unlock', 1]])
    const late = lockSucceeded(released.state, 2, { x: 3, y: 1, allocationId: 1 })
    expect(late.commands.map((c) => [c.kind, c.request.x])).toEqual([['unlock', 3]])
  })
})

describe('§4 derived for the map', () => {
  it('the blocked set follows the single-seat rule for the current selection (policy 3)', () => {
    const state = start(drawRows('T.....'), { seatingPolicyId: 3 })
    expect([...blockedSeatIds(state)].sort()).toEqual(['1:3:1', '1:5:1'])
    const withSeat = answerAll(step(select(state, seatAt(1, 2)))).state
    expect([...blockedSeatIds(withSeat)].sort()).toEqual(['1:4:1', '1:5:1'])
    expect([...blockedSeatIds(start(drawRows('T.....')))]).toEqual([])
  })
  it('a seat another visitor selected shows unavailable; a held seat shows on hold', () => {
    const state = start(drawRows('.OH'))
    expect([1, 2, 3].map((x) => seatStatusFor(state, seatAt(1, x)))).toEqual(['available', 'unavailable', 'hold'])
  })
  it('a status load that shows the visitor’s own locks as selected keeps them selected', () => {
    const held = answerAll(step(select(start(drawRows('...')), seatAt(1, 2)))).state
    const reload = applySeatStatuses(
      held.plan,
      [1, 2, 3].map((x) => ({
        sectionId: 1,
        groupId: 1,
        x,
        y: 1,
        allocationId: null,
        ticketGroupId: 1,
        status: x === 2 ? ('selected' as const) : x === 3 ? ('unavailable' as const) : ('available' as const),
      })),
    )
    const state = statusesLoaded(held, reload)
    expect(seatStatusFor(state, seatAt(1, 2))).toBe('selected')
    expect(seatStatusFor(state, seatAt(1, 3))).toBe('unavailable')
    expect(E.isRight(select(state, seatAt(1, 1)))).toBe(true)
  })
  it('can continue needs at least one seat and nothing pending', () => {
    const empty = start(drawRows('...'))
    expect(canContinue(empty)).toBe(false)
    const pending = step(select(empty, seatAt(1, 1)))
    expect(canContinue(pending.state)).toBe(false)
    const done = answerAll(pending)
    expect(canContinue(done.state)).toBe(true)
    const leaving = step(deselect(answerAll(step(select(done.state, seatAt(1, 3)))).state, seatAt(1, 3)))
    expect(canContinue(leaving.state)).toBe(false)
  })
})

describe('§4 lockRequestFor', () => {
  it('asks for the seat of the presentation’s plan, with its section, row position and ticket group', () => {
    expect(lockRequestFor({ id: 31, venueId: 2, seatplanId: 7 }, { sectionId: 4, ticketGroupId: 9, x: 12, y: 3 })).toEqual({
      presentationId: 31,
      venueId: 2,
      seatplanId: 7,
      sectionId: 4,
      ticketGroupId: 9,
      x: 12,
      y: 3,
    })
  })
})
