import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../../test/render-app'

const ALLOWED = ['pay.kartis.example']

describe('§2 /http… paths in the app', () => {
  it('redirect the whole page to an allowed host', async () => {
    const { browser } = renderApp('/https://pay.kartis.example/return?order=5', { redirectAllowList: ALLOWED })
    expect((await screen.findByRole('status')).textContent).toBe('מעבירים אותך אל \u2068pay.kartis.example\u2069…')
    expect(browser.assign).toHaveBeenCalledWith('https://pay.kartis.example/return?order=5')
  })

  it('refuse any other host and say why', async () => {
    const { browser } = renderApp('/https://evil.example/login', { redirectAllowList: ALLOWED })
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('הקישור לא נפתח')
    expect(screen.getByText(/evil\.example/).textContent).toContain('שאינו ברשימת האתרים')
    expect(browser.assign).not.toHaveBeenCalled()
  })

  it('refuse everything with the default, empty allow-list', async () => {
    const { browser } = renderApp('/https://pay.kartis.example/return')
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('הקישור לא נפתח')
    expect(browser.assign).not.toHaveBeenCalled()
  })

  it('show the 404 page for a /http… path that is no address', async () => {
    const { browser } = renderApp('/httpfoo', { redirectAllowList: ALLOWED })
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('הדף לא נמצא')
    expect(browser.assign).not.toHaveBeenCalled()
  })
})
