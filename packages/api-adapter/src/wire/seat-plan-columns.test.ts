import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { decodeWith } from './decode'
import { SeatPlanColumnsResponse, SeatPlanResponse } from './seats'
import { overJson } from './test-support/recase'
import { isRecord } from './tolerant-keys'
import { sectionsWire } from './test-support/samples'

const sectionsOf = (wire: unknown) => {
  const decoded = decodeWith(SeatPlanResponse, { sections: wire })
  if (E.isLeft(decoded)) throw new Error('the sample does not decode')
  return decoded.right
}

/** The sample plan in columns, as JSON gives it back. */
const columnsWire = (): { readonly sections: readonly unknown[] } => {
  const wire: unknown = overJson(SeatPlanColumnsResponse.encode(sectionsOf(sectionsWire)))
  if (!isRecord(wire) || !Array.isArray(wire['sections'])) throw new Error('no sections')
  return { sections: wire['sections'] }
}

const firstOf = (list: unknown): Record<string, unknown> => {
  const first: unknown = Array.isArray(list) ? list[0] : undefined
  if (!isRecord(first)) throw new Error('nothing to spoil')
  return { ...first }
}

/** The first row of the first group of the first section, to spoil. */
const firstRow = (wire: { readonly sections: readonly unknown[] }): Record<string, unknown> =>
  firstOf(firstOf(firstOf(wire.sections)['Groups'])['Rows'])

/** The sample plan in columns with its first row replaced by `spoil`'s. */
const withFirstRow = (spoil: (row: Record<string, unknown>) => Record<string, unknown>): unknown => {
  const wire = columnsWire()
  const section = firstOf(wire.sections)
  const group = firstOf(section['Groups'])
  group['Rows'] = [spoil(firstRow(wire))]
  section['Groups'] = [group]
  return { sections: [section] }
}

describe('seat plan in columns', () => {
  it('writes a row’s shared fields once and the differing ones seat by seat, and reads the plan back', () => {
    const wire = columnsWire()
    const row = firstRow(wire)
    expect(row['SeatCount']).toBeGreaterThan(0)
    expect(row).not.toHaveProperty('Seats')
    expect(decodeWith(SeatPlanColumnsResponse, wire)).toEqual(E.right(sectionsOf(sectionsWire)))
  })

  it('reads the sample back through the spoiling helper untouched (the control of the refusals below)', () => {
    expect(
      E.isRight(
        decodeWith(
          SeatPlanColumnsResponse,
          withFirstRow((row) => row),
        ),
      ),
    ).toBe(true)
  })

  it('refuses a row whose column has another number of values than its seats', () => {
    const decoded = decodeWith(
      SeatPlanColumnsResponse,
      withFirstRow((row) => ({ ...row, Each: { SeatName: [] } })),
    )
    expect(E.isLeft(decoded) && decoded.left.code).toBe('DECODE_ERROR')
  })

  it('refuses a row without a seat count, and a seat the §3 codec refuses', () => {
    expect(
      E.isLeft(
        decodeWith(
          SeatPlanColumnsResponse,
          withFirstRow(({ SeatCount: _, ...row }) => row),
        ),
      ),
    ).toBe(true)
    const badSeat = withFirstRow((row) => ({
      ...row,
      Each: { ...firstOf([row['Each']]), XCoordinate: Array.from({ length: Number(row['SeatCount']) }, () => 'not a number') },
    }))
    expect(E.isLeft(decodeWith(SeatPlanColumnsResponse, badSeat))).toBe(true)
  })
})
