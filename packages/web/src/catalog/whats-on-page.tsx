import { observer } from 'mobx-react-lite'
import { useDeferredValue, useEffect } from 'react'
import { useT } from '../i18n/translate'
import { PageStatus } from '../shell/page-status'
import { useStores } from '../stores/store-context'
import './catalog.css'
import { CatalogStatus } from './catalog-status'
import { FeatureListingView } from './feature-listing'
import { SalesLinks } from './sales-links'

/** §2 / and /booking: "What's on", the ways to the voucher shop and the donations, and every feature on sale with its poster and schedule. */
export const WhatsOnPage = observer(() => {
  const { catalog, ui } = useStores()
  const t = useT()
  useEffect(() => {
    void catalog.load()
  }, [catalog])
  // Issue 16 §1 the list renders at deferred priority, which React renders in slices between other work:
  // the store's change renders at once (mobx-react-lite's store subscription), so every card used to be
  // drawn in the same long task as the catalogue's decoding.
  const state = useDeferredValue(catalog.state)
  const listings = state.kind === 'ready' ? catalog.listings : []
  return (
    <>
      <h1>{t('pages.home.title')}</h1>
      <SalesLinks />
      <CatalogStatus state={state} onRetry={() => void catalog.load()} />
      {state.kind === 'ready' && listings.length === 0 && (
        <PageStatus kind="empty" message={t('pages.home.empty')} hint={t('pages.home.emptyHint')} />
      )}
      {listings.length > 0 && (
        <ul className="feature-list">
          {listings.map((listing) => (
            <li key={listing.feature.id}>
              <FeatureListingView listing={listing} locale={ui.locale} full={false} />
            </li>
          ))}
        </ul>
      )}
    </>
  )
})
