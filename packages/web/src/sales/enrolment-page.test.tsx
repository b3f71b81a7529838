import { seatKeyId } from '@kartis/core'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakePorts } from '../../test/fake-ports'
import { renderApp } from '../../test/render-app'
import { cinemaPlan } from '../seat-map/test-support/plans'
import { fakeEnrolments, seasonListing, testSeason } from './enrolment.fixtures'
import { fakeMembershipSales, fakeMemberships, fixedSeatOnSale, seriesOnSale } from './membership.fixtures'

const currentStep = () => screen.getAllByRole('listitem').find((item) => item.getAttribute('aria-current') === 'step')?.textContent
const totalIn = (summary: HTMLElement) => within(summary).getByText('סך הכול').nextElementSibling?.textContent

const renderWizard = (path: string, taken: ReadonlyMap<number, string> = new Map()) => {
  const enrolments = fakeEnrolments(testSeason(), taken)
  const ports = fakePorts({
    enrolments,
    membershipSales: fakeMembershipSales([seriesOnSale(), fixedSeatOnSale(), seasonListing()]),
    memberships: fakeMemberships(),
  })
  return { ...renderApp(path, { ports }), enrolments }
}

/** Clicks a seat of the map as a pointer does (the map's seats are one svg, not buttons). */
const clickSeat = (container: HTMLElement, index: number) => {
  const seat = container.querySelector(`[data-seat="${index}"]`)
  if (seat === null) throw new Error('seat not drawn')
  fireEvent.pointerDown(seat, { pointerId: 1, clientX: 10, clientY: 10 })
  fireEvent.pointerUp(seat, { pointerId: 1, clientX: 10, clientY: 10 })
}

const chooseTrioOfThree = async () => {
  fireEvent.click(await screen.findByRole('button', { name: /שלישייה/ }))
  await waitFor(() => expect(screen.getByRole('button', { name: /שלישייה/ }).getAttribute('aria-pressed')).toBe('true'))
  fireEvent.click(screen.getByRole('button', { name: 'המשך לבחירת הצגות' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'בחירת אירועים' })).toBeTruthy()
  fireEvent.click(screen.getByRole('checkbox', { name: /^אמא קוראז׳/ }))
  fireEvent.click(screen.getByRole('checkbox', { name: /^הדיבוק/ }))
  await waitFor(() => expect(screen.getByText('נבחרו: 3', { exact: false })).toBeTruthy())
}

describe('§2 the membership list', () => {
  it("an enrolment season's card has the enroll button, which opens /enroll/{membershipId}", async () => {
    const { router } = renderWizard('/memberships')
    expect(await screen.findByRole('heading', { level: 2, name: 'מינוי עונת התיאטרון' })).toBeTruthy()
    expect(screen.getByText('עונת מנוי · 5 הצגות לבחירה')).toBeTruthy()
    // The other memberships keep their buy button.
    expect(screen.getByRole('link', { name: 'לרכישת המנוי סדרת תיאטרון' })).toBeTruthy()
    fireEvent.click(screen.getByRole('link', { name: 'להרשמה למנוי מינוי עונת התיאטרון' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/enroll/2001'))
    expect(await screen.findByRole('heading', { level: 1, name: 'תעריפים' })).toBeTruthy()
  })

  it('the membership order wizard does not offer the season', async () => {
    renderWizard('/membership')
    expect(await screen.findByRole('heading', { level: 2, name: 'סדרת תיאטרון' })).toBeTruthy()
    expect(screen.queryByRole('heading', { level: 2, name: 'מינוי עונת התיאטרון' })).toBeNull()
  })
})

describe('§2 the enrolment wizard', () => {
  it('rates by name, events within the rate, one fixed seat locked in all of them, then details and payment', async () => {
    const { router, container, enrolments } = renderWizard('/enroll/2001')
    expect(await screen.findByRole('heading', { level: 1, name: 'תעריפים' })).toBeTruthy()
    expect(currentStep()).toBe('1תעריפים')
    // The heading shows while the rates load; wait for them.
    const full = await screen.findByRole('button', { name: /מינוי מלא/ })
    expect(full.textContent).toContain('540.00')
    expect(full.textContent).toContain('בין 3 ל־5 הצגות')
    expect(screen.getByRole('button', { name: /שלישייה/ }).textContent).toContain('בדיוק 3 הצגות')

    // §5 a rate first.
    fireEvent.click(screen.getByRole('button', { name: 'המשך לבחירת הצגות' }))
    expect(screen.getByRole('alert').textContent).toBe('יש לבחור לפחות פריט אחד')

    fireEvent.click(screen.getByRole('button', { name: /שלישייה/ }))
    await waitFor(() => expect(totalIn(screen.getByRole('region', { name: 'סיכום ההזמנה' }))).toContain('400.00'))
    fireEvent.click(screen.getByRole('button', { name: 'המשך לבחירת הצגות' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'בחירת אירועים' })).toBeTruthy()
    // The required show is chosen and stays; too few shows is refused in words.
    const required = screen.getByRole<HTMLInputElement>('checkbox', { name: /^המלט/ })
    expect(required.checked).toBe(true)
    expect(required.disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'המשך לבחירת מקומות' }))
    expect(screen.getByRole('alert').textContent).toBe('יש לבחור בדיוק 3 הצגות')
    fireEvent.click(screen.getByRole('checkbox', { name: /^אמא קוראז׳/ }))
    fireEvent.click(screen.getByRole('checkbox', { name: /^הדיבוק/ }))
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /^מקום קבוע/ }).checked).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'המשך לבחירת מקומות' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'מקומות לאירועים' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'המקום הקבוע שלך' })).toBeTruthy()
    await waitFor(() => expect(container.querySelector('[data-seat="4"]')).not.toBeNull())
    clickSeat(container, 4)
    await waitFor(() => expect(enrolments.locks.size).toBe(3), { timeout: 10_000 })
    expect(new Set([...enrolments.locks.values()].map(seatKeyId)).size).toBe(1)
    fireEvent.click(screen.getByRole('button', { name: 'המשך לפרטים ולתשלום' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/booking/checkout'))
    expect(await screen.findByRole('heading', { level: 1, name: 'פרטים ותשלום' })).toBeTruthy()
    expect(currentStep()).toBe('4פרטים ותשלום')
  })

  it('§8 a fixed seat taken in one show: the Hebrew message names the show, the seat is not selected, and back lets nothing linger', async () => {
    const plan = cinemaPlan()
    const seats = plan.sections.flatMap((s) => s.groups.flatMap((g) => g.rows.flatMap((r) => r.seats)))
    const fifth = seats[4]
    if (fifth === undefined) throw new Error('few seats')
    const { container, enrolments } = renderWizard('/enroll/2001', new Map([[703, seatKeyId(fifth)]]))
    await chooseTrioOfThree()
    fireEvent.click(screen.getByRole('button', { name: 'המשך לבחירת מקומות' }))
    await waitFor(() => expect(container.querySelector('[data-seat="4"]')).not.toBeNull())
    clickSeat(container, 4)
    expect(await screen.findByText(/^המושב הזה כבר תפוס בהצגה "הדיבוק" 17\/12 20:00/)).toBeTruthy()
    expect(enrolments.locks.size).toBe(0)
    expect(container.querySelector('.seat--selected')).toBeNull()

    clickSeat(container, 5)
    await waitFor(() => expect(enrolments.locks.size).toBe(3), { timeout: 10_000 })
    fireEvent.click(screen.getByRole('button', { name: 'חזרה' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'בחירת אירועים' })).toBeTruthy()
    expect(enrolments.locks.size).toBe(0)
  })

  it('an unknown season says so in Hebrew, with the way to every membership', async () => {
    const { router } = renderWizard('/enroll/999')
    expect(await screen.findByRole('heading', { level: 1, name: 'עונת המנוי הזאת לא נמצאה' })).toBeTruthy()
    fireEvent.click(screen.getByRole('link', { name: 'לכל המנויים' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/memberships'))
  })

  it('an id that is not a number is not found either', async () => {
    renderWizard('/enroll/abc')
    expect(await screen.findByRole('heading', { level: 1, name: 'עונת המנוי הזאת לא נמצאה' })).toBeTruthy()
  })
})
