import { demoVenues } from '@kartis/api-adapter'
import { publicVenueSettings, type PublicVenueSettings } from '@kartis/core'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../../test/render-app'
import { SEAT_COLOURS } from '../theme/seat-colours'

const demo = (slug: string): PublicVenueSettings => {
  const found = demoVenues().find((venue) => venue.slug === slug)
  if (found === undefined) throw new Error(`no demo venue ${slug}`)
  return publicVenueSettings(found)
}

const html = () => document.documentElement

describe('issue 15 the storefront served as a venue', () => {
  it('shows the venue’s name, logo, theme colours, layout and words, and not the product’s', async () => {
    renderApp('/', { venue: demo('theatre') })
    expect(await screen.findByRole('heading', { level: 1, name: 'ההצגות בעונה' })).toBeTruthy()
    const banner = screen.getByRole('banner')
    expect(within(banner).getByRole('img', { name: 'הלוגו של תיאטרון העיר' }).getAttribute('src')).toBe('/venues/theatre/logo.svg')
    expect(within(banner).getByText('תיאטרון העיר')).toBeTruthy()
    expect(within(banner).getByRole('link', { name: 'הלוגו של תיאטרון העיר — לדף הבית' }).getAttribute('href')).toBe('/')
    expect(within(banner).queryByText('כרטיס')).toBeNull()
    expect(within(screen.getByRole('contentinfo')).getByText('תיאטרון העיר – הבית של התיאטרון הישראלי מאז 1970.')).toBeTruthy()
    expect(document.title).toBe('תיאטרון העיר — כרטיסים להופעות, להצגות ולהקרנות')
    expect(html().style.getPropertyValue('--colour-theme')).toBe('#7B1E3A')
    expect(html().style.getPropertyValue('--colour-on-theme')).toBe('#FFFFFF')
    expect(html().dataset['layout']).toBe('legacy')
    expect(html().dataset['venue']).toBe('theatre')
    expect(html().style.getPropertyValue('--seat-selected')).toBe(SEAT_COLOURS.legacy.selected)
  })

  it('§2 offers only the venue’s languages; one it does not offer falls back to Hebrew', async () => {
    const { store } = renderApp('/?lang=ar', { venue: demo('theatre') })
    expect(await screen.findByRole('heading', { level: 1, name: 'ההצגות בעונה' })).toBeTruthy()
    expect(store.ui.locale).toBe('he')
    expect(html().lang).toBe('he')
    const switcher = screen.getByRole('navigation', { name: 'שפת האתר' })
    expect(
      within(switcher)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['עברית', 'English'])
  })

  it('in English shows the venue’s English words', async () => {
    renderApp('/?lang=en', { venue: demo('cinema') })
    expect(await screen.findByRole('heading', { level: 1, name: 'Now screening' })).toBeTruthy()
    expect(within(screen.getByRole('banner')).getByText('Cinema Lev')).toBeTruthy()
    expect(html().dataset['layout']).toBe('default')
  })
})
