import type { Insertable, Selectable } from 'kysely'
import { SeatAttribute, type SeatAttributeCode, type SeatGeometry } from '@kartis/core'
import type { PlanGroup, PlanRow, PlanSeat, PlanSection, SeatPlanLayout, Venue } from '@kartis/api-adapter'
import type { SeatGroupsTable, SeatsTable, SectionsTable } from './database/tables'
import type { Tx } from './database/transactions'

/** The rows of one seat plan, ready to insert. */
export interface SeatPlanRows {
  readonly sections: readonly Insertable<SectionsTable>[]
  readonly seatGroups: readonly Insertable<SeatGroupsTable>[]
  readonly seats: readonly Insertable<SeatsTable>[]
}

const ATTRIBUTE_CODES: ReadonlySet<number> = new Set(Object.values(SeatAttribute))

const isAttributeCode = (code: number): code is SeatAttributeCode => ATTRIBUTE_CODES.has(code)

const attributeCode = (code: number): SeatAttributeCode => {
  if (!isAttributeCode(code)) throw new Error(`unknown seat attribute ${code} in the database`)
  return code
}

/** Attribute codes are stored comma-separated, in the plan's order (as the SQLite store wrote them). */
const attributesOf = (text: string): readonly SeatAttributeCode[] =>
  text === '' ? [] : text.split(',').map((code) => attributeCode(Number(code)))

const geometryOf = (row: Selectable<SectionsTable>): SeatGeometry | null =>
  row.x_offset === null || row.y_offset === null || row.width === null || row.height === null
    ? null
    : {
        xOffsetPercent: row.x_offset,
        yOffsetPercent: row.y_offset,
        widthPercent: row.width,
        heightPercent: row.height,
        rotateAngle: row.rotate ?? 0,
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

/**
 * §3 a venue's seat plan as rows: sections, groups and seats keep their order in positions
 * (a row is its group's row_position). A plan that does not fit its venue throws.
 */
export const seatPlanRows = (venue: Venue, plan: SeatPlanLayout): SeatPlanRows => {
  assertPlanFits(venue, plan)
  const seatGroups: Insertable<SeatGroupsTable>[] = []
  const seats: Insertable<SeatsTable>[] = []
  const sections = plan.sections.map((s, sectionIndex): Insertable<SectionsTable> => {
    s.groups.forEach((g, groupIndex) => {
      seatGroups.push({ id: g.id, section_id: s.id, position: groupIndex, name: g.name })
      g.rows.forEach((r, rowIndex) =>
        r.seats.forEach((x, seatIndex) =>
          seats.push({
            section_id: s.id,
            x: x.x,
            y: x.y,
            group_id: g.id,
            row_position: rowIndex,
            seat_position: seatIndex,
            row_name: r.name,
            seat_name: x.seatName,
            seatplan_x: x.seatplanX,
            seatplan_y: x.seatplanY,
            x_offset: x.xOffsetPercent,
            y_offset: x.yOffsetPercent,
            width: x.widthPercent,
            height: x.heightPercent,
            rotate: x.rotateAngle,
            ticket_group_id: x.ticketGroupId,
            attributes: x.attributes.join(','),
          }),
        ),
      )
    })
    const geo = s.geometry
    return {
      id: s.id,
      seatplan_id: plan.seatplanId,
      position: sectionIndex,
      name: s.name,
      is_reserved: s.isReserved ? 1 : 0,
      capacity: s.capacity,
      ticket_group_id: s.ticketGroupId,
      x_offset: geo?.xOffsetPercent ?? null,
      y_offset: geo?.yOffsetPercent ?? null,
      width: geo?.widthPercent ?? null,
      height: geo?.heightPercent ?? null,
      rotate: geo?.rotateAngle ?? null,
    }
  })
  return { sections, seatGroups, seats }
}

/**
 * §3 reads a venue's seat plan back as written: sections, groups, rows and seats in their order
 * (three queries, whatever the plan's size); null when the plan is not the venue's.
 */
export const readSeatPlan = async (db: Tx, venueId: number, seatplanId: number): Promise<SeatPlanLayout | null> => {
  const owner = await db
    .selectFrom('venues')
    .select('id')
    .where('id', '=', venueId)
    .where('seatplan_id', '=', seatplanId)
    .executeTakeFirst()
  if (owner === undefined) return null
  const sections = await db.selectFrom('sections').selectAll().where('seatplan_id', '=', seatplanId).orderBy('position').execute()
  const groups = await db
    .selectFrom('seat_groups as g')
    .innerJoin('sections as s', 's.id', 'g.section_id')
    .select(['g.id', 'g.section_id', 'g.name'])
    .where('s.seatplan_id', '=', seatplanId)
    .orderBy('g.section_id')
    .orderBy('g.position')
    .execute()
  const seats = await db
    .selectFrom('seats as t')
    .innerJoin('seat_groups as g', 'g.id', 't.group_id')
    .innerJoin('sections as s', 's.id', 't.section_id')
    .selectAll('t')
    .where('s.seatplan_id', '=', seatplanId)
    .orderBy('t.section_id')
    .orderBy('g.position')
    .orderBy('t.row_position')
    .orderBy('t.seat_position')
    .execute()
  // Each group's rows, built in seat order: a new row_position starts a new row.
  const rowsByGroup = new Map<number, { position: number; name: string; seats: PlanSeat[] }[]>()
  const sectionNames = new Map(sections.map((s) => [s.id, s.name]))
  for (const row of seats) {
    const rows = rowsByGroup.get(row.group_id) ?? []
    rowsByGroup.set(row.group_id, rows)
    const last = rows.at(-1)
    const current =
      last !== undefined && last.position === row.row_position ? last : { position: row.row_position, name: row.row_name, seats: [] }
    if (current !== last) rows.push(current)
    current.seats.push({
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
      sectionName: sectionNames.get(row.section_id) ?? '',
      ticketGroupId: row.ticket_group_id,
      attributes: attributesOf(row.attributes),
      xOffsetPercent: row.x_offset,
      yOffsetPercent: row.y_offset,
      widthPercent: row.width,
      heightPercent: row.height,
      rotateAngle: row.rotate,
    })
  }
  const toSection = (section: Selectable<SectionsTable>): PlanSection => ({
    id: section.id,
    name: section.name,
    isReserved: section.is_reserved === 1,
    capacity: section.capacity,
    ticketGroupId: section.ticket_group_id,
    geometry: geometryOf(section),
    groups: groups
      .filter((g) => g.section_id === section.id)
      .map((g): PlanGroup => ({
        id: g.id,
        name: g.name,
        rows: (rowsByGroup.get(g.id) ?? []).map((r): PlanRow => ({ name: r.name, seats: r.seats })),
      })),
  })
  return { venueId, seatplanId, sections: sections.map(toSection) }
}
