import { Link } from 'react-router'
import { useT } from '../i18n/translate'
import { PATHS } from '../routes/paths'
import { useLangTo } from '../shell/lang-link'

/** §8 route load: what the error page shows — a status code and a message (possibly empty). */
export interface ErrorDescription {
  readonly statusCode: number
  readonly message: string
}

/** §8 route load: a thrown HTTP response keeps its status and text; anything else is a 500 with the error's message. */
export const describeRouteError = (error: unknown): ErrorDescription => {
  if (error instanceof Response) return { statusCode: error.status, message: error.statusText }
  return { statusCode: 500, message: error instanceof Error ? error.message : '' }
}

/** §2 a thrown 404 response shows the not-found page rather than the error page. */
export const isNotFound = (error: unknown): boolean => error instanceof Response && error.status === 404

/** §2/§8 the error page: 'Error Occurred' with the status code and the message, and a link home. */
export const ErrorPage = ({ statusCode, message }: ErrorDescription) => {
  const t = useT()
  const to = useLangTo()
  return (
    <section className="message-page" aria-labelledby="error-title">
      <h1 id="error-title">{t('pages.error.title')}</h1>
      <p>
        {t('pages.error.statusCode')}: <bdi className="message-page__status">{statusCode}</bdi>
      </p>
      {message !== '' && (
        <p className="message-page__detail">
          <bdi>{message}</bdi>
        </p>
      )}
      <Link className="button" to={to(PATHS.home)}>
        {t('common.home')}
      </Link>
    </section>
  )
}
