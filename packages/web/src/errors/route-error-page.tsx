import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState } from 'react'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { useT } from '../i18n/translate'
import { useEnvironment } from '../shell/environment'
import { PageStatus } from '../shell/page-status'
import { useStores } from '../stores/store-context'
import { isChunkLoadError, reloadOnce } from './chunk-reload'
import { ErrorPage, describeRouteError } from './error-page'
import { ErrorPageBoundary } from './error-page-boundary'
import { NotFoundPage } from './not-found-page'

/** §4 a page chunk failed to load: reload (at most once a minute), else show the error page. */
const ChunkLoadFailure = ({ error }: { readonly error: unknown }) => {
  const t = useT()
  const { browser, clock } = useEnvironment()
  // Decided once per mount, so React's strict double effects cannot reload twice.
  const decision = useRef<boolean | null>(null)
  const [reloading, setReloading] = useState<boolean | null>(null)

  useEffect(() => {
    if (decision.current === null) {
      decision.current = reloadOnce({ storage: browser.storage, now: clock.now(), reload: () => browser.reload() })
    }
    setReloading(decision.current)
  }, [browser, clock])

  if (reloading === false) return <ErrorPage {...describeRouteError(error)} />
  return <PageStatus kind="loading" message={t(reloading === true ? 'status.reloading' : 'status.loading')} />
}

/** §2/§4/§8 the routes' error boundary: 404s, failed chunk loads, and the error page (inside its own boundary). */
export const RouteErrorPage = observer(() => {
  const error = useRouteError()
  const { ui } = useStores()
  return (
    <ErrorPageBoundary locale={ui.locale}>
      {isRouteErrorResponse(error) && error.status === 404 ? (
        <NotFoundPage />
      ) : isChunkLoadError(error) ? (
        <ChunkLoadFailure error={error} />
      ) : (
        <ErrorPage {...describeRouteError(error)} />
      )}
    </ErrorPageBoundary>
  )
})
