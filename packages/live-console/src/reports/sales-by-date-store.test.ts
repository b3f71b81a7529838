import { ALL_CINEMAS_LOCATION_ID, ALL_CINEMAS_NAME, formatCalendarDate } from '@kartis/core'
import { describe, expect, it } from 'vitest'
import { fakeLiveReports, presentationSalesOf } from '../test-support/fake-live-reports'
import { SalesByDateStore } from './sales-by-date-store'

const TODAY = { year: 2026, month: 11, day: 25 }

const setUp = () => {
  const fake = fakeLiveReports([
    presentationSalesOf({ presentationId: 31, startDateTime: '2026-11-20T20:30:00+02:00' }),
    presentationSalesOf({ presentationId: 32, startDateTime: '2026-11-20T22:30:00+02:00' }),
    presentationSalesOf({ presentationId: 33, startDateTime: '2026-11-24T20:30:00+02:00' }),
    // Today: the online location (1, outside the §9 total) and the theatre (2).
    presentationSalesOf({ presentationId: 34, locationId: 1, venueName: 'אונליין', startDateTime: '2026-11-25T20:30:00+02:00' }),
    presentationSalesOf({ presentationId: 35, startDateTime: '2026-11-25T20:30:00+02:00' }),
  ])
  const store = new SalesByDateStore(
    { overRange: (range) => fake.reports.salesByDate(range), ofDay: (date) => fake.reports.locationTicketSales(date) },
    TODAY,
    () => undefined,
  )
  return { store, fake }
}

describe('a report by date (location ticket sales)', () => {
  it('opens on the §9 default range and today’s capacity table with the all-cinemas total', async () => {
    const { store, fake } = setUp()
    await store.start()
    expect(fake.calls).toEqual(['salesByDate 2026-10-25 2026-11-25', 'locationTicketSales 2026-11-25'])
    expect(store.overview.value?.map((day) => [formatCalendarDate(day.date), day.presentations, day.sold])).toEqual([
      ['2026-11-20', 2, 80],
      ['2026-11-24', 1, 40],
      ['2026-11-25', 2, 80],
    ])
    expect(store.day.value?.map((row) => [row.locationId, row.name])).toEqual([
      [1, 'אונליין'],
      [2, 'תיאטרון העיר'],
      [ALL_CINEMAS_LOCATION_ID, ALL_CINEMAS_NAME],
    ])
    const total = store.day.value?.find((row) => row.locationId === ALL_CINEMAS_LOCATION_ID)
    expect(total).toMatchObject({ capacity: 100, sold: 40, availability: 55 })
  })

  it('shows the day a row opens, and refuses a day that is not a date without asking', async () => {
    const { store, fake } = setUp()
    await store.showDay('2026-11-20')
    expect(store.date).toBe('2026-11-20')
    expect(fake.calls).toEqual(['locationTicketSales 2026-11-20'])
    await store.showDay('')
    expect(store.day.state).toBe('error')
    expect(store.day.error?.code).toBe('BAD_REQUEST')
    expect(fake.calls).toHaveLength(1)
  })
})
