import { observer } from 'mobx-react-lite'
import { Component, useEffect, useRef, useState, type ReactNode } from 'react'
import { useT } from '../i18n/translate'
import { useEnvironment } from '../shell/environment'
import { PageStatus } from '../shell/page-status'
import { useStores } from '../stores/store-context'
import { isChunkLoadError, reloadOnce } from './chunk-reload'
import { ErrorPage, describeRouteError, isNotFound } from './error-page'
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

/** §2/§4/§8 what a page that failed shows: 404s, failed chunk loads, and the error page (inside its own boundary). */
export const RouteErrorPage = observer(({ error }: { readonly error: unknown }) => {
  const { ui } = useStores()
  return (
    <ErrorPageBoundary locale={ui.locale}>
      {isNotFound(error) ? (
        <NotFoundPage />
      ) : isChunkLoadError(error) ? (
        <ChunkLoadFailure error={error} />
      ) : (
        <ErrorPage {...describeRouteError(error)} />
      )}
    </ErrorPageBoundary>
  )
})

interface RouteErrorBoundaryProps {
  /** Changes with each navigation (the location's key): a failure is cleared when it does. */
  readonly resetKey: string
  readonly children: ReactNode
}

/**
 * §2/§8 the pages' error boundary: a page that throws while loading or rendering is replaced by
 * RouteErrorPage, inside the page frame, until the next navigation.
 */
interface RouteErrorBoundaryState {
  readonly failure: { readonly error: unknown } | null
}

export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { failure: null }

  /** §8 keeps what was thrown for the error page. */
  static getDerivedStateFromError(error: unknown): { readonly failure: { readonly error: unknown } } {
    return { failure: { error } }
  }

  override componentDidUpdate(previous: RouteErrorBoundaryProps): void {
    if (previous.resetKey !== this.props.resetKey && this.state.failure !== null) this.setState({ failure: null })
  }

  override render(): ReactNode {
    const { failure } = this.state
    return failure === null ? this.props.children : <RouteErrorPage error={failure.error} />
  }
}
