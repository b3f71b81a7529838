import { DEFAULT_LOCALE } from '@kartis/core'
import { observer } from 'mobx-react-lite'
import { Suspense, useEffect, useLayoutEffect, useReducer } from 'react'
import { Outlet, useLocation } from 'react-router'
import { NotFoundPage } from '../errors/not-found-page'
import { RouteErrorBoundary } from '../errors/route-error-page'
import { useT } from '../i18n/translate'
import { useStores } from '../stores/store-context'
import { holdQuery, partnerQuery } from './booking-flags'
import { Footer } from './footer'
import { Header } from './header'
import { localeQuery } from './locale-query'
import { PageLoading } from './page-loading'

/**
 * §2 the page frame: skip link, header, main content, footer. The `lang` parameter sets the
 * locale (absent: Hebrew); a value other than he, en, ru or ar shows the 404 page. The `isHold`
 * parameter sets the hold booking flag (§4); TS, ret and key together hand the visitor over from a partner site (§5).
 */
export const Shell = observer(() => {
  const stores = useStores()
  const { ui } = stores
  const t = useT()
  const location = useLocation()
  // A render of the frame, asked by the loading state while a page stays loading (PageLoading says why).
  const [, renderAgain] = useReducer((renders: number) => renders + 1, 0)
  const query = localeQuery(location.search)
  // Issue 15 §2 a language the venue does not offer falls back to Hebrew; a value that is no locale is the 404.
  const wanted = query.kind === 'locale' ? stores.venue.localeFor(query.locale) : query.kind === 'absent' ? DEFAULT_LOCALE : null

  useLayoutEffect(() => {
    if (wanted !== null) ui.setLocale(wanted)
  }, [ui, wanted])

  // §4 ?isHold=1 sets the booking flag on the order session (loaded for it: a hold is an order).
  const hold = holdQuery(location.search)
  useEffect(() => {
    // A session that fails to load fails the order page itself, which shows why.
    if (hold !== null)
      void stores.orderSession().then(
        (session) => session.holds.choose(hold),
        () => undefined,
      )
  }, [stores, hold])

  // §5 ?TS=…&ret=…&key=… from a partner site: GET /integration once, its id joining the order
  // (the order session is loaded for it); with any of the three missing, nothing is called.
  useEffect(() => {
    const partner = partnerQuery(location.search)
    if (partner !== null)
      void stores.orderSession().then(
        (session) => session.order.arriveFromPartner(partner),
        () => undefined,
      )
  }, [stores, location.search])

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
            <Suspense fallback={<PageLoading onStillLoading={renderAgain} />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        )}
      </main>
      <Footer />
    </div>
  )
})
