import * as t from 'io-ts'
import * as E from 'fp-ts/Either'
import {
  SeatAttribute,
  ZERO,
  type Seat,
  type SeatAttributeCode,
  type SeatGeometry,
  type SeatGroup,
  type SeatPlan,
  type SeatRow,
  type SeatSection,
  type SeatStatus,
  type SeatTicket,
} from '@kartis/core'
import { Shekels } from './money-codec'
import { listOf, nullable, withDefault } from './optionality'
import { plainInteger, WireBool, WireInt, WireNumber, WireString } from './scalars'
import { field, isRecord, optionalField, rememberingGuard, wireObject, type WireObject } from './tolerant-keys'

/**
 * §3 seat plans on the wire: section → group → row → seat, seat fields in the box
 * office's PascalCase (XCoordinate, RowName, VenueSectionId…) and flags in camelCase
 * (isAvailable, isHold…), as §3 spells them.
 */

/** §3 seat ticket, with the spec's field names (prsntId, ticketGroupId…); amounts in shekels. */
export const SeatTicketCodec: t.Type<SeatTicket, WireObject, unknown> = wireObject('SeatTicket', {
  presentationId: field('prsntId', WireInt, 'presentationId'),
  ticketGroupId: field('ticketGroupId', WireInt),
  venueId: field('venueId', WireInt),
  seatplanId: field('seatplanId', WireInt, 'venueSeatplanId'),
  sectionId: field('sectionId', WireInt, 'venueSectionId'),
  ticketId: field('ticketId', WireInt),
  amount: field('amount', Shekels),
  serviceCharge: field('serviceCharge', withDefault(Shekels, ZERO)),
  pricePolicyId: field('pricePolicyId', WireInt),
  allocationId: field('allocationId', nullable(WireInt)),
  isMultiplyFactorSubTicket: field('isMultiplyFactorSubTicket', withDefault(WireBool, false)),
  code: optionalField('code', WireString),
  ref1: optionalField('ref1', WireString),
  ref2: optionalField('ref2', WireString),
  memberNumber: optionalField('memberNumber', WireString),
  systemVoucher: optionalField('systemVoucher', WireString),
})

const ATTRIBUTE_CODES: ReadonlySet<number> = new Set(Object.values(SeatAttribute))
const isAttributeCode = (n: unknown): n is SeatAttributeCode => typeof n === 'number' && ATTRIBUTE_CODES.has(n)

const uniqueCodes = (codes: readonly SeatAttributeCode[]): readonly SeatAttributeCode[] => [...new Set(codes)]

/**
 * §3 seat attribute codes (1 couch … 50 table seat) as a list of numbers. Codes this
 * version does not know are dropped, so a new attribute never breaks a seat plan.
 */
export const SeatAttributesCodec = new t.Type<readonly SeatAttributeCode[], readonly number[], unknown>(
  'seat attribute codes',
  (u): u is readonly SeatAttributeCode[] => Array.isArray(u) && u.every(isAttributeCode) && new Set(u).size === u.length,
  (u, c) => E.map((codes: readonly number[]) => uniqueCodes(codes.filter(isAttributeCode)))(t.readonlyArray(WireInt).validate(u, c)),
  (a) => a,
)

/** §4 seat status codes: 1 available, 2 selected, 3 on hold, anything else unavailable. */
export const seatStatusOfCode = (code: number): SeatStatus =>
  code === 1 ? 'available' : code === 2 ? 'selected' : code === 3 ? 'hold' : 'unavailable'

/** §4 seat status codes as {@link seatStatusOfCode} reads them. */
export const SeatStatusCodec = new t.Type<SeatStatus, number, unknown>(
  'seat status code',
  (u): u is SeatStatus => u === 'available' || u === 'selected' || u === 'hold' || u === 'unavailable',
  (u, c) => E.map(seatStatusOfCode)(WireInt.validate(u, c)),
  (status) => (status === 'available' ? 1 : status === 'selected' ? 2 : status === 'hold' ? 3 : 0),
)

/** §3 where a section or seat is drawn: XOffsetPercent, YOffsetPercent, WidthPercent, HeightPercent, RotateAngle. */
export const SeatGeometryCodec: t.Type<SeatGeometry, WireObject, unknown> = wireObject('SeatGeometry', {
  xOffsetPercent: field('XOffsetPercent', withDefault(WireNumber, 0)),
  yOffsetPercent: field('YOffsetPercent', withDefault(WireNumber, 0)),
  widthPercent: field('WidthPercent', withDefault(WireNumber, 0)),
  heightPercent: field('HeightPercent', withDefault(WireNumber, 0)),
  rotateAngle: field('RotateAngle', withDefault(WireNumber, 0)),
})

const SeatLayout = wireObject('Seat', {
  sectionId: field('VenueSectionId', WireInt, 'SectionId'),
  x: field('XCoordinate', WireInt),
  y: field('YCoordinate', nullable(WireInt)),
  venueId: field('VenueId', WireInt),
  seatplanId: field('VenueSeatplanId', WireInt, 'SeatplanId'),
  groupId: field('VenueSectionSeatGroupId', WireInt, 'GroupId'),
  seatplanX: field('SeatplanX', WireNumber),
  seatplanY: field('SeatplanY', WireNumber),
  rowName: field('RowName', WireString),
  seatName: field('SeatName', WireString),
  sectionName: field('SectionName', WireString),
  ticketGroupId: field('TicketGroupId', nullable(WireInt)),
  allocationId: field('AllocationId', nullable(WireInt)),
  presentationId: field('PresentationId', nullable(WireInt)),
  xOffsetPercent: field('XOffsetPercent', withDefault(WireNumber, 0)),
  yOffsetPercent: field('YOffsetPercent', withDefault(WireNumber, 0)),
  widthPercent: field('WidthPercent', withDefault(WireNumber, 0)),
  heightPercent: field('HeightPercent', withDefault(WireNumber, 0)),
  rotateAngle: field('RotateAngle', withDefault(WireNumber, 0)),
  isBlocked: field('isBlocked', withDefault(WireBool, false)),
  isSingleSeatBlock: field('isSingleSeatBlock', withDefault(WireBool, false)),
  isMultiplyFactorSubTicket: field('isMultiplyFactorSubTicket', withDefault(WireBool, false)),
  ticket: field('ticket', nullable(SeatTicketCodec)),
  firstTicket: field('firstTicket', nullable(SeatTicketCodec)),
  ref1: optionalField('ref1', WireString),
  ref2: optionalField('ref2', WireString),
})

const SeatFlags = wireObject('Seat', {
  isAvailable: field('isAvailable', withDefault(WireBool, false)),
  isSelected: field('isSelected', withDefault(WireBool, false)),
  isHold: field('isHold', withDefault(WireBool, false)),
  isLeftSeat: field('isLeftSeat', withDefault(WireBool, false)),
  isMiddleSeat: field('isMiddleSeat', withDefault(WireBool, false)),
  isRightSeat: field('isRightSeat', withDefault(WireBool, false)),
  attributes: field('Attributes', withDefault(SeatAttributesCodec, [])),
})
type SeatFlags = t.TypeOf<typeof SeatFlags>

const statusOf = (f: SeatFlags): SeatStatus => (f.isSelected ? 'selected' : f.isHold ? 'hold' : f.isAvailable ? 'available' : 'unavailable')

/** The side flags are the same facts as attribute codes 31, 32 and 33. */
const attributesOf = (f: SeatFlags): readonly SeatAttributeCode[] =>
  uniqueCodes([
    ...f.attributes,
    ...(f.isLeftSeat ? [SeatAttribute.leftSeat] : []),
    ...(f.isMiddleSeat ? [SeatAttribute.middleSeat] : []),
    ...(f.isRightSeat ? [SeatAttribute.rightSeat] : []),
  ])

const flagsOf = (seat: Seat): SeatFlags => ({
  isAvailable: seat.status === 'available',
  isSelected: seat.status === 'selected',
  isHold: seat.status === 'hold',
  isLeftSeat: seat.attributes.includes(SeatAttribute.leftSeat),
  isMiddleSeat: seat.attributes.includes(SeatAttribute.middleSeat),
  isRightSeat: seat.attributes.includes(SeatAttribute.rightSeat),
  attributes: seat.attributes,
})

const seatGuard = rememberingGuard(
  (u): u is Seat => isRecord(u) && SeatStatusCodec.is(u['status']) && SeatAttributesCodec.is(u['attributes']) && SeatLayout.is(u),
)

/** How many keys a seat as this box office writes it has: every field in its canonical spelling, ref1 and ref2 aside. */
const PLAIN_SEAT_KEYS = 31

/** Thrown (never outside this module) when a seat is not in the plain form; made once, so the plain path allocates nothing for it. */
const NOT_PLAIN = new Error('not a seat in the plain form')

/** The plain JSON forms that the general codecs read as themselves; anything else (absence among it) is NOT_PLAIN. */
const plainInt = (u: unknown): number => {
  const value = plainInteger(u)
  if (value === undefined) throw NOT_PLAIN
  return value
}
const plainIntOrNull = (u: unknown): number | null => (u === null ? null : plainInt(u))
const plainNumber = (u: unknown): number => {
  if (typeof u === 'number' && Number.isFinite(u)) return u
  throw NOT_PLAIN
}
const plainNumberOr0 = (u: unknown): number => (u === null ? 0 : plainNumber(u))
const plainText = (u: unknown): string => {
  if (typeof u === 'string') return u
  throw NOT_PLAIN
}
const plainFlag = (u: unknown): boolean => {
  if (typeof u === 'boolean') return u
  if (u === null) return false
  throw NOT_PLAIN
}
/** A seat with a ticket on it is rare: the general way reads the ticket. */
const plainNoTicket = (u: unknown): null => {
  if (u === null) return null
  throw NOT_PLAIN
}
const plainCodes = (u: unknown): readonly SeatAttributeCode[] => {
  if (u === null) return []
  if (!Array.isArray(u)) throw NOT_PLAIN
  return u.length === 0 ? [] : uniqueCodes(u.map(plainInt).filter(isAttributeCode))
}

const ownKeyCount = (record: object): number => {
  let count = 0
  for (const key in record) if (Object.prototype.hasOwnProperty.call(record, key)) count += 1
  return count
}

/** A plain seat: the general way's Seat read straight from the canonical keys (NOT_PLAIN as soon as one is not plain). */
const readPlainSeat = (u: Readonly<Record<string, unknown>>): Seat => {
  const { ref1, ref2 } = u
  if (ownKeyCount(u) !== PLAIN_SEAT_KEYS + (ref1 === undefined ? 0 : 1) + (ref2 === undefined ? 0 : 1)) throw NOT_PLAIN
  const flags: SeatFlags = {
    isAvailable: plainFlag(u['isAvailable']),
    isSelected: plainFlag(u['isSelected']),
    isHold: plainFlag(u['isHold']),
    isLeftSeat: plainFlag(u['isLeftSeat']),
    isMiddleSeat: plainFlag(u['isMiddleSeat']),
    isRightSeat: plainFlag(u['isRightSeat']),
    attributes: plainCodes(u['Attributes']),
  }
  return {
    sectionId: plainInt(u['VenueSectionId']),
    x: plainInt(u['XCoordinate']),
    y: plainIntOrNull(u['YCoordinate']),
    venueId: plainInt(u['VenueId']),
    seatplanId: plainInt(u['VenueSeatplanId']),
    groupId: plainInt(u['VenueSectionSeatGroupId']),
    seatplanX: plainNumber(u['SeatplanX']),
    seatplanY: plainNumber(u['SeatplanY']),
    rowName: plainText(u['RowName']),
    seatName: plainText(u['SeatName']),
    sectionName: plainText(u['SectionName']),
    ticketGroupId: plainIntOrNull(u['TicketGroupId']),
    allocationId: plainIntOrNull(u['AllocationId']),
    presentationId: plainIntOrNull(u['PresentationId']),
    xOffsetPercent: plainNumberOr0(u['XOffsetPercent']),
    yOffsetPercent: plainNumberOr0(u['YOffsetPercent']),
    widthPercent: plainNumberOr0(u['WidthPercent']),
    heightPercent: plainNumberOr0(u['HeightPercent']),
    rotateAngle: plainNumberOr0(u['RotateAngle']),
    isBlocked: plainFlag(u['isBlocked']),
    isSingleSeatBlock: plainFlag(u['isSingleSeatBlock']),
    isMultiplyFactorSubTicket: plainFlag(u['isMultiplyFactorSubTicket']),
    ticket: plainNoTicket(u['ticket']),
    firstTicket: plainNoTicket(u['firstTicket']),
    ...(ref1 === undefined || ref1 === null ? {} : { ref1: plainText(ref1) }),
    ...(ref2 === undefined || ref2 === null ? {} : { ref2: plainText(ref2) }),
    status: statusOf(flags),
    attributes: attributesOf(flags),
  }
}

/**
 * §3 a seat exactly as this box office writes it (every key in its canonical spelling, plain JSON
 * values, no ticket on it), read without io-ts' per-field steps: a stadium's plan is almost all
 * seats, and the 20,000-seat arena's took ~0.5 s through them. Anything else — another case or an
 * alias, a numeric string, a ticket, a key more — is undefined here and read the general way,
 * which gives the same seat for the same input (seat-plan.property.test.ts).
 */
const plainSeat = (u: unknown): Seat | undefined => {
  if (!isRecord(u)) return undefined
  try {
    return readPlainSeat(u)
  } catch (error) {
    if (error === NOT_PLAIN) return undefined
    throw error
  }
}

/**
 * §3 a seat. Status comes from the flags (isSelected, then isHold, then isAvailable;
 * none set is unavailable, as before seats-status loads); the side flags isLeftSeat,
 * isMiddleSeat, isRightSeat join the attribute codes as 31, 32, 33 and are written back
 * from them.
 */
export const SeatCodec = new t.Type<Seat, WireObject, unknown>(
  'Seat',
  seatGuard.is,
  (u, c) => {
    const plain = plainSeat(u)
    if (plain !== undefined) return t.success(seatGuard.checked(plain))
    const layout = SeatLayout.validate(u, c)
    const flags = SeatFlags.validate(u, c)
    if (E.isLeft(layout)) return E.isLeft(flags) ? t.failures([...layout.left, ...flags.left]) : layout
    if (E.isLeft(flags)) return flags
    const seat: Seat = { ...layout.right, status: statusOf(flags.right), attributes: attributesOf(flags.right) }
    return t.success(seatGuard.checked(seat))
  },
  (seat) => ({ ...SeatLayout.encode(seat), ...SeatFlags.encode(flagsOf(seat)) }),
)

/** §3 a row: RowName and its Seats. */
export const SeatRowCodec: t.Type<SeatRow, WireObject, unknown> = wireObject('SeatRow', {
  name: field('RowName', WireString),
  seats: field('Seats', listOf(SeatCodec)),
})

/** §3 a group of rows (VenueSectionSeatGroup). */
export const SeatGroupCodec: t.Type<SeatGroup, WireObject, unknown> = wireObject('SeatGroup', {
  id: field('VenueSectionSeatGroupId', WireInt, 'GroupId'),
  name: field('GroupName', withDefault(WireString, '')),
  rows: field('Rows', listOf(SeatRowCodec)),
})

/** §3 a section: SectionName, IsReserved, groups, isSoldOut; GA sections may say their free places (GACapacity). */
export const SeatSectionCodec: t.Type<SeatSection, WireObject, unknown> = wireObject('SeatSection', {
  id: field('VenueSectionId', WireInt, 'SectionId'),
  name: field('SectionName', WireString),
  isReserved: field('IsReserved', WireBool),
  groups: field('Groups', listOf(SeatGroupCodec)),
  isSoldOut: field('isSoldOut', withDefault(WireBool, false)),
  gaCapacity: optionalField('GACapacity', WireInt),
  geometry: optionalField('Geometry', SeatGeometryCodec),
})

/** §3 a seat plan: VenueId, VenueSeatplanId and its sections. */
export const SeatPlanCodec: t.Type<SeatPlan, WireObject, unknown> = wireObject('SeatPlan', {
  venueId: field('VenueId', WireInt),
  seatplanId: field('VenueSeatplanId', WireInt, 'SeatplanId'),
  sections: field('Sections', listOf(SeatSectionCodec)),
})
