import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { agorot, kartisError, type StaffUser } from '@kartis/core'
import { ERROR_TEXTS } from '@kartis/web/shared'
import { en } from '../i18n/locales/en'
import { he } from '../i18n/locales/he'
import { formatShekels } from '../shell/format'
import { fakePorts } from '../test-support/fake-ports'
import { fakeTicketReferences } from '../test-support/fake-ticket-references'
import { logIn, open } from '../test-support/render-console'

afterEach(cleanup)

const REFERENCES_ONLY: StaffUser = { staffId: 4, name: 'רותי הפניות', email: 'refs@kartis.example', permissions: [269], businessIds: [2] }
const REPORTS_ONLY: StaffUser = { ...REFERENCES_ONLY, staffId: 5, permissions: [266] }
/** 2026-11-25 12:00 in Jerusalem. */
const NOON = () => Date.parse('2026-11-25T10:00:00Z')
const r = he.references

const openAs = (user: StaffUser, path: string, fake = fakeTicketReferences(), locale: 'he' | 'en' = 'he') => {
  open(fakePorts(user, { ticketReferences: fake.references }).ports, path, locale, NOON)
  return fake
}

const rowOf = (table: HTMLElement, text: string): HTMLElement => {
  const row = within(table)
    .getAllByRole('row')
    .find((tr) => tr.textContent.includes(text))
  if (row === undefined) throw new Error(`no row with ${text}`)
  return row
}

describe('issue 13 the ticket-reference screens (269)', () => {
  it('are in the menu of a 269 user', async () => {
    openAs(REFERENCES_ONLY, '/')
    await logIn()
    const menu = await screen.findByRole('navigation', { name: he.header.menu })
    expect(within(menu).getByRole('link', { name: r.menu })).toBeTruthy()
  })

  it('are not offered without 269, whose address says it is not permitted', async () => {
    openAs(REPORTS_ONLY, '/references')
    await logIn()
    expect(await screen.findByRole('heading', { level: 1, name: he.notPermitted.title })).toBeTruthy()
    expect(screen.queryByRole('link', { name: r.menu })).toBeNull()
  })

  it('lists the range’s options with agent, names, quota, bought and left; a quota below what was bought is refused with its text', async () => {
    const fake = openAs(REFERENCES_ONLY, '/references')
    await logIn()
    expect(await screen.findByRole('heading', { level: 1, name: r.options.title })).toBeTruthy()
    expect(screen.getByLabelText<HTMLInputElement>(he.reports.range.from).value).toBe('2026-10-25')
    const table = await screen.findByRole('table', { name: /מכסות לפי הפניה/ })
    const row = rowOf(table, 'GROUP-A')
    expect(row.textContent).toContain('סוכנות תיאטרון הצפון (AG-NORTH)')
    expect(row.textContent).toContain('אולם – רגיל')
    expect(row.textContent).toContain(formatShekels(agorot(18000), 'he'))
    expect(row.textContent).toContain(r.allPresentations)
    expect(within(row).getByText('28')).toBeTruthy()
    const quantity = within(row).getByRole('spinbutton')
    fireEvent.change(quantity, { target: { value: '5' } })
    fireEvent.click(within(row).getByRole('button', { name: new RegExp(r.edit.save) }))
    const alert = await within(row).findByRole('alert')
    expect(alert.textContent).toBe(ERROR_TEXTS.he.REFERENCE_QUANTITY_BELOW_SOLD.replace('{{sold}}', '12'))
    fireEvent.change(quantity, { target: { value: '60' } })
    fireEvent.click(within(row).getByRole('button', { name: new RegExp(r.edit.save) }))
    await waitFor(() => expect(within(row).getByRole('status').textContent).toBe(r.edit.saved))
    expect(within(row).getByText('48')).toBeTruthy()
    expect(fake.calls).toEqual(['promptAdmin 2026-10-25 2026-11-25', 'ticketSales 2026-10-25 2026-11-25', 'edit 301:1 5', 'edit 301:1 60'])
  })

  it('opens a pair’s detail from its group', async () => {
    const fake = openAs(REFERENCES_ONLY, '/references')
    await logIn()
    const table = await screen.findByRole('table', { name: /מכסות לפי הפניה/ })
    fireEvent.click(within(rowOf(table, 'EMPLOYEES')).getByRole('link', { name: 'EMPLOYEES' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'הפניה WORKERS-IEC / EMPLOYEES' })).toBeTruthy()
    expect(screen.getByText(r.detail.agent.replace('{{name}}', 'ועד עובדי חברת החשמל'))).toBeTruthy()
    const detail = await screen.findByRole('table', { name: /אפשרויות ההפניה/ })
    expect(within(detail).getAllByRole('spinbutton')).toHaveLength(1)
    expect(fake.calls).toContain('detail WORKERS-IEC EMPLOYEES')
  })

  it('reads a pair’s references from its encoded address', async () => {
    const other = openAs(REFERENCES_ONLY, '/references/A%2FB/G%201')
    await logIn()
    expect(await screen.findByText(r.detail.empty)).toBeTruthy()
    expect(other.calls).toEqual(['detail A/B G 1'])
  })

  it('shows the sales per pair with the range’s totals, in English too', async () => {
    openAs(REFERENCES_ONLY, '/references/sales', fakeTicketReferences(), 'en')
    const e = en.references
    fireEvent.change(await screen.findByLabelText(en.login.email), { target: { value: 'refs@kartis.example' } })
    fireEvent.change(screen.getByLabelText(en.login.password), { target: { value: 'right password' } })
    fireEvent.click(screen.getByRole('button', { name: en.login.submit }))
    expect(await screen.findByRole('heading', { level: 1, name: e.sales.title })).toBeTruthy()
    const table = await screen.findByRole('table', { name: /Tickets and revenue by reference/ })
    expect(rowOf(table, 'EMPLOYEES').textContent).toContain(formatShekels(agorot(360000), 'en'))
    const totals = screen.getByRole('heading', { level: 2, name: e.sales.totals }).nextElementSibling
    expect(totals?.textContent).toContain('42')
    expect(totals?.textContent).toContain(formatShekels(agorot(576000), 'en'))
  })

  it('says when there are no agents', async () => {
    openAs(REFERENCES_ONLY, '/references/agents', fakeTicketReferences(undefined, []))
    await logIn()
    expect(await screen.findByText(r.agents.empty)).toBeTruthy()
  })

  it('lists the agents', async () => {
    openAs(REFERENCES_ONLY, '/references/agents')
    await logIn()
    const table = await screen.findByRole('table', { name: /סוכנים/ })
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['סוכנות תיאטרון הצפון', 'ועד עובדי חברת החשמל'])
  })

  it('says when a call failed', async () => {
    const failing = fakeTicketReferences()
    failing.fail(kartisError('TOO_MANY_REQUESTS'))
    openAs(REFERENCES_ONLY, '/references', failing)
    await logIn()
    expect((await screen.findByRole('alert')).textContent).toBe(ERROR_TEXTS.he.TOO_MANY_REQUESTS)
    expect(screen.getByText(r.options.intro)).toBeTruthy()
  })
})
