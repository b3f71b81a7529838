import fc from 'fast-check'

const seatChar = fc.constantFrom('.', '.', '.', '.', 'T', 'T', 'S', 'O', 'H')
const seatsOf = (min: number, max: number): fc.Arbitrary<string> =>
  fc.array(seatChar, { minLength: min, maxLength: max }).map((chars) => chars.join(''))

/** One token of a drawn row (see drawRow): a seat, an aisle, or a couch, bed or marked group. */
const token: fc.Arbitrary<string> = fc.oneof(
  { weight: 7, arbitrary: seatChar },
  { weight: 1, arbitrary: seatChar.map((seat) => `${seat}#`) },
  { weight: 1, arbitrary: fc.constant('|') },
  { weight: 2, arbitrary: seatsOf(2, 3).map((seats) => `[${seats}]`) },
  { weight: 1, arbitrary: seatsOf(2, 3).map((seats) => `{${seats}}`) },
  { weight: 1, arbitrary: seatsOf(1, 3).map((seats) => `(${seats})`) },
)

/** A drawn row of up to a dozen tokens (see drawRow in plan-fixtures). */
export const drawnRowArb: fc.Arbitrary<string> = fc.array(token, { minLength: 1, maxLength: 12 }).map((tokens) => tokens.join(''))

/** One to four drawn rows of one section: small plans with aisles, couches, beds, any statuses and a selection (`S`). */
export const drawnRowsArb: fc.Arbitrary<readonly string[]> = fc.array(drawnRowArb, { minLength: 1, maxLength: 4 })

/** Drawn rows without this visitor's selection (every `S` becomes free). */
export const unselectedRowsArb: fc.Arbitrary<readonly string[]> = drawnRowsArb.map((rows) => rows.map((row) => row.replaceAll('S', '.')))
