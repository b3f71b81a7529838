import { render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createI18n } from '../i18n/create-i18n'
import { DEFAULT_PUBLIC_VENUE } from '../venues/venue-store'
import { PageLoading, STILL_LOADING_RETRY_MS } from './page-loading'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const shown = (onStillLoading: () => void) =>
  render(
    <I18nextProvider i18n={createI18n('he', {}, DEFAULT_PUBLIC_VENUE)}>
      <PageLoading onStillLoading={onStillLoading} />
    </I18nextProvider>,
  )

describe('§4 a page still loading is tried again', () => {
  it('asks the frame to render the page again every interval while it shows, and no more once gone', () => {
    const renderAgain = vi.fn<() => void>()
    const view = shown(renderAgain)
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true')
    vi.advanceTimersByTime(STILL_LOADING_RETRY_MS - 1)
    expect(renderAgain).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(renderAgain).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(STILL_LOADING_RETRY_MS)
    expect(renderAgain).toHaveBeenCalledTimes(2)
    view.unmount()
    vi.advanceTimersByTime(STILL_LOADING_RETRY_MS * 3)
    expect(renderAgain).toHaveBeenCalledTimes(2)
  })
})
