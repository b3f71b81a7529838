import { fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import type { Locale } from '@kartis/core'
import { App } from '../App'
import { ConsoleStore } from '../console-store'
import type { ConsolePorts } from '../di/container'
import { createI18n } from '../i18n/create-i18n'
import { ALL_LOCALE_TEXTS } from './all-locale-texts'
import { he } from '../i18n/locales/he'
import { ConsoleRoutes } from '../routes'
import { DEMO_NOW } from './fake-ports'

/** Test support: a storage kept in memory. */
export const memoryStorage = () => {
  const values = new Map<string, string>()
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) }
}

/**
 * Test support: the console over ports, opened at `path` in `locale` (`now` is today for the
 * reports' default range; by default the demo box office's opening time, when the in-memory
 * catalogue is on sale). The clock never beats: a test drives the monitor's re-reads itself.
 */
export const open = (ports: ConsolePorts, path = '/', locale: Locale = 'he', now: () => number = () => DEMO_NOW) => {
  const store = new ConsoleStore(ports, locale, memoryStorage(), { now, every: () => () => undefined })
  render(
    <App
      routing={
        <MemoryRouter initialEntries={[path]}>
          <ConsoleRoutes />
        </MemoryRouter>
      }
      store={store}
      i18n={createI18n(locale, ALL_LOCALE_TEXTS)}
    />,
  )
  return store
}

/** Test support: the login form filled in Hebrew and sent. */
export const logIn = async (password = 'right password') => {
  fireEvent.change(await screen.findByLabelText(he.login.email), { target: { value: 'producer@kartis.example' } })
  fireEvent.change(screen.getByLabelText(he.login.password), { target: { value: password } })
  fireEvent.click(screen.getByRole('button', { name: he.login.submit }))
}
