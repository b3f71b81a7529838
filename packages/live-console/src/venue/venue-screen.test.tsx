import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { StaffUser } from '@kartis/core'
import { en } from '../i18n/locales/en'
import { he } from '../i18n/locales/he'
import { fakePorts } from '../test-support/fake-ports'
import { fakeVenueAdmin } from '../test-support/fake-venue-admin'
import { logIn, open } from '../test-support/render-console'
import { contrastOf, withOverride } from './venue-editor-store'
import { searchProductTexts } from './storefront-texts'

afterEach(cleanup)

const THEATRE_MANAGER: StaffUser = {
  staffId: 7,
  name: 'שירה מהתיאטרון',
  email: 'theatre@kartis.example',
  permissions: [270],
  businessIds: [2],
}
const REPORTS_ONLY: StaffUser = { ...THEATRE_MANAGER, staffId: 8, permissions: [266] }
const v = he.venue

const openAs = async (user: StaffUser, locale: 'he' | 'en' = 'he') => {
  const fake = fakeVenueAdmin(user)
  open(fakePorts(user, { venueAdmin: fake.venueAdmin }).ports, '/venue', locale)
  if (locale === 'he') await logIn()
  else {
    fireEvent.change(await screen.findByLabelText(en.login.email), { target: { value: user.email } })
    fireEvent.change(screen.getByLabelText(en.login.password), { target: { value: 'right password' } })
    fireEvent.click(screen.getByRole('button', { name: en.login.submit }))
  }
  return fake
}

describe('issue 15 §4 the venue screen’s rules', () => {
  it('judges the contrast as the server does, live', () => {
    expect(contrastOf('#7B1E3A', '#FFFFFF')).toEqual({ ratio: '10.05', passes: true })
    expect(contrastOf('#E0E0E0', '#FFFFFF')).toEqual({ ratio: '1.32', passes: false })
    expect(contrastOf('#E0E0', '#FFFFFF')).toBeNull()
  })

  it('finds the storefront’s texts by key or words; an empty override falls back', () => {
    expect(searchProductTexts('he', 'footer.tagline').map((text) => text.key)).toContain('footer.tagline')
    expect(searchProductTexts('en', '')).toEqual([])
    const [theatre] = fakeVenueAdmin(THEATRE_MANAGER).stored.values()
    if (theatre === undefined) throw new Error('the demo has venues')
    const overridden = withOverride(theatre.settings, 'he', 'footer.tagline', 'א')
    // The demo theatre has its own words already (DEMO-DATA.md): one of them changed, the rest kept.
    expect(overridden.textOverrides.he?.['footer.tagline']).toBe('א')
    expect(Object.keys(overridden.textOverrides.he ?? {}).sort()).toEqual(Object.keys(theatre.settings.textOverrides.he ?? {}).sort())
    expect(withOverride(overridden, 'he', 'footer.tagline', '').textOverrides.he).not.toHaveProperty('footer.tagline')
    expect(withOverride(overridden, 'he', 'footer.tagline', '').textOverrides.en).toEqual(theatre.settings.textOverrides.en)
  })
})

describe('issue 15 §4 the venue screen (270)', () => {
  it('is in the menu of a 270 user only', async () => {
    open(fakePorts(REPORTS_ONLY).ports, '/venue')
    await logIn()
    expect(await screen.findByRole('heading', { name: he.notPermitted.title })).toBeTruthy()
    const menu = screen.getByRole('navigation', { name: he.header.menu })
    expect(within(menu).queryByRole('link', { name: v.menu })).toBeNull()
  })

  it('opens the manager’s one venue, follows an edit in the preview, saves it and lists the change', async () => {
    const fake = await openAs(THEATRE_MANAGER)
    const name = await screen.findByLabelText(v.identity.displayName)
    expect((name as HTMLInputElement).value).toBe('תיאטרון העיר')
    fireEvent.change(screen.getByLabelText(v.texts.search), { target: { value: 'footer.tagline' } })
    // The theatre overrides the tagline already: it is in the list of its overrides.
    const item = (await screen.findByText('footer.tagline', { selector: 'code' })).closest('li')
    if (item === null) throw new Error('the tagline is listed')
    const tagline = within(item).getByLabelText(v.texts.override)
    fireEvent.change(tagline, { target: { value: 'ערב של תיאטרון' } })
    expect(screen.getByTestId('preview-tagline').textContent).toBe('ערב של תיאטרון')
    expect(screen.getByText(v.unsaved)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: v.save }))
    expect(await screen.findByText(v.saved)).toBeTruthy()
    expect(fake.saves.at(-1)?.settings.textOverrides.he?.['footer.tagline']).toBe('ערב של תיאטרון')
    const audit = await screen.findByRole('region', { name: v.audit.title })
    await waitFor(() => expect(within(audit).getByText(/textOverrides\.he\.footer\.tagline/)).toBeTruthy())
    expect(within(audit).getByText(/שירה מהתיאטרון/)).toBeTruthy()
  })

  it('shows a colour failing contrast live, and the server’s refusal with its ratio, saving nothing', async () => {
    const fake = await openAs(THEATRE_MANAGER)
    const theme = await screen.findByRole('textbox', { name: new RegExp(`^${v.look.themeColour}`) })
    fireEvent.change(theme, { target: { value: '#E0E0E0' } })
    expect(screen.getByText(/1\.32:1/)).toBeTruthy()
    expect(screen.getByText(new RegExp(v.look.fails.slice(0, 10)))).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: v.save }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('1.32')
    expect(theme.getAttribute('aria-invalid')).toBe('true')
    expect(fake.saves).toHaveLength(0)
  })

  it('speaks English left to right', async () => {
    await openAs(THEATRE_MANAGER, 'en')
    expect(await screen.findByRole('heading', { name: en.venue.title })).toBeTruthy()
    expect(await screen.findByLabelText(en.venue.identity.displayName)).toBeTruthy()
  })
})
