import { Link } from 'react-router'
import { useT } from '../i18n/translate'
import { PATHS } from '../routes/paths'
import { useLangTo } from '../shell/lang-link'

/** §2 the 404 page: 'This page could not be found' ('הדף לא נמצא'), with a link home. */
export const NotFoundPage = () => {
  const t = useT()
  const to = useLangTo()
  return (
    <section className="message-page" aria-labelledby="not-found-title">
      <p className="message-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{t('pages.notFound.title')}</h1>
      <p>{t('pages.notFound.body')}</p>
      <Link className="button" to={to(PATHS.home)}>
        {t('common.home')}
      </Link>
    </section>
  )
}
