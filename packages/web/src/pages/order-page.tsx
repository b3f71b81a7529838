import { useParams } from 'react-router'
import { NotFoundPage } from '../errors/not-found-page'
import { useT } from '../i18n/translate'
import { parseRouteId } from '../routes/paths'
import { PageStatus } from '../shell/page-status'
import { StepBar } from '../shell/step-bar'
import { BackToEvents } from './back-to-events'

/** §2 /order/{presentationId}: the event order wizard at its first step; a malformed id is a 404. */
export const OrderPage = () => {
  const t = useT()
  const presentationId = parseRouteId(useParams()['presentationId'])
  if (presentationId === null) return <NotFoundPage />
  return (
    <>
      <StepBar current="seats" />
      <h1>{t('pages.order.title')}</h1>
      <PageStatus kind="empty" message={t('pages.order.empty')} action={<BackToEvents />} />
    </>
  )
}
