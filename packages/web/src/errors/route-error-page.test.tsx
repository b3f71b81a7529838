import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeStorage, renderApp } from '../../test/render-app'
import { LAST_RELOAD_KEY, RELOAD_GUARD_MS } from './chunk-reload'
import { ErrorPageBoundary } from './error-page-boundary'

const heading = async () => (await screen.findByRole('heading', { level: 1 })).textContent
const throwing = (error: unknown) => async () => ({
  Component: () => {
    throw error
  },
})
const throwingResponse = (response: Response) => throwing(response)
const chunkFailure = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/order-page-3f2a.js'))

// React reports caught render errors on the console; the tests assert what the visitor sees.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('§2/§8 the error page', () => {
  it("shows 'Error Occurred' with status code and message, inside the page frame", async () => {
    renderApp('/order/5', { pages: { order: throwing(new Error('seat plan missing')) } })
    expect(await heading()).toBe('אירעה שגיאה')
    expect(screen.getByText('קוד שגיאה:', { exact: false }).textContent).toBe('קוד שגיאה: 500')
    expect(screen.getByText('seat plan missing')).toBeTruthy()
    expect(screen.getByRole('banner')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'לדף הבית' }).getAttribute('href')).toBe('/')
  })

  it('keeps the status and text of an HTTP response a page throws', async () => {
    renderApp('/order/5', { pages: { order: throwingResponse(new Response('', { status: 503, statusText: 'Service Unavailable' })) } })
    expect(await heading()).toBe('אירעה שגיאה')
    expect(screen.getByText('קוד שגיאה:', { exact: false }).textContent).toBe('קוד שגיאה: 503')
    expect(screen.getByText('Service Unavailable')).toBeTruthy()
  })

  it('shows the 404 page when a page throws a 404 response', async () => {
    renderApp('/order/5', { pages: { order: throwingResponse(new Response('', { status: 404 })) } })
    expect(await heading()).toBe('הדף לא נמצא')
  })

  it('clears the error page at the next navigation', async () => {
    const { router } = renderApp('/order/5', { pages: { order: throwing(new Error('boom')) } })
    expect(await heading()).toBe('אירעה שגיאה')
    await act(async () => router.navigate('/booking/checkout'))
    expect(await heading()).toBe('פרטים ותשלום')
  })

  it('is in the current language', async () => {
    renderApp('/order/5?lang=en', { pages: { order: throwing(new Error('boom')) } })
    expect(await screen.findByRole('heading', { level: 1, name: 'Error Occurred' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/?lang=en')
  })
})

describe('§2 the fallback error page (the error page itself failed)', () => {
  const Broken = (): never => {
    throw new Error('the error page failed')
  }

  it("says 'An error occurred while showing the error page' with a plain link home", () => {
    render(
      <ErrorPageBoundary locale="he">
        <Broken />
      </ErrorPageBoundary>,
    )
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('אירעה שגיאה בזמן הצגת דף השגיאה')
    expect(screen.getByRole('link', { name: 'לדף הבית' }).getAttribute('href')).toBe('/')
  })

  it('keeps the locale on the link home', () => {
    render(
      <ErrorPageBoundary locale="en">
        <Broken />
      </ErrorPageBoundary>,
    )
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('An error occurred while showing the error page')
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/?lang=en')
  })

  it('shows its children when nothing fails', () => {
    render(
      <ErrorPageBoundary locale="he">
        <h1>אירעה שגיאה</h1>
      </ErrorPageBoundary>,
    )
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('אירעה שגיאה')
  })
})

describe('§4/§9 a failed chunk load', () => {
  const NOW = 1_750_000_000_000

  it('reloads the page once and remembers when', async () => {
    const storage = fakeStorage()
    const { browser } = renderApp('/order/5', { pages: { order: chunkFailure }, storage, now: NOW })
    expect((await screen.findByText('האתר התעדכן, הדף נטען מחדש…')).closest('[role="status"]')).not.toBeNull()
    expect(browser.reload).toHaveBeenCalledTimes(1)
    expect(storage.items.get(LAST_RELOAD_KEY)).toBe(String(NOW))
  })

  it('shows the error page instead when it reloaded less than a minute ago', async () => {
    const storage = fakeStorage({ [LAST_RELOAD_KEY]: String(NOW - RELOAD_GUARD_MS + 1000) })
    const { browser } = renderApp('/order/5', { pages: { order: chunkFailure }, storage, now: NOW })
    expect(await heading()).toBe('אירעה שגיאה')
    expect(browser.reload).not.toHaveBeenCalled()
  })

  it('reloads again after a minute', async () => {
    const storage = fakeStorage({ [LAST_RELOAD_KEY]: String(NOW - RELOAD_GUARD_MS) })
    const { browser } = renderApp('/order/5', { pages: { order: chunkFailure }, storage, now: NOW })
    await screen.findByText('האתר התעדכן, הדף נטען מחדש…')
    expect(browser.reload).toHaveBeenCalledTimes(1)
  })
})
