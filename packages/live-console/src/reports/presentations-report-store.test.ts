import { kartisError, type KartisError } from '@kartis/core'
import { describe, expect, it } from 'vitest'
import { fakeLiveReports, presentationSalesOf } from '../test-support/fake-live-reports'
import { PresentationsReportStore } from './presentations-report-store'

const TODAY = { year: 2026, month: 11, day: 25 }

const setUp = () => {
  const hamletEarly = presentationSalesOf({ presentationId: 31, startDateTime: '2026-11-20T20:30:00+02:00' })
  const hamletLate = presentationSalesOf({ presentationId: 32, startDateTime: '2026-11-22T20:30:00+02:00' })
  const concert = presentationSalesOf({
    presentationId: 40,
    featureId: 9,
    featureName: 'קונצרט',
    startDateTime: '2026-09-01T21:00:00+03:00',
  })
  const fake = fakeLiveReports([hamletEarly, hamletLate, concert])
  const ended: KartisError[] = []
  const store = new PresentationsReportStore(fake.reports, TODAY, (error) => ended.push(error))
  return { store, fake, ended }
}

describe('the presentations report (266)', () => {
  it('opens on §9 default range, last month → today, and lists the features with presentations in it', async () => {
    const { store, fake } = setUp()
    expect([store.range.startDate, store.range.endDate]).toEqual(['2026-10-25', '2026-11-25'])
    await store.start()
    expect(fake.calls).toEqual(['availableFeatures 2026-10-25 2026-11-25'])
    expect(store.features.state).toBe('loaded')
    expect(store.features.value?.map((f) => f.name)).toEqual(['המלט'])
    expect(store.range.appliedLabel).toBe('2026-10-25_2026-11-25')
    await store.start()
    expect(fake.calls).toHaveLength(1)
  })

  it('shows the chosen feature’s figures and presentations, then one presentation’s ticket types', async () => {
    const { store, fake } = setUp()
    await store.start()
    await store.selectFeature('7:2')
    expect(fake.calls).toContain('featureData 7:2')
    expect(fake.calls).toContain('availablePresentations 7:2')
    expect(store.featureData.value?.presentations.map((p) => p.presentationId)).toEqual([31, 32])
    expect(store.featureData.value?.capacity).toBe(200)
    expect(store.presentations.value?.map((p) => p.presentationId)).toEqual([31, 32])
    // A date typed but not applied does not change what the chosen feature's figures cover.
    store.range.setStartDate('2026-11-21')
    await store.selectFeature('7:2')
    expect(store.featureData.value?.presentations.map((p) => p.presentationId)).toEqual([31, 32])
    await store.selectPresentation(31)
    expect(store.presentationData.value?.ticketTypes.map((t) => t.name)).toEqual(['מלא', 'סטודנט'])
    expect(store.presentationData.value?.seatTakenRatio).toBe(0.45)
  })

  it('keeps the feature across a range that still has it and drops it otherwise', async () => {
    const { store } = setUp()
    await store.start()
    await store.selectFeature('7:2')
    await store.selectPresentation(31)
    store.range.setStartDate('2026-11-21')
    await store.applyRange()
    expect(store.feature?.featureId).toBe(7)
    expect(store.featureData.value?.presentations.map((p) => p.presentationId)).toEqual([32])
    expect(store.presentationId).toBeNull()
    store.range.setStartDate('2026-08-25')
    store.range.setEndDate('2026-09-30')
    await store.applyRange()
    expect(store.features.value?.map((f) => f.name)).toEqual(['קונצרט'])
    expect(store.feature).toBeNull()
    expect(store.featureData.state).toBe('idle')
  })

  it('refuses a range that ends before it starts or spans more than a year, without asking', async () => {
    const { store, fake } = setUp()
    store.range.setStartDate('2026-11-26')
    await store.applyRange()
    expect(store.rangeError?.code).toBe('BAD_REQUEST')
    store.range.setStartDate('2025-01-01')
    await store.applyRange()
    expect(store.rangeError?.code).toBe('BAD_REQUEST')
    store.range.setStartDate('')
    await store.applyRange()
    expect(store.rangeError?.code).toBe('BAD_REQUEST')
    expect(fake.calls).toEqual([])
  })

  it('shows an error, and a 401 ends the session', async () => {
    const { store, fake, ended } = setUp()
    fake.fail(kartisError('TOO_MANY_REQUESTS'))
    await store.start()
    expect(store.features.state).toBe('error')
    expect(store.features.error?.code).toBe('TOO_MANY_REQUESTS')
    expect(ended).toEqual([])
    fake.fail(kartisError('STAFF_LOGIN_REQUIRED'))
    await store.applyRange()
    expect(ended.map((e) => e.code)).toEqual(['STAFF_LOGIN_REQUIRED'])
  })
})
