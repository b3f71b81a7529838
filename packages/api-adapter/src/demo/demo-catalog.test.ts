import { describe, expect, it } from 'vitest'
import { SeatAttribute } from '@kartis/core'
import type { PlanSeat, SeatPlanLayout } from './catalog-snapshot'
import { arenaPlan } from './arena'
import { cinemaHallPlan } from './cinema-hall'
import { CLUB_CAPACITY, STANDING_CAPACITY, clubPlan, mixedPlan } from './club-and-mixed'
import { demoCatalog } from './demo-catalog'
import { theatrePlan } from './theatre'

const seatsOf = (plan: SeatPlanLayout): readonly PlanSeat[] =>
  plan.sections.flatMap((s) => s.groups.flatMap((g) => g.rows.flatMap((r) => r.seats)))

const seatsIn = (plan: SeatPlanLayout, sectionName: string): readonly PlanSeat[] =>
  seatsOf(plan).filter((s) => s.sectionName === sectionName)

const has = (code: number) => (seat: PlanSeat) => seat.attributes.some((a) => a === code)

describe('demo seat plans', () => {
  it('generates the cinema hall: 180 seats, Hebrew rows, an aisle, couches in pairs, wheelchair and companion seats', () => {
    const plan = cinemaHallPlan()
    const seats = seatsOf(plan)
    expect(seats).toHaveLength(180)
    expect([...new Set(seats.map((s) => s.rowName))]).toEqual(['א', 'ב', 'ג', 'ד', 'ה', 'ו', 'ז', 'ח', 'ט', 'י'])
    const rowB = seats.filter((s) => s.rowName === 'ב')
    expect(rowB.map((s) => s.x)).not.toContain(10)
    expect(rowB.map((s) => s.seatName)).toEqual(Array.from({ length: 18 }, (_, i) => String(i + 1)))
    const couches = seats.filter(has(SeatAttribute.couch))
    expect(couches).toHaveLength(20)
    for (const left of couches.filter(has(SeatAttribute.leftSeat))) {
      const right = couches.find((s) => s.y === left.y && s.x === left.x + 1)
      expect(right?.attributes).toEqual([SeatAttribute.couch, SeatAttribute.rightSeat])
    }
    expect(seats.filter(has(SeatAttribute.handicap))).toHaveLength(2)
    expect(seats.filter(has(SeatAttribute.companion))).toHaveLength(2)
  })

  it('generates the theatre: 900 curved seats in אולם, יציע and גלריה, with premium and limited-view seats', () => {
    const plan = theatrePlan()
    expect(seatsOf(plan)).toHaveLength(900)
    expect(plan.sections.map((s) => [s.name, seatsIn(plan, s.name).length])).toEqual([
      ['אולם', 500],
      ['יציע', 250],
      ['גלריה', 150],
    ])
    expect(seatsOf(plan).filter(has(SeatAttribute.premium)).length).toBeGreaterThan(0)
    expect(seatsOf(plan).filter(has(SeatAttribute.limitedView)).length).toBeGreaterThan(0)
    const row = seatsIn(plan, 'אולם').filter((s) => s.y === 1)
    // A curved row: the ends turn towards the stage and sit nearer it than the middle.
    expect(row[0]?.rotateAngle).toBeGreaterThan(0)
    expect(row.at(-1)?.rotateAngle).toBeLessThan(0)
    expect(row[12]?.rotateAngle).toBe(0)
    expect(row[0]?.yOffsetPercent).toBeLessThan(row[12]?.yOffsetPercent ?? 0)
  })

  it('generates the club as one GA section of 120 and the mixed venue as tables plus standing', () => {
    expect(clubPlan().sections.map((s) => [s.isReserved, s.capacity])).toEqual([[false, CLUB_CAPACITY]])
    const mixed = mixedPlan()
    expect(mixed.sections.map((s) => [s.name, s.isReserved, s.capacity])).toEqual([
      ['שולחנות', true, null],
      ['עמידה', false, STANDING_CAPACITY],
    ])
    expect(seatsOf(mixed).every(has(SeatAttribute.table))).toBe(true)
    expect(seatsOf(mixed)).toHaveLength(48)
  })

  it('generates the arena: 20,000 seats in 40 sections placed round the court', () => {
    const plan = arenaPlan()
    expect(plan.sections).toHaveLength(40)
    expect(seatsOf(plan)).toHaveLength(20_000)
    const angles = plan.sections.map((s) => s.geometry?.rotateAngle ?? -1)
    expect(Math.min(...angles)).toBe(0)
    expect(Math.max(...angles)).toBeGreaterThan(300)
  })

  it('keeps every plan consistent: unique seats, drawings inside the picture, ticket groups from the venue’s list', () => {
    for (const { venue, plan } of demoCatalog().venues) {
      if (plan === null) continue
      const seats = seatsOf(plan)
      expect(new Set(seats.map((s) => `${s.sectionId}/${s.x}/${s.y}`)).size).toBe(seats.length)
      // One assertion per plan (20,000 arena seats): the seats that break a rule, named.
      const misplaced = seats.filter(
        (seat) =>
          seat.xOffsetPercent < 0 ||
          seat.xOffsetPercent + seat.widthPercent > 100.5 ||
          seat.yOffsetPercent + seat.heightPercent > 100.5 ||
          seat.ticketGroupId === null ||
          !venue.ticketGroupIds.includes(seat.ticketGroupId) ||
          seat.venueId !== venue.id,
      )
      expect(misplaced.map((s) => `${s.sectionName} ${s.rowName}/${s.seatName}`)).toEqual([])
    }
  })

  it('has one VOD venue per VOD venue type, each selling viewings as one general-admission section', () => {
    const vod = demoCatalog().venues.filter((v) => v.venue.venueTypeId > 100)
    expect(vod.map((v) => v.venue.venueTypeId)).toEqual([101, 102, 103, 104])
    expect(vod.map((v) => v.plan?.sections.map((s) => [s.id, s.isReserved, s.capacity, s.ticketGroupId]))).toEqual([
      [[601, false, 500, 14]],
      [[701, false, 500, 14]],
      [[801, false, 500, 14]],
      [[901, false, 500, 14]],
    ])
  })
})
