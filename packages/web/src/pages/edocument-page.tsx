import { useT } from '../i18n/translate'
import { PageStatus } from '../shell/page-status'

/** §2 /edocument/{documentKey}: the e-ticket; until the ticket can be fetched it says it cannot be shown. */
export const EdocumentPage = () => {
  const t = useT()
  return (
    <>
      <h1>{t('pages.edocument.title')}</h1>
      <PageStatus kind="empty" message={t('pages.edocument.unavailable')} />
    </>
  )
}
