import { describe, expect, it } from 'vitest'
import { presentationOf } from './catalog-fixtures'
import { formatDate, formatDay, formatTime, jerusalemDayKey } from './jerusalem-dates'
import { firstShowing, scheduleOf } from './schedule'

describe('§1 Jerusalem dates', () => {
  it('keys a moment by its Jerusalem day, whatever offset it was written with', () => {
    expect(jerusalemDayKey('2026-07-01T22:30:00Z')).toBe('2026-07-02')
    expect(jerusalemDayKey('2026-01-15T21:59:00Z')).toBe('2026-01-15')
  })

  it('writes day headings per locale and times as HH:mm', () => {
    expect(formatDay('2026-07-01T17:00:00+03:00', 'he')).toBe('יום רביעי, 1 ביולי')
    expect(formatDay('2026-07-01T17:00:00+03:00', 'en')).toBe('Wednesday, 1 July')
    // A validity runs past this year: the date keeps its year, on the Jerusalem calendar (23:30 UTC is the next day there).
    expect(formatDate('2031-06-30T23:30:00Z', 'he')).toBe('1 ביולי 2031')
    expect(formatDate('2031-06-30T23:30:00Z', 'en')).toBe('1 July 2031')
    expect(formatDay('2026-07-01T17:00:00+03:00', 'ru')).toBe('среда, 1 июля')
    expect(formatTime('2026-07-01T14:00:00Z')).toBe('17:00')
  })
})

describe('§2/§4 a feature schedule', () => {
  it('groups timed presentations by day and venue, earliest first', () => {
    const schedule = scheduleOf([
      presentationOf({ id: 3, featureId: 1, startDateTime: '2026-07-02T19:30:00+03:00' }),
      presentationOf({ id: 1, featureId: 1, startDateTime: '2026-07-01T22:00:00+03:00' }),
      presentationOf({ id: 2, featureId: 1, startDateTime: '2026-07-01T17:00:00+03:00', venueId: 2, venueName: 'תיאטרון העיר' }),
      presentationOf({ id: 4, featureId: 1, startDateTime: '2026-07-01T19:30:00+03:00' }),
    ])
    expect(
      schedule.days.map((day) => [day.dayKey, day.venues.map((venue) => [venue.venueName, venue.presentations.map((p) => p.id)])]),
    ).toEqual([
      [
        '2026-07-01',
        [
          ['תיאטרון העיר', [2]],
          ['קולנוע לב – אולם 1', [4, 1]],
        ],
      ],
      ['2026-07-02', [['קולנוע לב – אולם 1', [3]]]],
    ])
  })

  it('keeps untimed (feature type 7) and VOD (venue types 101–104) presentations apart', () => {
    const schedule = scheduleOf([
      presentationOf({ id: 1, featureId: 1, featureTypeId: 7, startDateTime: null }),
      presentationOf({ id: 2, featureId: 1, featureTypeId: 7, startDateTime: null, venueTypeId: 101 }),
      presentationOf({ id: 3, featureId: 1, venueTypeId: 103 }),
    ])
    expect(schedule.days).toEqual([])
    expect(schedule.untimed.map((p) => p.id)).toEqual([1])
    expect(schedule.vod.map((p) => p.id)).toEqual([2, 3])
  })

  it('orders features by their first timed showing, VOD and untimed ones last', () => {
    expect(firstShowing([presentationOf({ id: 1, featureId: 1, startDateTime: '2026-07-01T17:00:00+03:00' })])).toBe(
      Date.parse('2026-07-01T14:00:00Z'),
    )
    expect(firstShowing([presentationOf({ id: 1, featureId: 1, startDateTime: null, featureTypeId: 7 })])).toBe(Number.POSITIVE_INFINITY)
  })
})
