import type { Locale } from '@kartis/core'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { RouterProvider, createMemoryRouter } from 'react-router'
import { createI18n } from '../i18n/create-i18n'
import { ALL_CATALOGUES } from '../../test/all-catalogues'

/** §2 test support: renders checkout pages at a path with the catalogues in a locale and a memory router. */
export const renderRoutes = (routes: Readonly<Record<string, ReactNode>>, path: string, locale: Locale = 'he') => {
  const router = createMemoryRouter(
    Object.entries(routes).map(([routePath, element]) => ({ path: routePath, element })),
    { initialEntries: [path] },
  )
  const view = render(
    <I18nextProvider i18n={createI18n(locale, ALL_CATALOGUES)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  )
  return { ...view, router }
}
