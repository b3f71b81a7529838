import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { kartisError } from '../errors/error-codes'
import { HALL, drawPlan, drawRows, renderRows, seatAt } from '../../test/plan-fixtures'
import { appliesSingleSeatRule, blockedSeats, checkSelection, selectionToAdd } from './single-seat-rule'

const check = (...rows: string[]) => {
  const { index, statuses, selection } = drawRows(...rows)
  return checkSelection(index, statuses, selection)
}
const singleSeatLeft = (row: number, seat: number) =>
  E.left(kartisError('SINGLE_SEAT_LEFT', { section: HALL, row: String(row), seat: String(seat) }))
const blocked = (...rows: string[]) => {
  const drawn = drawRows(...rows)
  return renderRows(drawn, blockedSeats(drawn.index, drawn.statuses, drawn.selection))
}

describe('appliesSingleSeatRule (§9 seating policy 3)', () => {
  it('applies under policy 3 only', () => {
    expect(appliesSingleSeatRule({ seatingPolicyId: 3 })).toBe(true)
    expect(appliesSingleSeatRule({ seatingPolicyId: 1 })).toBe(false)
  })
})

describe('checkSelection (§4 single-seat rule)', () => {
  it('refuses leaving one free seat next to a taken one', () => {
    expect(check('T.S..')).toEqual(singleSeatLeft(1, 2))
  })
  it('refuses leaving one free seat at the row end', () => {
    expect(check('.S...')).toEqual(singleSeatLeft(1, 1))
  })
  it('refuses leaving one free seat against an aisle', () => {
    expect(check('...|.S..')).toEqual(singleSeatLeft(1, 5))
  })
  it('accepts a selection that leaves two free seats together', () => {
    expect(check('T..S..')).toEqual(E.right(undefined))
  })
  it('accepts filling a gap completely', () => {
    expect(check('TSSST')).toEqual(E.right(undefined))
    expect(check('TS...')).toEqual(E.right(undefined))
  })
  it('does not blame a lone seat between two aisles on anyone', () => {
    expect(check('S|.|S')).toEqual(E.right(undefined))
  })
  it('exempts a gap closed by a left, middle or right seat (couch parts)', () => {
    expect(check('T.[SS]')).toEqual(E.right(undefined))
    expect(check('[SS].T')).toEqual(E.right(undefined))
    expect(check('T.[S.S]')).toEqual(E.left(kartisError('SINGLE_SEAT_LEFT', { section: HALL, row: '1', seat: '4' })))
  })
  it('exempts a free seat that is itself a left, middle or right seat', () => {
    expect(check('T(.)S')).toEqual(E.right(undefined))
  })
  it('exempts through a marked neighbour only when that neighbour is taken and closes the gap', () => {
    expect(check('(T).S..')).toEqual(E.right(undefined))
    expect(check('T.S(.).')).toEqual(singleSeatLeft(1, 2))
  })
  it('does not blame gaps others made before', () => {
    expect(check('T.T..S')).toEqual(E.right(undefined))
  })
  it('still blames a new gap when an old one exists', () => {
    expect(check('T.T..SS')).toEqual(E.right(undefined))
    expect(check('T.T...S.')).toEqual(singleSeatLeft(1, 8))
  })
  it('blames a gap made jointly with another visitor only when this selection closes it', () => {
    expect(check('S.O')).toEqual(singleSeatLeft(1, 2))
    expect(check('SSO')).toEqual(E.right(undefined))
  })
  it('looks across rows independently', () => {
    expect(check('S...', '.S..')).toEqual(singleSeatLeft(2, 1))
  })
  it('lets the rule go when the policy is not 3, but keeps couches whole', () => {
    const { index, statuses, selection } = drawRows('T.S..')
    expect(checkSelection(index, statuses, selection, { applySingleSeatRule: false })).toEqual(E.right(undefined))
    const couch = drawRows('..[S.]')
    expect(checkSelection(couch.index, couch.statuses, couch.selection, { applySingleSeatRule: false })).toEqual(singleSeatLeft(1, 4))
  })
  it('refuses part of a couch or bed', () => {
    expect(check('..[S.]..')).toEqual(singleSeatLeft(1, 4))
    expect(check('{.S}')).toEqual(singleSeatLeft(1, 1))
    expect(check('..[SS]..')).toEqual(E.right(undefined))
  })
  it('refuses a seat that is not available', () => {
    const { index, statuses } = drawRows('.H..')
    expect(checkSelection(index, statuses, [seatAt(1, 2)])).toEqual(
      E.left(kartisError('SEAT_NO_LONGER_AVAILABLE', { section: HALL, row: '1', seat: '2' })),
    )
  })
  it('refuses a seat the plan lacks', () => {
    const { index, statuses } = drawRows('...')
    expect(checkSelection(index, statuses, [seatAt(1, 7)])).toEqual(E.left(kartisError('SEAT_NOT_FOUND', { sectionId: 1, x: 7, y: 1 })))
  })
  it('never counts general-admission places', () => {
    const { index, statuses } = drawPlan([['..']], 3)
    expect(checkSelection(index, statuses, [{ sectionId: 2, x: 2, y: null }])).toEqual(E.right(undefined))
  })
})

describe('blockedSeats (§4 seats that would leave a single seat)', () => {
  it('blocks the seats whose choice would strand a neighbour', () => {
    expect(blocked('T....T')).toEqual(['T.xx.T'])
  })
  it('blocks with the selection in mind', () => {
    expect(blocked('TS...T')).toEqual(['TS.x.T'])
  })
  it('leaves open only the seats that mend a gap the selection made', () => {
    expect(blocked('S.O..')).toEqual(['S.Oxx'])
  })
  it('blocks a couch seat whose other seat is taken, and a couch as a whole', () => {
    expect(blocked('[.T].[..].')).toEqual(['xT....'])
    expect(blocked('S.O[..]')).toEqual(['S.Oxx'])
  })
  it('blocks nothing for the rule when the policy is not 3', () => {
    const drawn = drawRows('T....T', '[T.]..')
    expect(renderRows(drawn, blockedSeats(drawn.index, drawn.statuses, drawn.selection, { applySingleSeatRule: false }))).toEqual([
      'T....T',
      'Tx..',
    ])
  })
  it('blocks everything when the selection holds a seat that is gone', () => {
    const { index, statuses } = drawRows('.T..')
    expect(blockedSeats(index, statuses, [seatAt(1, 2)]).size).toBe(3)
  })
})

describe('selectionToAdd (§4 a click)', () => {
  it('adds the whole couch when one of its seats is clicked', () => {
    const { index, statuses, selection } = drawRows('..[...]..')
    expect(selectionToAdd(index, statuses, selection, seatAt(1, 4))).toEqual(E.right([seatAt(1, 3), seatAt(1, 4), seatAt(1, 5)]))
  })
  it('adds only the seat for an ordinary seat', () => {
    const { index, statuses, selection } = drawRows('S...')
    expect(selectionToAdd(index, statuses, selection, seatAt(1, 2))).toEqual(E.right([seatAt(1, 2)]))
  })
  it('returns the rule error for a seat that would strand a neighbour', () => {
    const { index, statuses, selection } = drawRows('S...')
    expect(selectionToAdd(index, statuses, selection, seatAt(1, 3))).toEqual(singleSeatLeft(1, 2))
  })
  it('refuses an unknown seat', () => {
    const { index, statuses, selection } = drawRows('...')
    expect(selectionToAdd(index, statuses, selection, seatAt(2, 1))).toEqual(
      E.left(kartisError('SEAT_NOT_FOUND', { sectionId: 1, x: 1, y: 2 })),
    )
  })
})
