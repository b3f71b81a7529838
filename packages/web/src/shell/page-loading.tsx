import { useT } from '../i18n/translate'
import { PageStatus } from './page-status'

/** §4 route load: what the main area shows while a page's chunk, or the order session it needs, loads. */
export const PageLoading = () => {
  const t = useT()
  return <PageStatus kind="loading" message={t('status.loading')} fillsPage />
}
