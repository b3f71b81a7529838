import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { kartisError } from '../errors/error-codes'
import { checkReferenceQuota, referenceLinesOf, ticketReferencesOf, type ReferenceOptionUse } from './ticket-references'

const pair = { reference1: 'AG-NORTH', reference2: 'GROUP-A' }
const option = (over: Partial<ReferenceOptionUse> = {}): ReferenceOptionUse => ({ ...pair, ticketId: 101, quantity: 6, taken: 0, ...over })

describe('ticketReferencesOf', () => {
  it('is null without references, trims them, and gives a missing one as empty', () => {
    expect(ticketReferencesOf({})).toBeNull()
    expect(ticketReferencesOf({ reference1: ' ', reference2: '' })).toBeNull()
    expect(ticketReferencesOf({ reference1: ' AG-NORTH ', reference2: 'GROUP-A' })).toEqual(pair)
    expect(ticketReferencesOf({ reference1: 'AG-NORTH' })).toEqual({ reference1: 'AG-NORTH', reference2: '' })
  })
})

describe('referenceLinesOf', () => {
  it('counts the tickets of each ticket and pair, leaving out tickets without references', () => {
    const other = { reference1: 'WORKERS-IEC', reference2: 'EMPLOYEES' }
    expect(
      referenceLinesOf([
        { ticketId: 101, references: pair },
        { ticketId: 101, references: null },
        { ticketId: 101 },
        { ticketId: 101, references: pair },
        { ticketId: 102, references: pair },
        { ticketId: 101, references: other },
      ]),
    ).toEqual([
      { ...pair, ticketId: 101, count: 2 },
      { ...pair, ticketId: 102, count: 1 },
      { ...other, ticketId: 101, count: 1 },
    ])
  })
})

describe('checkReferenceQuota', () => {
  const line = (count: number) => ({ ...pair, ticketId: 101, count })

  it('accepts no lines, and lines within every applying option', () => {
    expect(checkReferenceQuota([], [])).toEqual(E.right(undefined))
    expect(checkReferenceQuota([line(6)], [option()])).toEqual(E.right(undefined))
    expect(checkReferenceQuota([line(2)], [option({ taken: 4 })])).toEqual(E.right(undefined))
  })

  it('REFERENCE_NOT_ELIGIBLE when no option of the pair is at the ticket', () => {
    const refused = E.left(kartisError('REFERENCE_NOT_ELIGIBLE', { ticketId: 101, ...pair }))
    expect(checkReferenceQuota([line(1)], [])).toEqual(refused)
    expect(checkReferenceQuota([line(1)], [option({ ticketId: 102 })])).toEqual(refused)
    expect(checkReferenceQuota([line(1)], [option({ reference2: 'GROUP-B' })])).toEqual(refused)
  })

  it('REFERENCE_QUOTA_EXHAUSTED when the line takes more than an applying option has left', () => {
    expect(checkReferenceQuota([line(3)], [option({ taken: 4 })])).toEqual(
      E.left(kartisError('REFERENCE_QUOTA_EXHAUSTED', { ticketId: 101, ...pair, left: 2 })),
    )
    // A feature-wide option with room does not lift the presentation's option that has none.
    expect(checkReferenceQuota([line(1)], [option({ quantity: 100 }), option({ taken: 6 })])).toEqual(
      E.left(kartisError('REFERENCE_QUOTA_EXHAUSTED', { ticketId: 101, ...pair, left: 0 })),
    )
    // An option lowered below what was sold has nothing left, never less.
    expect(checkReferenceQuota([line(1)], [option({ quantity: 2, taken: 5 })])).toEqual(
      E.left(kartisError('REFERENCE_QUOTA_EXHAUSTED', { ticketId: 101, ...pair, left: 0 })),
    )
  })
})
