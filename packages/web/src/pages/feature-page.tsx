import { useParams } from 'react-router'
import { NotFoundPage } from '../errors/not-found-page'
import { useT } from '../i18n/translate'
import { parseRouteId } from '../routes/paths'
import { PageStatus } from '../shell/page-status'
import { BackToEvents } from './back-to-events'

/** §2 /booking/features/{featureId}: a feature's presentations; a malformed id is a 404. */
export const FeaturePage = () => {
  const t = useT()
  const featureId = parseRouteId(useParams()['featureId'])
  if (featureId === null) return <NotFoundPage />
  return (
    <>
      <h1>{t('pages.feature.title')}</h1>
      <PageStatus kind="empty" message={t('pages.feature.empty')} action={<BackToEvents />} />
    </>
  )
}
