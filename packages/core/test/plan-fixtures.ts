import type { Seat, SeatAttributeCode, SeatKey, SeatPlan, SeatSection, SeatStatus, SeatTicket } from '../src/model/seat-plan'
import { agorot } from '../src/money/money'
import { indexSeatPlan, seatStatuses, type SeatPlanIndex, type SeatStatusArray } from '../src/seating/seat-plan-index'

/** The hall's name in the fixtures (Hebrew: "hall 1"). */
export const HALL = 'אולם 1'

const ticketFor = (sectionId: number, ticketGroupId: number): SeatTicket => ({
  presentationId: 1,
  ticketGroupId,
  venueId: 1,
  seatplanId: 1,
  sectionId,
  ticketId: 100 + ticketGroupId,
  amount: agorot(4500),
  serviceCharge: agorot(0),
  pricePolicyId: 1,
  allocationId: null,
  isMultiplyFactorSubTicket: false,
})

/** A seat with plain defaults; `fields` sets what a test cares about. */
export const makeSeat = (fields: Partial<Seat> & SeatKey): Seat => ({
  venueId: 1,
  seatplanId: 1,
  groupId: 1,
  seatplanX: fields.x,
  seatplanY: fields.y ?? 0,
  rowName: fields.y === null ? '' : String(fields.y),
  seatName: String(fields.x),
  sectionName: HALL,
  ticketGroupId: 1,
  allocationId: null,
  presentationId: 1,
  attributes: [],
  status: 'available',
  isBlocked: false,
  isSingleSeatBlock: false,
  isMultiplyFactorSubTicket: false,
  ticket: null,
  firstTicket: null,
  xOffsetPercent: 0,
  yOffsetPercent: 0,
  widthPercent: 1,
  heightPercent: 1,
  rotateAngle: 0,
  ...fields,
})

/** A section from its rows of seats (one SeatRow per distinct y, in order). */
export const makeSection = (id: number, seats: readonly Seat[], isReserved = true): SeatSection => {
  const rows = new Map<string, Seat[]>()
  for (const seat of seats) {
    const name = seat.y === null ? 'ga' : String(seat.y)
    const row = rows.get(name)
    if (row === undefined) rows.set(name, [seat])
    else row.push(seat)
  }
  return {
    id,
    name: id === 1 ? HALL : `${HALL}-${id}`,
    isReserved,
    isSoldOut: false,
    groups: [{ id, name: 'ראשי', rows: [...rows].map(([name, members]) => ({ name, seats: members })) }],
  }
}

const STATUS: Readonly<Record<string, SeatStatus>> = {
  '.': 'available',
  S: 'selected',
  O: 'selected',
  H: 'hold',
  T: 'unavailable',
}
const UNIT_CODE: Readonly<Record<string, SeatAttributeCode>> = { '[': 1, '{': 4 }
const CLOSERS: Readonly<Record<string, string>> = { '[': ']', '{': '}', '(': ')' }

/**
 * Seats of one row drawn as a string, x from 1, e.g. "T..S.|..T":
 * `.` free, `S` selected by this visitor, `O` selected by another, `H` on hold, `T` sold;
 * `|` an aisle (x skips one); `[ ]` a couch (code 1), `{ }` a bed (code 4), `( )` parts
 * without a unit, each marked 31 left, 32 middle, 33 right; after a seat, `*` gives it a
 * ticket and `#` puts it in ticket group 2 (default 1). Spaces are ignored.
 */
export const drawRow = (
  row: string,
  y: number,
  sectionId = 1,
): { readonly seats: readonly Seat[]; readonly selection: readonly SeatKey[] } => {
  const seats: Seat[] = []
  const selection: SeatKey[] = []
  let x = 1
  let group: { readonly opener: string; readonly members: number[] } | undefined
  const groups: { readonly opener: string; readonly members: number[] }[] = []
  for (const char of row) {
    const last = seats[seats.length - 1]
    if (char === ' ') continue
    else if (char === '|') x++
    else if (char === '*' && last !== undefined)
      seats[seats.length - 1] = { ...last, ticket: ticketFor(sectionId, last.ticketGroupId ?? 1) }
    else if (char === '#' && last !== undefined) seats[seats.length - 1] = { ...last, ticketGroupId: 2 }
    else if (CLOSERS[char] !== undefined) {
      group = { opener: char, members: [] }
      groups.push(group)
    } else if (group !== undefined && char === CLOSERS[group.opener]) group = undefined
    else {
      const status = STATUS[char]
      if (status === undefined) throw new Error(`unknown seat character ${char} in "${row}"`)
      if (char === 'S') selection.push({ sectionId, x, y })
      group?.members.push(seats.length)
      seats.push(makeSeat({ sectionId, x, y, status }))
      x++
    }
  }
  for (const { opener, members } of groups) {
    members.forEach((member, i) => {
      const seat = seats[member]
      if (seat === undefined) return
      const part: SeatAttributeCode = i === 0 ? 31 : i === members.length - 1 ? 33 : 32
      const unitCode = UNIT_CODE[opener]
      seats[member] = { ...seat, attributes: unitCode === undefined ? [part] : [unitCode, part] }
    })
  }
  return { seats, selection }
}

/** A drawn plan, its index, the statuses others see and this visitor's selection. */
export interface Drawn {
  readonly plan: SeatPlan
  readonly index: SeatPlanIndex
  readonly statuses: SeatStatusArray
  readonly selection: readonly SeatKey[]
}

/** A plan from drawn sections (ids 1, 2, …; rows y = 1, 2, …); `gaPlaces` adds a general-admission section. */
export const drawPlan = (sections: readonly (readonly string[])[], gaPlaces = 0): Drawn => {
  const selection: SeatKey[] = []
  const planSections = sections.map((rows, s) => {
    const seats = rows.flatMap((row, r) => {
      const drawn = drawRow(row, r + 1, s + 1)
      selection.push(...drawn.selection)
      return drawn.seats
    })
    return makeSection(s + 1, seats)
  })
  if (gaPlaces > 0) {
    const gaId = sections.length + 1
    const places = Array.from({ length: gaPlaces }, (_, i) => makeSeat({ sectionId: gaId, x: i + 1, y: null }))
    planSections.push(makeSection(gaId, places, false))
  }
  const plan: SeatPlan = { venueId: 1, seatplanId: 1, sections: planSections }
  const index = indexSeatPlan(plan)
  return { plan, index, statuses: seatStatuses(index, plan, selection), selection }
}

/** One drawn section, rows y = 1, 2, … */
export const drawRows = (...rows: readonly string[]): Drawn => drawPlan([rows])

/** The key of seat x in row y of section 1. */
export const seatAt = (y: number, x: number, sectionId = 1): SeatKey => ({ sectionId, x, y })

/** Deterministic 32-bit generator (mulberry32): the same seed gives the same plan. */
export const randomFrom = (seed: number): (() => number) => {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const SEATS_PER_ROW = 36
const ROWS_PER_SECTION = 25

/**
 * A realistic plan of about `seatCount` seats from a seed: sections of up to 25 rows of 36 seats
 * with two aisles, a couch row (pairs and triples marked 31/32/33) every eighth row, a bed pair
 * now and then, a general-admission section of 20 places, and about `takenRatio` of the seats
 * taken in runs of 1–4 (sold, held or selected by others).
 */
export const generatePlan = (seatCount: number, seed: number, takenRatio = 0.3): SeatPlan => {
  const random = randomFrom(seed)
  const sections: SeatSection[] = []
  let made = 0
  let sectionId = 1
  while (made < seatCount) {
    const seats: Seat[] = []
    for (let y = 1; y <= ROWS_PER_SECTION && made < seatCount; y++) {
      const couchRow = y % 8 === 0
      let x = 1
      let taking = 0
      for (let i = 0; i < SEATS_PER_ROW && made < seatCount;) {
        if (i === 12 || i === 24) x++
        // Runs of 1–4 taken seats, started so that about takenRatio of the seats are taken.
        const nextStatus = (): SeatStatus => {
          if (taking === 0 && random() < takenRatio / (2.5 * (1 - takenRatio))) taking = 1 + Math.floor(random() * 4)
          if (taking === 0) return 'available'
          taking--
          const kind = random()
          return kind < 0.8 ? 'unavailable' : kind < 0.9 ? 'hold' : 'selected'
        }
        const unitSize = couchRow ? (random() < 0.7 ? 2 : 3) : random() < 0.02 ? 2 : 1
        const size = Math.min(unitSize, SEATS_PER_ROW - i, seatCount - made)
        const unitCode: SeatAttributeCode = couchRow ? 1 : 4
        // A couch or bed is sold whole, so its seats share one status.
        const status = nextStatus()
        for (let k = 0; k < size; k++) {
          const part: SeatAttributeCode = k === 0 ? 31 : k === size - 1 ? 33 : 32
          const attributes: readonly SeatAttributeCode[] = size === 1 ? [] : [unitCode, part]
          seats.push(makeSeat({ sectionId, x, y, status, attributes, ticketGroupId: 1 + (y % 2) }))
          x++
          i++
          made++
        }
      }
    }
    sections.push(makeSection(sectionId, seats))
    sectionId++
  }
  const places = Array.from({ length: 20 }, (_, i) =>
    makeSeat({ sectionId, x: i + 1, y: null, status: random() < takenRatio ? 'unavailable' : 'available' }),
  )
  sections.push(makeSection(sectionId, places, false))
  return { venueId: 1, seatplanId: 1, sections }
}

const STATUS_CHAR = ['.', 'O', 'H', 'T'] as const

/**
 * The rows of an index drawn back as strings, for readable expectations: `x` a free seat in
 * `blocked`, `.` another free seat, `S` selected by this visitor, `O`/`H`/`T` others, `|` an aisle.
 */
export const renderRows = (drawn: Drawn, blocked: ReadonlySet<string> = new Set()): string[] => {
  const { index, statuses } = drawn
  const selected = new Set(drawn.selection.map((key) => `${key.sectionId}:${key.x}:${key.y ?? 'ga'}`))
  const rows: string[] = []
  for (let r = 0; r < index.rowCount; r++) {
    let text = ''
    let previousX: number | undefined
    for (let p = index.rowStart[r] ?? 0; p < (index.rowStart[r + 1] ?? 0); p++) {
      const seat = index.rowSeats[p] ?? 0
      const x = index.seats[seat]?.x ?? 0
      if (previousX !== undefined && x - previousX > 1) text += '|'
      previousX = x
      const id = index.ids[seat] ?? ''
      const status = STATUS_CHAR[statuses[seat] ?? 3] ?? 'T'
      text += selected.has(id) ? 'S' : status === '.' && blocked.has(id) ? 'x' : status
    }
    rows.push(text)
  }
  return rows
}
