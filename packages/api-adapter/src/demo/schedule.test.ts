import { describe, expect, it } from 'vitest'
import { jerusalemDateTime, weekday } from '@kartis/core'
import { DEMO_SCHEDULES, SCHEDULE_DAYS, scheduleDrafts } from './schedule'
import { VenueId } from './venue-ids'

// Sunday 6 July 2025, 09:00 in Jerusalem.
const NOW = Date.UTC(2025, 6, 6, 6, 0)
const DAY = 86_400_000

const local = (startsAt: number | null) => {
  if (startsAt === null) throw new Error('timed drafts only')
  const t = jerusalemDateTime(startsAt)
  return { day: weekday(t), minutes: t.hour * 60 + t.minute }
}

describe('demo schedule', () => {
  const drafts = scheduleDrafts(DEMO_SCHEDULES, NOW)

  it('covers 14 Jerusalem days from today, only after now', () => {
    const starts = drafts.map((d) => d.startsAt ?? 0)
    expect(Math.min(...starts)).toBeGreaterThan(NOW)
    expect(Math.max(...starts)).toBeLessThan(NOW + SCHEDULE_DAYS * DAY)
    const days = new Set(starts.map((s) => jerusalemDateTime(s).day))
    expect(days.size).toBe(SCHEDULE_DAYS)
  })

  it('keeps evenings within 17:00–22:30, Friday to matinees, and Saturday theatre from 20:00', () => {
    for (const draft of drafts) {
      const { day, minutes } = local(draft.startsAt)
      if (day === 5) expect(minutes).toBeLessThan(14 * 60)
      else {
        expect(minutes).toBeGreaterThanOrEqual(17 * 60)
        expect(minutes).toBeLessThanOrEqual(22 * 60 + 30)
      }
      if (draft.venueId === VenueId.theatre && day === 6) expect(minutes).toBeGreaterThanOrEqual(20 * 60)
    }
    expect(drafts.some((d) => local(d.startsAt).day === 5)).toBe(true)
  })

  it('gives a slot the same feature whenever it is computed', () => {
    const later = scheduleDrafts(DEMO_SCHEDULES, NOW + 3 * DAY)
    const byslot = new Map(drafts.map((d) => [`${d.venueId}/${d.startsAt}`, d.featureId]))
    const shared = later.filter((d) => byslot.has(`${d.venueId}/${d.startsAt}`))
    expect(shared.length).toBeGreaterThan(0)
    for (const d of shared) expect(d.featureId).toBe(byslot.get(`${d.venueId}/${d.startsAt}`))
  })

  it('shows several features a day in the cinema', () => {
    const firstMonday = drafts.filter((d) => d.venueId === VenueId.cinema && local(d.startsAt).day === 1).slice(0, 3)
    expect(new Set(firstMonday.map((d) => d.featureId)).size).toBe(3)
  })
})
