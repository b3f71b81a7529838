import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { useParams } from 'react-router'
import { NotFoundPage } from '../errors/not-found-page'
import { BackToEvents } from '../pages/back-to-events'
import { useT } from '../i18n/translate'
import { parseRouteId } from '../routes/paths'
import { PageStatus } from '../shell/page-status'
import { useStores } from '../stores/store-context'
import './catalog.css'
import { CatalogStatus } from './catalog-status'
import { FeatureListingView } from './feature-listing'

/** §2 /booking/features/{featureId}: one feature's presentations; a malformed id is a 404. */
export const FeaturePage = () => {
  const featureId = parseRouteId(useParams()['featureId'])
  return featureId === null ? <NotFoundPage /> : <FeatureSchedule featureId={featureId} />
}

/** §2 one feature's listing, once the catalogue is loaded. */
const FeatureSchedule = observer(({ featureId }: { readonly featureId: number }) => {
  const { catalog, ui } = useStores()
  const t = useT()
  useEffect(() => {
    void catalog.load()
  }, [catalog])
  const listing = catalog.state.kind === 'ready' ? catalog.listingOf(featureId) : undefined
  return (
    <>
      <h1>{listing?.feature.name ?? t('pages.feature.title')}</h1>
      <CatalogStatus state={catalog.state} onRetry={() => void catalog.load()} />
      {catalog.state.kind === 'ready' &&
        (listing === undefined ? (
          <PageStatus kind="empty" message={t('pages.feature.empty')} action={<BackToEvents />} />
        ) : (
          <FeatureListingView listing={listing} locale={ui.locale} full />
        ))}
    </>
  )
})
