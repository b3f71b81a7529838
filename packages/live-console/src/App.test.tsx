import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import viteConfig from '../vite.config'
import { App } from './App'

afterEach(cleanup)

describe('producer console shell', () => {
  it('shows the Hebrew producer-area heading', () => {
    render(<App />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('אזור המפיקים')
  })

  it('sets the document to Hebrew, right to left', () => {
    document.documentElement.dir = 'ltr'
    render(<App />)
    expect(document.documentElement.dir).toBe('rtl')
    expect(document.documentElement.lang).toBe('he')
  })

  it('is built for the /PRES-live/ base path (§2)', () => {
    expect(viteConfig.base).toBe('/PRES-live/')
  })
})
