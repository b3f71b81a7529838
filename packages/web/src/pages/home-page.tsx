import { useT } from '../i18n/translate'
import { PageStatus } from '../shell/page-status'

/** §2 / and /booking: the event list, "What's on"; empty until the catalogue is connected. */
export const HomePage = () => {
  const t = useT()
  return (
    <>
      <h1>{t('pages.home.title')}</h1>
      <PageStatus kind="empty" message={t('pages.home.empty')} hint={t('pages.home.emptyHint')} />
    </>
  )
}
