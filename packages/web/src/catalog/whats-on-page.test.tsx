import { kartisError } from '@kartis/core'
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakePorts } from '../../test/fake-ports'
import { renderApp } from '../../test/render-app'
import { featureOf, fixedCatalog, presentationOf } from './catalog-fixtures'

const catalog = fixedCatalog(
  [
    featureOf(1, 'הקיץ האחרון בחיפה', { imageUrl: '/api/features/1/placeholderImage', durationMinutes: 118 }),
    featureOf(2, 'מדבר יהודה', { featureTypeId: 7 }),
    featureOf(3, 'בית הבובות'),
  ],
  [
    presentationOf({ id: 10, featureId: 1, startDateTime: '2026-07-01T17:00:00+03:00' }),
    presentationOf({ id: 11, featureId: 1, startDateTime: '2026-07-01T19:30:00+03:00', soldout: true }),
    presentationOf({ id: 20, featureId: 2, featureTypeId: 7, startDateTime: null, venueTypeId: 101, venueName: 'קולנוע ביתי' }),
    presentationOf({ id: 30, featureId: 3, featureTypeId: 7, startDateTime: null, venueId: 2, venueName: 'תיאטרון העיר' }),
  ],
)

const card = (name: string): Promise<HTMLElement> => screen.findByRole('article', { name })

describe("§2 What's on", () => {
  it('shows each feature with its poster and its times by day and venue, each linking to its order', async () => {
    renderApp('/', { ports: fakePorts({ catalog }) })
    const film = await card('הקיץ האחרון בחיפה')
    expect(within(film).getByRole('img', { name: 'כרזת הקיץ האחרון בחיפה' }).getAttribute('src')).toBe('/api/features/1/placeholderImage')
    expect(within(film).getByRole('heading', { level: 3, name: 'יום רביעי, 1 ביולי' })).toBeTruthy()
    expect(within(film).getByText('קולנוע לב – אולם 1')).toBeTruthy()
    const buy = within(film).getByRole('link', { name: 'לרכישת כרטיסים להקיץ האחרון בחיפה, יום רביעי, 1 ביולי בשעה 17:00' })
    expect(buy.getAttribute('href')).toBe('/order/10')
  })

  it('§2 leads to the voucher shop and the donations', async () => {
    renderApp('/?lang=he', { ports: fakePorts({ catalog }) })
    const more = await screen.findByRole('navigation', { name: 'עוד אצלנו' })
    expect(
      within(more)
        .getByRole('link', { name: /^שוברים וכרטיסי מתנה/ })
        .getAttribute('href'),
    ).toBe('/vouchers')
    expect(
      within(more)
        .getByRole('link', { name: /^תרומה/ })
        .getAttribute('href'),
    ).toBe('/donations')
  })

  it('shows a sold-out presentation without a purchase link', async () => {
    renderApp('/', { ports: fakePorts({ catalog }) })
    const film = await card('הקיץ האחרון בחיפה')
    expect(within(film).getByLabelText('הקיץ האחרון בחיפה, יום רביעי, 1 ביולי בשעה 19:30: אזלו הכרטיסים')).toBeTruthy()
    expect(within(film).queryByRole('link', { name: /19:30/ })).toBeNull()
  })

  it('gives VOD items a watch button and untimed presentations a purchase button', async () => {
    renderApp('/', { ports: fakePorts({ catalog }) })
    const vod = await card('מדבר יהודה')
    expect(within(vod).getByRole('link', { name: 'לצפייה מדבר יהודה' }).getAttribute('href')).toBe('/vod/20')
    const play = await card('בית הבובות')
    expect(within(play).getByText('ללא מועד קבוע')).toBeTruthy()
    expect(within(play).getByRole('link', { name: 'לרכישת כרטיסים לבית הבובות' }).getAttribute('href')).toBe('/order/30')
  })

  it('keeps the language on its links', async () => {
    renderApp('/?lang=en', { ports: fakePorts({ catalog }) })
    const film = await card('הקיץ האחרון בחיפה')
    expect(
      within(film).getByRole('link', { name: 'Buy tickets for הקיץ האחרון בחיפה, Wednesday, 1 July at 17:00' }).getAttribute('href'),
    ).toBe('/order/10?lang=en')
  })

  it('shows a failed load with the reason and a retry', async () => {
    let fail = true
    const flaky = {
      ...catalog,
      presentations: async () =>
        fail ? { _tag: 'Left' as const, left: kartisError('NETWORK_ERROR') } : catalog.presentations({ featureIds: [] }),
    }
    renderApp('/', { ports: fakePorts({ catalog: flaky }) })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('לא הצלחנו לטעון את רשימת האירועים.')
    fail = false
    fireEvent.click(within(alert).getByRole('button', { name: 'לנסות שוב' }))
    expect(await card('הקיץ האחרון בחיפה')).toBeTruthy()
  })

  it('/booking/features/{id} shows one feature under its own name', async () => {
    renderApp('/booking/features/1', { ports: fakePorts({ catalog }) })
    expect(await screen.findByRole('heading', { level: 1, name: 'הקיץ האחרון בחיפה' })).toBeTruthy()
    expect(screen.queryByRole('article', { name: 'בית הבובות' })).toBeNull()
  })
})
