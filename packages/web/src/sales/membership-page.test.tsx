import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakePorts } from '../../test/fake-ports'
import { renderApp } from '../../test/render-app'
import { fakeMembershipSales, fakeMemberships } from './membership.fixtures'

const currentStep = () => screen.getAllByRole('listitem').find((item) => item.getAttribute('aria-current') === 'step')?.textContent

const renderShop = (path: string) => {
  const memberships = fakeMemberships()
  return { ...renderApp(path, { ports: fakePorts({ membershipSales: fakeMembershipSales(), memberships }) }), memberships }
}

const rate = (name: RegExp) => screen.getByRole('button', { name })
const totalIn = (summary: HTMLElement) => within(summary).getByText('סך הכול').nextElementSibling?.textContent

/** Clicks a seat of the map as a pointer does (the map's seats are one svg, not buttons). */
const clickSeat = (container: HTMLElement, index: number) => {
  const seat = container.querySelector(`[data-seat="${index}"]`)
  if (seat === null) throw new Error('seat not drawn')
  fireEvent.pointerDown(seat, { pointerId: 1, clientX: 10, clientY: 10 })
  fireEvent.pointerUp(seat, { pointerId: 1, clientX: 10, clientY: 10 })
}

describe('§2 the membership list', () => {
  it('shows each membership with its marker, description and prices, and a button into the order wizard', async () => {
    const { router } = renderShop('/memberships')
    expect(await screen.findByRole('heading', { level: 1, name: 'מנויים' })).toBeTruthy()
    expect(await screen.findByRole('heading', { level: 2, name: 'סדרת תיאטרון' })).toBeTruthy()
    expect(screen.getByText('סדרה · 3 הצגות')).toBeTruthy()
    expect(screen.getByText('מקום קבוע · 2 מופעים')).toBeTruthy()
    expect(screen.getByText('מספר החבר נותן עוד 4 כרטיסים במחיר חבר')).toBeTruthy()
    expect(screen.getByText(/^המלט · /)).toBeTruthy()
    expect(screen.getAllByText(/480\.00/)).toHaveLength(1)
    fireEvent.click(screen.getByRole('link', { name: 'לרכישת המנוי מושב קבוע' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/membership/CINEMASEAT'))
    expect(await screen.findByRole('heading', { level: 1, name: 'מושב קבוע' })).toBeTruthy()
    // One rate: chosen on arrival.
    await waitFor(() => expect(rate(/99\.00/).getAttribute('aria-pressed')).toBe('true'))
  })
})

describe('§2 the membership order wizard', () => {
  it('a price code preselects the rate; the series is walked show by show, each seat locked, then on to details and payment', async () => {
    const { router, container, memberships } = renderShop('/membership/THEATRE4/SENIOR')
    expect(await screen.findByRole('heading', { level: 1, name: 'סדרת תיאטרון' })).toBeTruthy()
    expect(currentStep()).toBe('1בחירת מנוי')
    await waitFor(() => expect(rate(/400\.00/).getAttribute('aria-pressed')).toBe('true'))
    expect(rate(/480\.00/).getAttribute('aria-pressed')).toBe('false')
    // The rates read as words, not as the venue's codes.
    expect(rate(/400\.00/).textContent).toContain('אזרח ותיק')
    expect(rate(/480\.00/).textContent).toContain('מחיר מלא')
    const summary = screen.getByRole('region', { name: 'סיכום ההזמנה' })
    expect(totalIn(summary)).toContain('400.00')
    expect(within(summary).queryByText('מקומות')).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'המשך לבחירת מקומות' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'בחירת מקומות' })).toBeTruthy()
    expect(currentStep()).toBe('2בחירת מקומות')
    expect(screen.getByRole('heading', { level: 2, name: /^הצגה 1 מתוך 3: המלט/ })).toBeTruthy()
    await waitFor(() => expect(container.querySelector('[data-seat="4"]')).not.toBeNull())
    clickSeat(container, 4)
    await waitFor(() => expect(memberships.locks.get(501)).toBeDefined())

    fireEvent.click(screen.getByRole('button', { name: 'להצגה הבאה' }))
    expect(await screen.findByRole('heading', { level: 2, name: /^הצגה 2 מתוך 3/ })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'להצגה הבאה' }))
    expect(await screen.findByRole('heading', { level: 2, name: /^הצגה 3 מתוך 3/ })).toBeTruthy()
    await waitFor(() => expect(container.querySelector('[data-seat="5"]')).not.toBeNull())
    clickSeat(container, 5)
    await waitFor(() => expect(memberships.locks.get(503)).toBeDefined())

    // §4 a show without a seat: named, and shown.
    fireEvent.click(screen.getByRole('button', { name: 'המשך לפרטים ולתשלום' }))
    expect((await screen.findByRole('alert')).textContent).toMatch(/^יש לבחור מקום גם ב־אמא קוראז׳ · /)
    expect(await screen.findByRole('heading', { level: 2, name: /^הצגה 2 מתוך 3/ })).toBeTruthy()
    await waitFor(() => expect(container.querySelector('[data-seat="6"]')).not.toBeNull())
    clickSeat(container, 6)
    await waitFor(() => expect(memberships.locks.get(502)).toBeDefined())
    fireEvent.click(screen.getByRole('button', { name: 'להצגה הבאה' }))
    fireEvent.click(await screen.findByRole('button', { name: 'המשך לפרטים ולתשלום' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/booking/checkout'))
    expect(await screen.findByRole('heading', { level: 1, name: 'פרטים ותשלום' })).toBeTruthy()
    expect(currentStep()).toBe('3פרטים ותשלום')
  })

  it('§5 at most one membership: choosing another replaces the first', async () => {
    renderShop('/membership')
    expect(await screen.findByRole('heading', { level: 2, name: 'סדרת תיאטרון' })).toBeTruthy()
    fireEvent.click(rate(/480\.00/))
    await waitFor(() => expect(rate(/480\.00/).getAttribute('aria-pressed')).toBe('true'))
    fireEvent.click(rate(/99\.00/))
    await waitFor(() => expect(rate(/99\.00/).getAttribute('aria-pressed')).toBe('true'))
    expect(rate(/480\.00/).getAttribute('aria-pressed')).toBe('false')
    expect(totalIn(screen.getByRole('region', { name: 'סיכום ההזמנה' }))).toContain('99.00')
  })

  it('§5 going on needs a membership', async () => {
    renderShop('/membership')
    fireEvent.click(await screen.findByRole('button', { name: 'המשך לבחירת מקומות' }))
    expect(screen.getByRole('alert').textContent).toBe('יש לבחור לפחות פריט אחד')
  })

  it('an unknown code says so in Hebrew, with the way to every membership', async () => {
    const { router } = renderShop('/membership/NOPE')
    expect(await screen.findByRole('heading', { level: 1, name: 'המנוי הזה לא נמצא' })).toBeTruthy()
    fireEvent.click(screen.getByRole('link', { name: 'לכל המנויים' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/memberships'))
  })

  it('an unknown rate says so, and the membership is still there to choose', async () => {
    renderShop('/membership/THEATRE4/STUDENT')
    expect(await screen.findByText('התעריף הזה לא נמצא')).toBeTruthy()
    expect(rate(/480\.00/).getAttribute('aria-pressed')).toBe('false')
  })
})
