import { act, fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../../test/render-app'
import { en } from '../i18n/locales/en'
import { he } from '../i18n/locales/he'
import { SEAT_COLOURS } from '../theme/seat-colours'

const heading = async () => (await screen.findByRole('heading', { level: 1 })).textContent
const html = () => document.documentElement

describe('§2 the lang query parameter', () => {
  it('defaults to Hebrew, right to left, with the Hebrew tagline as title', async () => {
    renderApp('/')
    expect(await heading()).toBe('מה מציגים')
    expect(html().lang).toBe('he')
    expect(html().dir).toBe('rtl')
    expect(document.title).toBe(he.meta.title)
  })

  it.each([
    ['en', "What's on", 'ltr'],
    ['ru', 'Афиша', 'ltr'],
    ['ar', 'العروض', 'rtl'],
  ])('?lang=%s selects the locale and its direction', async (locale, title, dir) => {
    const { store } = renderApp(`/?lang=${locale}`)
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy()
    expect(store.ui.locale).toBe(locale)
    expect(html().lang).toBe(locale)
    expect(html().dir).toBe(dir)
  })

  it.each(['fr', 'EN', ''])('?lang=%s (not one of the four) is the 404 page', async (value) => {
    renderApp(`/booking?lang=${value}`)
    expect(await heading()).toBe('הדף לא נמצא')
  })

  it('is kept while navigating', async () => {
    const { router } = renderApp('/?lang=en')
    await screen.findByRole('heading', { level: 1, name: "What's on" })
    const cart = screen.getByRole('link', { name: 'Cart' })
    expect(cart.getAttribute('href')).toBe('/booking/checkout?lang=en')
    fireEvent.click(cart)
    expect(await screen.findByRole('heading', { level: 1, name: 'Details and payment' })).toBeTruthy()
    expect(router.state.location.search).toBe('?lang=en')
    expect(html().lang).toBe('en')
  })

  it('the 404 page of a bad lang links home without it', async () => {
    renderApp('/booking?lang=xx')
    await heading()
    expect(screen.getByRole('link', { name: 'לדף הבית' }).getAttribute('href')).toBe('/')
  })
})

describe('§2 the language switcher', () => {
  it('lists the four languages, each in its own language, marking the current one', async () => {
    renderApp('/')
    await heading()
    const switcher = screen.getByRole('navigation', { name: 'שפת האתר' })
    const links = within(switcher).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('lang'), link.getAttribute('aria-current')])).toEqual([
      ['עברית', 'he', 'true'],
      ['English', 'en', null],
      ['Русский', 'ru', null],
      ['العربية', 'ar', null],
    ])
  })

  it('switches language in place: text, lang, dir and title follow, and back', async () => {
    const { router } = renderApp('/booking/checkout?coupon=KARTIS2')
    await heading()
    fireEvent.click(screen.getByRole('link', { name: 'English' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Details and payment' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/booking/checkout')
    expect(router.state.location.search).toBe('?coupon=KARTIS2&lang=en')
    expect(html().lang).toBe('en')
    expect(html().dir).toBe('ltr')
    expect(document.title).toBe(en.meta.title)

    fireEvent.click(screen.getByRole('link', { name: 'العربية' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'التفاصيل والدفع' })).toBeTruthy()
    expect(html().dir).toBe('rtl')

    fireEvent.click(screen.getByRole('link', { name: 'עברית' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'פרטים ותשלום' })).toBeTruthy()
    expect(router.state.location.search).toBe('?coupon=KARTIS2')
    expect(html().lang).toBe('he')
  })
})

describe('§2/§9 the page frame', () => {
  it('has landmarks, a skip link to the main content and the wordmark', async () => {
    renderApp('/')
    await heading()
    const skip = screen.getByRole('link', { name: 'דילוג לתוכן העיקרי' })
    expect(skip.getAttribute('href')).toBe('#main')
    expect(screen.getByRole('main').id).toBe('main')
    const banner = screen.getByRole('banner')
    expect(within(banner).getByRole('navigation', { name: 'ניווט ראשי' })).toBeTruthy()
    const home = within(banner).getByRole('link', { name: 'כרטיס — לדף הבית' })
    expect(home.querySelector('svg text')?.textContent).toBe('כרטיס')
    expect(within(screen.getByRole('contentinfo')).getByText('כל המועדים באתר לפי שעון ישראל')).toBeTruthy()
  })

  it('marks the current page in the main navigation', async () => {
    renderApp('/booking/checkout')
    await heading()
    expect(screen.getByRole('link', { name: 'סל הקניות' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('link', { name: 'מה מציגים' }).getAttribute('aria-current')).toBeNull()
  })

  it.each(['default', 'legacy'] as const)('applies the %s layout and its seat colours', async (layout) => {
    renderApp('/', { layout })
    await heading()
    expect(html().dataset['layout']).toBe(layout)
    expect(html().style.getPropertyValue('--seat-selected')).toBe(SEAT_COLOURS[layout].selected)
    expect(html().style.getPropertyValue('--seat-available')).toBe(SEAT_COLOURS[layout].available)
  })

  it('shows a loading status while the next page loads', async () => {
    let finish: () => void = () => undefined
    const slowOrder = () =>
      new Promise<{ Component: () => null }>((resolve) => {
        finish = () => resolve({ Component: () => null })
      })
    const { router } = renderApp('/', { pages: { order: slowOrder } })
    await heading()
    void router.navigate('/order/5')
    expect((await screen.findByRole('status')).textContent).toBe('טוען…')
    await act(async () => finish())
    expect(screen.queryByRole('status')).toBeNull()
  })
})
