import { DEFAULT_LOCALE } from '@kartis/core'
import { observer } from 'mobx-react-lite'
import { Suspense, useLayoutEffect } from 'react'
import { Outlet, useLocation } from 'react-router'
import { NotFoundPage } from '../errors/not-found-page'
import { RouteErrorBoundary } from '../errors/route-error-page'
import { useT } from '../i18n/translate'
import { useStores } from '../stores/store-context'
import { Footer } from './footer'
import { Header } from './header'
import { localeQuery } from './locale-query'
import { PageLoading } from './page-loading'

/**
 * §2 the page frame: skip link, header, main content, footer. The `lang` parameter sets the
 * locale (absent: Hebrew); a value other than he, en, ru or ar shows the 404 page.
 */
export const Shell = observer(() => {
  const { ui } = useStores()
  const t = useT()
  const location = useLocation()
  const query = localeQuery(location.search)
  const wanted = query.kind === 'locale' ? query.locale : query.kind === 'absent' ? DEFAULT_LOCALE : null

  useLayoutEffect(() => {
    if (wanted !== null) ui.setLocale(wanted)
  }, [ui, wanted])

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('a11y.skipToContent')}
      </a>
      <Header />
      <main id="main" className="site-main" tabIndex={-1}>
        {query.kind === 'invalid' ? (
          <NotFoundPage />
        ) : (
          // A page whose chunk or order session (RootStore.orderSession) is loading shows as loading;
          // one that fails shows the error page until the next navigation. Both inside the frame.
          <RouteErrorBoundary resetKey={location.key}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        )}
      </main>
      <Footer />
    </div>
  )
})
