import type Database from 'better-sqlite3'
import { SeatAttribute, type SeatAttributeCode, type SeatGeometry } from '@kartis/core'
import type { PlanGroup, PlanRow, PlanSeat, PlanSection, SeatPlanLayout, Venue } from '@kartis/api-adapter'

type Db = Database.Database

interface SectionRow {
  readonly id: number
  readonly name: string
  readonly is_reserved: number
  readonly capacity: number | null
  readonly ticket_group_id: number | null
  readonly x_offset: number | null
  readonly y_offset: number | null
  readonly width: number | null
  readonly height: number | null
  readonly rotate: number | null
}

interface SeatRow {
  readonly section_id: number
  readonly x: number
  readonly y: number
  readonly group_id: number
  readonly row_position: number
  readonly row_name: string
  readonly seat_name: string
  readonly seatplan_x: number
  readonly seatplan_y: number
  readonly x_offset: number
  readonly y_offset: number
  readonly width: number
  readonly height: number
  readonly rotate: number
  readonly ticket_group_id: number | null
  readonly attributes: string
}

const ATTRIBUTE_CODES: ReadonlySet<number> = new Set(Object.values(SeatAttribute))

const isAttributeCode = (code: number): code is SeatAttributeCode => ATTRIBUTE_CODES.has(code)

const attributeCode = (code: number): SeatAttributeCode => {
  if (!isAttributeCode(code)) throw new Error(`unknown seat attribute ${code} in the database`)
  return code
}

/** Attribute codes are stored comma-separated, in the plan's order. */
const attributesOf = (text: string): readonly SeatAttributeCode[] =>
  text === '' ? [] : text.split(',').map((code) => attributeCode(Number(code)))

const geometryOf = (row: SectionRow): SeatGeometry | null =>
  row.x_offset === null || row.y_offset === null || row.width === null || row.height === null
    ? null
    : {
        xOffsetPercent: row.x_offset,
        yOffsetPercent: row.y_offset,
        widthPercent: row.width,
        heightPercent: row.height,
        rotateAngle: row.rotate ?? 0,
      }

/** §3 reads a venue's seat plan back as written: sections, groups, rows and seats in their order. */
export const readSeatPlan = (db: Db, venueId: number, seatplanId: number): SeatPlanLayout | null => {
  const owner = db
    .prepare<[number, number], number>('SELECT id FROM venues WHERE id = ? AND seatplan_id = ?')
    .pluck()
    .get(venueId, seatplanId)
  if (owner === undefined) return null
  const sections = db.prepare<[number], SectionRow>('SELECT * FROM sections WHERE seatplan_id = ? ORDER BY position').all(seatplanId)
  const seatsOf = db.prepare<[number], SeatRow>(
    `SELECT s.* FROM seats s JOIN seat_groups g ON g.id = s.group_id
     WHERE s.section_id = ? ORDER BY g.position, s.row_position, s.seat_position`,
  )
  const groupsOf = db.prepare<[number], { id: number; name: string }>(
    'SELECT id, name FROM seat_groups WHERE section_id = ? ORDER BY position',
  )
  const toSection = (section: SectionRow): PlanSection => {
    const groups = new Map<number, { name: string; rows: { name: string; seats: PlanSeat[] }[] }>()
    for (const group of groupsOf.all(section.id)) groups.set(group.id, { name: group.name, rows: [] })
    let lastRowKey = ''
    for (const row of seatsOf.all(section.id)) {
      const group = groups.get(row.group_id)
      if (group === undefined) continue
      const rowKey = `${row.group_id}/${row.row_position}`
      if (rowKey !== lastRowKey) group.rows.push({ name: row.row_name, seats: [] })
      lastRowKey = rowKey
      group.rows.at(-1)?.seats.push({
        sectionId: row.section_id,
        x: row.x,
        y: row.y,
        venueId,
        seatplanId,
        groupId: row.group_id,
        seatplanX: row.seatplan_x,
        seatplanY: row.seatplan_y,
        rowName: row.row_name,
        seatName: row.seat_name,
        sectionName: section.name,
        ticketGroupId: row.ticket_group_id,
        attributes: attributesOf(row.attributes),
        xOffsetPercent: row.x_offset,
        yOffsetPercent: row.y_offset,
        widthPercent: row.width,
        heightPercent: row.height,
        rotateAngle: row.rotate,
      })
    }
    const planGroups: PlanGroup[] = [...groups].map(([id, g]) => ({
      id,
      name: g.name,
      rows: g.rows.map((r): PlanRow => ({ name: r.name, seats: r.seats })),
    }))
    return {
      id: section.id,
      name: section.name,
      isReserved: section.is_reserved === 1,
      capacity: section.capacity,
      ticketGroupId: section.ticket_group_id,
      geometry: geometryOf(section),
      groups: planGroups,
    }
  }
  return { venueId, seatplanId, sections: sections.map(toSection) }
}

/** A plan must belong to its venue and sell only from the venue's price list: anything else is a bug in the data. */
const assertPlanFits = (venue: Venue, plan: SeatPlanLayout): void => {
  if (plan.venueId !== venue.id || plan.seatplanId !== venue.seatplanId)
    throw new Error(`seat plan ${plan.seatplanId} does not belong to venue ${venue.id}`)
  const allowed = new Set(venue.ticketGroupIds)
  for (const section of plan.sections) {
    if (section.ticketGroupId !== null && !allowed.has(section.ticketGroupId))
      throw new Error(`section ${section.id} sells ticket group ${section.ticketGroupId}, not in venue ${venue.id}'s price list`)
    for (const group of section.groups)
      for (const row of group.rows)
        for (const seat of row.seats)
          if (seat.ticketGroupId !== null && !allowed.has(seat.ticketGroupId))
            throw new Error(
              `seat ${section.id}/${seat.x}/${seat.y} sells ticket group ${seat.ticketGroupId}, not in venue ${venue.id}'s price list`,
            )
  }
}

/** §3 writes a venue's seat plan (inside the caller's transaction); a plan that does not fit its venue throws. */
export const writeSeatPlan = (db: Db, venue: Venue, plan: SeatPlanLayout): void => {
  assertPlanFits(venue, plan)
  const section = db.prepare<
    [
      number,
      number,
      number,
      string,
      number,
      number | null,
      number | null,
      number | null,
      number | null,
      number | null,
      number | null,
      number | null,
    ]
  >(
    `INSERT INTO sections (id, seatplan_id, position, name, is_reserved, capacity, ticket_group_id, x_offset, y_offset, width, height, rotate)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const seatGroup = db.prepare<[number, number, number, string]>(
    'INSERT INTO seat_groups (id, section_id, position, name) VALUES (?, ?, ?, ?)',
  )
  const seat = db.prepare<
    [
      number,
      number,
      number,
      number,
      number,
      number,
      string,
      string,
      number,
      number,
      number,
      number,
      number,
      number,
      number,
      number | null,
      string,
    ]
  >(
    `INSERT INTO seats (section_id, x, y, group_id, row_position, seat_position, row_name, seat_name, seatplan_x, seatplan_y,
       x_offset, y_offset, width, height, rotate, ticket_group_id, attributes)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  plan.sections.forEach((s, sectionIndex) => {
    const geo = s.geometry
    section.run(
      s.id,
      plan.seatplanId,
      sectionIndex,
      s.name,
      s.isReserved ? 1 : 0,
      s.capacity,
      s.ticketGroupId,
      geo?.xOffsetPercent ?? null,
      geo?.yOffsetPercent ?? null,
      geo?.widthPercent ?? null,
      geo?.heightPercent ?? null,
      geo?.rotateAngle ?? null,
    )
    s.groups.forEach((g, groupIndex) => {
      seatGroup.run(g.id, s.id, groupIndex, g.name)
      g.rows.forEach((r, rowIndex) =>
        r.seats.forEach((x, seatIndex) =>
          seat.run(
            s.id,
            x.x,
            x.y,
            g.id,
            rowIndex,
            seatIndex,
            r.name,
            x.seatName,
            x.seatplanX,
            x.seatplanY,
            x.xOffsetPercent,
            x.yOffsetPercent,
            x.widthPercent,
            x.heightPercent,
            x.rotateAngle,
            x.ticketGroupId,
            x.attributes.join(','),
          ),
        ),
      )
    })
  })
}
