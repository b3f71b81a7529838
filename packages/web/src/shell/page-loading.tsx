import { useEffect } from 'react'
import { useT } from '../i18n/translate'
import { PageStatus } from './page-status'

/** How often the frame tries a page again while it still shows as loading. */
export const STILL_LOADING_RETRY_MS = 2_000

/**
 * §4 route load: what the main area shows while a page's chunk, or the order session it needs, loads.
 * While shown, it asks the frame every STILL_LOADING_RETRY_MS to render the page again: React retries a
 * page whose chunk arrived from a timer of its own, and mobx-react-lite 5.1.0's finalization registry was
 * seen clearing that timer (its `unregister` passing React's timer id to clearTimeout, under heavy garbage
 * collection). The page then stayed "Loading…" for good (1 load in 3 of /edocument with a Playwright trace
 * recording). A render of the frame makes React try the page anew; while the chunk is still on its way it
 * only suspends again.
 */
export const PageLoading = ({ onStillLoading }: { readonly onStillLoading?: () => void }) => {
  const t = useT()
  useEffect(() => {
    if (onStillLoading === undefined) return undefined
    const timer = setInterval(onStillLoading, STILL_LOADING_RETRY_MS)
    return () => clearInterval(timer)
  }, [onStillLoading])
  return <PageStatus kind="loading" message={t('status.loading')} fillsPage />
}
