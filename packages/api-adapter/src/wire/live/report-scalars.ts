import * as O from 'fp-ts/Option'
import * as t from 'io-ts'
import { formatCalendarDate, parseCalendarDate, type CalendarDate } from '@kartis/core'

const DATE_TEXT = /^\d{4}-\d{2}-\d{2}$/

/** §9 a calendar date on the wire: YYYY-MM-DD (a real day of the calendar), a CalendarDate in the domain. */
export const CalendarDateCodec = new t.Type<CalendarDate, string, unknown>(
  'date (YYYY-MM-DD)',
  (u): u is CalendarDate => typeof u === 'object' && u !== null && 'year' in u && 'month' in u && 'day' in u && typeof u.year === 'number',
  (u, c) => {
    const date = typeof u === 'string' && DATE_TEXT.test(u) ? O.toNullable(parseCalendarDate(u)) : null
    return date === null ? t.failure(u, c) : t.success(date)
  },
  formatCalendarDate,
)

/** The longest reference text a call takes (references are short codes an agent hands out). */
export const MAX_REFERENCE_LENGTH = 100

/** §3 a ticket reference (Reference1, Reference2): a text of 1 to 100 characters, read as given. */
export const ReferenceText = new t.Type<string, string, unknown>(
  'reference (1–100 characters)',
  (u): u is string => typeof u === 'string' && u.length >= 1 && u.length <= MAX_REFERENCE_LENGTH,
  (u, c) => (typeof u === 'string' && u.length >= 1 && u.length <= MAX_REFERENCE_LENGTH ? t.success(u) : t.failure(u, c)),
  (a) => a,
)

/** The largest quantity an option may be given. */
export const MAX_OPTION_QUANTITY = 100_000

/** §7 an option's quantity: a whole number from 0 to 100,000 (its decimal text too). */
export const OptionQuantity = new t.Type<number, number, unknown>(
  'quantity (0–100000)',
  (u): u is number => typeof u === 'number' && Number.isInteger(u) && u >= 0 && u <= MAX_OPTION_QUANTITY,
  (u, c) => {
    const value = typeof u === 'number' ? u : typeof u === 'string' && /^\d{1,6}$/.test(u.trim()) ? Number(u.trim()) : NaN
    return Number.isInteger(value) && value >= 0 && value <= MAX_OPTION_QUANTITY ? t.success(value) : t.failure(u, c)
  },
  (a) => a,
)

/** The largest key a database integer column holds (PostgreSQL's integer is 32 bits). */
const MAX_KEY = 2_147_483_647

/** §3 an identifier the live calls look up (feature, location, presentation, price): a whole number within a database integer. */
export const KeyInt = new t.Type<number, number, unknown>(
  'identifier (integer)',
  (u): u is number => typeof u === 'number' && Number.isInteger(u) && Math.abs(u) <= MAX_KEY,
  (u, c) => {
    const value = typeof u === 'number' ? u : typeof u === 'string' && /^\s*-?\d{1,10}\s*$/.test(u) ? Number(u.trim()) : NaN
    return Number.isInteger(value) && Math.abs(value) <= MAX_KEY ? t.success(value) : t.failure(u, c)
  },
  (a) => a,
)
