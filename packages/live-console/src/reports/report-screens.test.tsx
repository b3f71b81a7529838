import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { agorot, kartisError, type StaffUser } from '@kartis/core'
import { ERROR_TEXTS } from '@kartis/web/shared'
import { formatShekels } from '../shell/format'
import { he } from '../i18n/locales/he'
import { fakeLiveReports, presentationSalesOf } from '../test-support/fake-live-reports'
import { fakePorts } from '../test-support/fake-ports'
import { logIn, open } from '../test-support/render-console'

afterEach(cleanup)

const REPORTS_ONLY: StaffUser = {
  staffId: 2,
  name: 'אבי דוחות',
  email: 'reports@kartis.example',
  permissions: [266],
  businessIds: [2],
}
const RESERVATIONS_ONLY: StaffUser = { ...REPORTS_ONLY, staffId: 3, permissions: [268] }
/** 2026-11-25 12:00 in Jerusalem. */
const NOON = () => Date.parse('2026-11-25T10:00:00Z')
const r = he.reports

describe('§2 the presentations report screens (266)', () => {
  it('lists the monitor and the report screens on a reports-only user’s home and menu', async () => {
    open(fakePorts(REPORTS_ONLY).ports)
    await logIn()
    const main = await screen.findByRole('main')
    const links = await within(main).findAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([he.monitor.menu, r.menu.presentations, r.menu.locations, r.menu.features])
    expect(screen.queryByText(he.home.none)).toBeNull()
    const menu = screen.getByRole('navigation', { name: he.header.menu })
    expect(within(menu).getByRole('link', { name: r.menu.locations })).toBeTruthy()
  })

  it('offers them to no one without 266, whose address says it is not permitted', async () => {
    open(fakePorts(RESERVATIONS_ONLY).ports, '/reports/presentations')
    await logIn()
    expect(await screen.findByRole('heading', { level: 1, name: he.notPermitted.title })).toBeTruthy()
    expect(screen.queryByRole('link', { name: r.menu.presentations })).toBeNull()
  })

  it('opens on the §9 default range; a feature shows its figures and presentations, a presentation its ticket types', async () => {
    const live = fakeLiveReports([presentationSalesOf()])
    open(fakePorts(REPORTS_ONLY, { liveReports: live.reports }).ports, '/reports/presentations', 'he', NOON)
    await logIn()
    expect(await screen.findByRole('heading', { level: 1, name: r.presentations.title })).toBeTruthy()
    expect(screen.getByLabelText<HTMLInputElement>(r.range.from).value).toBe('2026-10-25')
    expect(screen.getByLabelText<HTMLInputElement>(r.range.to).value).toBe('2026-11-25')
    const feature = await screen.findByRole('combobox', { name: r.presentations.feature })
    fireEvent.change(feature, { target: { value: '7:2' } })
    expect(await screen.findByRole('heading', { level: 2, name: r.presentations.featureTitle.replace('{{name}}', 'המלט') })).toBeTruthy()
    const table = screen.getByRole('table', { name: /מופעי ההפקה/ })
    expect(within(table).getByText('45%')).toBeTruthy()
    expect(table.textContent).toContain(formatShekels(agorot(356000), 'he'))
    fireEvent.click(within(table).getByRole('button', { name: r.presentations.show }))
    const types = await screen.findByRole('table', { name: /לפי סוג כרטיס/ })
    expect(
      within(types)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['מלא', 'סטודנט'])
    expect(live.calls).toEqual([
      'availableFeatures 2026-10-25 2026-11-25',
      'featureData 7:2',
      'availablePresentations 7:2',
      'presentationData 31',
    ])
  })

  it('says when the range has no features, and shows the error of a failed call', async () => {
    const live = fakeLiveReports([])
    open(fakePorts(REPORTS_ONLY, { liveReports: live.reports }).ports, '/reports/presentations', 'he', NOON)
    await logIn()
    expect(await screen.findByText(r.presentations.noFeatures)).toBeTruthy()
    fireEvent.change(screen.getByLabelText(r.range.from), { target: { value: '2026-11-26' } })
    fireEvent.click(screen.getByRole('button', { name: r.range.apply }))
    expect((await screen.findByRole('alert')).textContent).toBe(r.range.invalid)
    live.fail(kartisError('TOO_MANY_REQUESTS'))
    fireEvent.change(screen.getByLabelText(r.range.from), { target: { value: '2026-11-01' } })
    fireEvent.click(screen.getByRole('button', { name: r.range.apply }))
    expect((await screen.findByRole('alert')).textContent).toBe(ERROR_TEXTS.he.TOO_MANY_REQUESTS)
  })
})
