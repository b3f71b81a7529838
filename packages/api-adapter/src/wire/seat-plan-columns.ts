import * as t from 'io-ts'
import * as E from 'fp-ts/Either'
import type { SeatSection } from '@kartis/core'
import { SeatSectionCodec } from './seat-plan'
import { isRecord, type WireObject } from './tolerant-keys'

/**
 * Issue 16 §1 a seat plan in columns: the §3 sections, groups and rows as they are, and each row's seats
 * written column by column instead of as one object each. A §3 seat repeats ~30 keys and the values its
 * row shares (its section, row, size, flags): the 20,000-seat arena's plan is 12 MB of JSON that way, which a
 * phone spends seconds reading. Here a seat field is written once for its whole section (`SeatsSame`), once
 * for its row (`Same`), or as one value per seat (`Each`, `SeatCount` long). Reading puts each seat back
 * together in its §3 form and reads it with the §3 codecs, so both forms give the same plan.
 */

/** A section's seats' shared fields, on the section. */
const SECTION_SAME = 'SeatsSame'
/** A row's seats' shared fields, how many seats it has, and the fields that differ seat by seat. */
const ROW_SAME = 'Same'
const ROW_COUNT = 'SeatCount'
const ROW_EACH = 'Each'

const equalValues = (a: unknown, b: unknown): boolean =>
  a === b || (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null && JSON.stringify(a) === JSON.stringify(b))

/** The fields every one of `seats` has with one value; the rest are left to `Each`. */
const sharedFields = (seats: readonly WireObject[], among: ReadonlySet<string>): WireObject => {
  const [first] = seats
  if (first === undefined) return {}
  const shared: Record<string, unknown> = {}
  for (const key of among)
    if (Object.hasOwn(first, key) && seats.every((seat) => Object.hasOwn(seat, key) && equalValues(seat[key], first[key])))
      shared[key] = first[key]
  return shared
}

const keysOf = (seats: readonly WireObject[]): ReadonlySet<string> => new Set(seats.flatMap((seat) => Object.keys(seat)))

const listIn = (record: WireObject, key: string): readonly unknown[] => {
  const value = record[key]
  return Array.isArray(value) ? value : []
}

const withoutKeys = (record: WireObject, ...keys: readonly string[]): Record<string, unknown> => {
  const rest: Record<string, unknown> = { ...record }
  for (const key of keys) delete rest[key]
  return rest
}

/** The seats of a §3 row (its wire form), in columns; `sectionSame` is already on the section. */
const rowInColumns = (row: WireObject, sectionSame: WireObject): WireObject => {
  const seats = listIn(row, 'Seats').filter(isRecord)
  const own = new Set([...keysOf(seats)].filter((key) => !Object.hasOwn(sectionSame, key)))
  const same = sharedFields(seats, own)
  const each: Record<string, readonly unknown[]> = {}
  for (const key of own) if (!Object.hasOwn(same, key)) each[key] = seats.map((seat) => seat[key] ?? null)
  return { ...withoutKeys(row, 'Seats'), [ROW_COUNT]: seats.length, [ROW_SAME]: same, [ROW_EACH]: each }
}

/** A §3 section (its wire form) with its rows' seats in columns. */
const sectionInColumns = (section: WireObject): WireObject => {
  const groups = listIn(section, 'Groups').filter(isRecord)
  const seats = groups.flatMap((group) => listIn(group, 'Rows').filter(isRecord)).flatMap((row) => listIn(row, 'Seats').filter(isRecord))
  const same = sharedFields(seats, keysOf(seats))
  return {
    ...withoutKeys(section, 'Groups'),
    [SECTION_SAME]: same,
    Groups: groups.map((group) => ({
      ...group,
      Rows: listIn(group, 'Rows')
        .filter(isRecord)
        .map((row) => rowInColumns(row, same)),
    })),
  }
}

type Expanded = E.Either<string, WireObject>

const recordOr = (u: unknown, what: string): E.Either<string, WireObject> => (isRecord(u) ? E.right(u) : E.left(`${what} is not an object`))

const arrayOr = (u: unknown, what: string): E.Either<string, readonly unknown[]> =>
  Array.isArray(u) ? E.right(u) : E.left(`${what} is not a list`)

/** A row in columns back in its §3 form: one object per seat, the section's and the row's shared fields on each. */
const expandRow = (u: unknown, sectionSame: WireObject): Expanded => {
  if (!isRecord(u)) return E.left('a row is not an object')
  const count = u[ROW_COUNT]
  if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 0) return E.left(`a row's ${ROW_COUNT} is not a count`)
  const same = recordOr(u[ROW_SAME] ?? {}, `a row's ${ROW_SAME}`)
  if (E.isLeft(same)) return same
  const each = recordOr(u[ROW_EACH] ?? {}, `a row's ${ROW_EACH}`)
  if (E.isLeft(each)) return each
  const columns: (readonly [string, readonly unknown[]])[] = []
  for (const [key, values] of Object.entries(each.right)) {
    if (!Array.isArray(values) || values.length !== count) return E.left(`a row's ${ROW_EACH}.${key} does not have ${count} values`)
    columns.push([key, values])
  }
  // The row's seat with its shared fields, through JSON so that V8 makes it a fast object (~30 fields added one by
  // one would make a slow dictionary of it): each seat is a copy of it with its own values written over.
  const template: unknown = JSON.parse(
    JSON.stringify({ ...sectionSame, ...same.right, ...Object.fromEntries(columns.map(([key]) => [key, null])) }),
  )
  if (!isRecord(template)) return E.left('a row is not an object')
  const seats: WireObject[] = []
  for (let i = 0; i < count; i += 1) {
    const seat: Record<string, unknown> = { ...template }
    for (const [key, values] of columns) seat[key] = values[i]
    seats.push(seat)
  }
  return E.right({ ...withoutKeys(u, ROW_COUNT, ROW_SAME, ROW_EACH), Seats: seats })
}

const expandAll = <A>(list: readonly unknown[], expand: (u: unknown) => E.Either<string, A>): E.Either<string, readonly A[]> => {
  const out: A[] = []
  for (const u of list) {
    const one = expand(u)
    if (E.isLeft(one)) return one
    out.push(one.right)
  }
  return E.right(out)
}

/** A section in columns back in its §3 form. */
const expandSection = (u: unknown): Expanded => {
  if (!isRecord(u)) return E.left('a section is not an object')
  const same = recordOr(u[SECTION_SAME] ?? {}, `a section's ${SECTION_SAME}`)
  if (E.isLeft(same)) return same
  const groups = arrayOr(u['Groups'] ?? [], "a section's Groups")
  if (E.isLeft(groups)) return groups
  const expanded = expandAll(groups.right, (group): Expanded => {
    if (!isRecord(group)) return E.left('a group is not an object')
    const rows = arrayOr(group['Rows'] ?? [], "a group's Rows")
    if (E.isLeft(rows)) return rows
    return E.map((Rows: readonly WireObject[]): WireObject => ({ ...group, Rows }))(
      expandAll(rows.right, (row) => expandRow(row, same.right)),
    )
  })
  return E.map((Groups: readonly WireObject[]): WireObject => ({ ...withoutKeys(u, SECTION_SAME), Groups }))(expanded)
}

/** Issue 16 §1 a §3 section whose rows' seats travel in columns (see the top of this file). */
export const SeatSectionColumnsCodec = new t.Type<SeatSection, WireObject, unknown>(
  'SeatSection in columns',
  SeatSectionCodec.is,
  (u, c) => {
    const section = expandSection(u)
    return E.isLeft(section) ? t.failure(u, c, section.left) : SeatSectionCodec.validate(section.right, c)
  },
  (section) => sectionInColumns(SeatSectionCodec.encode(section)),
)
