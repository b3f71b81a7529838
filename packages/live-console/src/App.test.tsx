import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { StaffUser } from '@kartis/core'
import { ERROR_TEXTS } from '@kartis/web/shared'
import viteConfig from '../vite.config'
import { en } from './i18n/locales/en'
import { he } from './i18n/locales/he'
import { monitorSalesOf, fakePorts, reservationOf } from './test-support/fake-ports'
import { logIn, open } from './test-support/render-console'

afterEach(cleanup)

const PRODUCER: StaffUser = {
  staffId: 1,
  name: 'רוני המפיקה',
  email: 'producer@kartis.example',
  permissions: [266, 267, 268, 269],
  businessIds: [1, 2],
}
const REPORTS_ONLY: StaffUser = { ...PRODUCER, staffId: 2, name: 'אבי דוחות', permissions: [266] }

describe('issue 13 the producer console', () => {
  it('shows an anonymous visitor the login form, in Hebrew, right to left', async () => {
    open(fakePorts(PRODUCER).ports)
    expect(await screen.findByRole('heading', { level: 1, name: he.login.title })).toBeTruthy()
    expect(document.documentElement.dir).toBe('rtl')
    expect(document.documentElement.lang).toBe('he')
  })

  it('says a wrong password is wrong, and logs in with the right one: the name, logout, the menu by permission', async () => {
    open(fakePorts(PRODUCER).ports)
    await logIn('wrong')
    expect((await screen.findByRole('alert')).textContent).toBe(ERROR_TEXTS.he.STAFF_LOGIN_FAILED)
    await logIn()
    expect(await screen.findByText(he.header.user.replace('{{name}}', PRODUCER.name))).toBeTruthy()
    const menu = screen.getByRole('navigation', { name: he.header.menu })
    expect(within(menu).getByRole('link', { name: he.menu.producerReservations })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: he.header.logout }))
    expect(await screen.findByRole('heading', { level: 1, name: he.login.title })).toBeTruthy()
  })

  it('asks for the TOTP code after the password; a wrong code is said so', async () => {
    open(fakePorts(PRODUCER, { totp: true }).ports)
    await logIn()
    const code = await screen.findByLabelText(he.login.totpCode)
    fireEvent.change(code, { target: { value: '000000' } })
    fireEvent.click(screen.getByRole('button', { name: he.login.totpSubmit }))
    expect((await screen.findByRole('alert')).textContent).toBe(ERROR_TEXTS.he.STAFF_TOTP_FAILED)
    fireEvent.change(code, { target: { value: '123 456' } })
    fireEvent.click(screen.getByRole('button', { name: he.login.totpSubmit }))
    expect(await screen.findByRole('heading', { level: 1, name: he.home.title.replace('{{name}}', PRODUCER.name) })).toBeTruthy()
  })

  it('gives a reports-only user no reservations menu, and the reservations address says it is not permitted', async () => {
    const { ports } = fakePorts(REPORTS_ONLY)
    open(ports, '/reservations')
    await logIn()
    expect(await screen.findByRole('heading', { level: 1, name: he.notPermitted.title })).toBeTruthy()
    const menu = screen.getByRole('navigation', { name: he.header.menu })
    expect(within(menu).queryByRole('link', { name: he.menu.producerReservations })).toBeNull()
  })

  it('searches, shows a reservation, sends it again and to another mobile, and cancels it after a confirmation with the fee and refund', async () => {
    const fake = fakePorts(PRODUCER)
    open(fake.ports, '/reservations')
    await logIn()
    fireEvent.change(await screen.findByLabelText(he.reservations.text), { target: { value: '0527654321' } })
    fireEvent.click(screen.getByRole('button', { name: he.reservations.submit }))
    const table = await screen.findByRole('table')
    expect(within(table).getByText('KR-12345678')).toBeTruthy()
    expect(within(table).getByText(/178\.00/)).toBeTruthy()
    fireEvent.click(within(table).getByRole('button', { name: `${he.reservations.details} KR-12345678` }))
    const details = await screen.findByRole('region', { name: he.reservations.detailsOf.replace('{{id}}', 'KR-12345678') })
    fireEvent.click(within(details).getByRole('button', { name: he.reservations.sendAgain }))
    expect((await within(details).findByRole('status')).textContent).toBe(he.reservations.sent.replace('{{mobile}}', '0527654321'))
    fireEvent.change(within(details).getByLabelText(he.reservations.otherMobile), { target: { value: '12' } })
    fireEvent.click(within(details).getByRole('button', { name: he.reservations.send }))
    expect((await within(details).findByRole('alert')).textContent).toBe(ERROR_TEXTS.he.invalid_mobileNumber)
    fireEvent.click(within(details).getByRole('button', { name: he.reservations.cancel }))
    const confirm = await screen.findByRole('alertdialog')
    expect(confirm.textContent).toMatch(/20\.00/)
    expect(confirm.textContent).toMatch(/158\.00/)
    fireEvent.click(within(confirm).getByRole('button', { name: he.reservations.confirmCancel }))
    await waitFor(() => expect(fake.calls).toContain('producerCancel KR-12345678'))
    expect(await screen.findByText(he.reservations.cancelled.replace('{{id}}', 'KR-12345678'))).toBeTruthy()
    expect(await screen.findByText(he.reservations.notCancellable)).toBeTruthy()
    expect(fake.calls).toEqual([
      'search 0527654321',
      'sendAgain KR-12345678',
      'sendTickets KR-12345678 12',
      'producerCancel KR-12345678',
      'search 0527654321',
    ])
  })

  it('names the partner a reservation came through (issue 14), and says nothing of one for a direct sale', async () => {
    const partnered = reservationOf({ reservationIdentifier: 'KR-22222222', integrationId: 'INT-DEMO-1' })
    open(fakePorts(PRODUCER, { reservations: [reservationOf(), partnered] }).ports, '/reservations')
    await logIn()
    fireEvent.click(await screen.findByRole('button', { name: he.reservations.submit }))
    const table = await screen.findByRole('table')
    fireEvent.click(within(table).getByRole('button', { name: `${he.reservations.details} KR-22222222` }))
    const details = await screen.findByRole('region', { name: he.reservations.detailsOf.replace('{{id}}', 'KR-22222222') })
    expect(within(details).getByText(he.reservations.partner).nextElementSibling?.textContent).toBe('INT-DEMO-1')
    fireEvent.click(within(table).getByRole('button', { name: `${he.reservations.details} KR-12345678` }))
    const direct = await screen.findByRole('region', { name: he.reservations.detailsOf.replace('{{id}}', 'KR-12345678') })
    expect(within(direct).queryByText(he.reservations.partner)).toBeNull()
  })

  it('shows the empty result, and returns to the login when the session has ended on the server', async () => {
    const fake = fakePorts(PRODUCER)
    open(fake.ports, '/reservations')
    await logIn()
    fireEvent.change(await screen.findByLabelText(he.reservations.text), { target: { value: 'KR-00000000' } })
    fireEvent.click(screen.getByRole('button', { name: he.reservations.submit }))
    expect((await screen.findByRole('status')).textContent).toBe(he.reservations.empty)
    fake.endSession()
    fireEvent.click(screen.getByRole('button', { name: he.reservations.submit }))
    expect(await screen.findByRole('heading', { level: 1, name: he.login.title })).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe(ERROR_TEXTS.he.STAFF_LOGIN_REQUIRED)
  })

  it('switches to English, left to right, and keeps the choice', async () => {
    const store = open(fakePorts(PRODUCER).ports)
    fireEvent.click(await screen.findByRole('button', { name: 'English' }))
    expect(await screen.findByRole('heading', { level: 1, name: en.login.title })).toBeTruthy()
    expect(document.documentElement.dir).toBe('ltr')
    expect(store.ui.locale).toBe('en')
  })

  it('is built for the /PRES-live/ base path (§2)', () => {
    expect(viteConfig.base).toBe('/PRES-live/')
  })

  it('shows a reports-only user (266) the sales monitor with today’s figures, and no producer ticket', async () => {
    const { ports } = fakePorts(REPORTS_ONLY, { sales: [monitorSalesOf({ inCarts: 2, free: 83 })] })
    open(ports)
    await logIn()
    const menu = await screen.findByRole('navigation', { name: he.header.menu })
    expect(within(menu).queryByRole('link', { name: he.producerTicket.menu })).toBeNull()
    fireEvent.click(within(menu).getByRole('link', { name: he.monitor.menu }))
    expect(await screen.findByRole('heading', { level: 1, name: he.monitor.title })).toBeTruthy()
    const row = await screen.findByRole('row', { name: /המלט/ })
    expect(within(row).getByRole('cell', { name: '10' })).toBeTruthy()
    expect(within(row).getByRole('cell', { name: '15%' })).toBeTruthy()
    // Issue 13 the places in buyers' carts, a figure of their own beside held.
    expect(within(row).getByRole('cell', { name: '2' }).dataset['figure']).toBe('inCarts')
    expect(within(screen.getByTestId('monitor-totals')).getByText(he.monitor.inCarts)).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: he.monitor.mapTitle.replace('{{name}}', 'המלט') })).toBeTruthy()
  })

  it('lets a producer (267) choose a presentation of their businesses and shows its seat map', async () => {
    const { ports } = fakePorts(PRODUCER)
    open(ports, '/producer-ticket')
    await logIn()
    const picker = await screen.findByRole('combobox', { name: he.producerTicket.presentation })
    const options = within(picker).getAllByRole('option')
    expect(options.length).toBeGreaterThan(1)
    fireEvent.change(picker, { target: { value: options[1]?.getAttribute('value') } })
    expect(await screen.findByRole('application', { name: /./ })).toBeTruthy()
    expect(screen.getByText(he.producerTicket.noSeats)).toBeTruthy()
    expect(screen.getByRole('button', { name: he.producerTicket.save })).toHaveProperty('disabled', true)
  })
})
