import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { App } from './App'

afterEach(cleanup)

describe('storefront shell', () => {
  it('shows the Hebrew "What\'s on" heading', () => {
    render(<App />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('מה מציגים')
  })

  it('sets the document to Hebrew, right to left', () => {
    document.documentElement.dir = 'ltr'
    document.documentElement.lang = 'en'
    render(<App />)
    expect(document.documentElement.dir).toBe('rtl')
    expect(document.documentElement.lang).toBe('he')
  })
})
