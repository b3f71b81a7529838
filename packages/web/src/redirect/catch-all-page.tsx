import { useEffect } from 'react'
import { Link, useLocation } from 'react-router'
import { NotFoundPage } from '../errors/not-found-page'
import { useT } from '../i18n/translate'
import { PATHS } from '../routes/paths'
import { useEnvironment } from '../shell/environment'
import { useLangTo } from '../shell/lang-link'
import { PageStatus } from '../shell/page-status'
import { externalTarget } from './external-target'

/** A host name inside right-to-left text keeps its own order (Unicode first-strong isolate, as <bdi>). */
const isolate = (text: string): string => `\u2068${text}\u2069`

/** §2 an allowed `/http…` address: a full-page redirect, saying where to meanwhile. */
const Redirecting = ({ url, host }: { readonly url: string; readonly host: string }) => {
  const t = useT()
  const { browser } = useEnvironment()
  useEffect(() => {
    browser.assign(url)
  }, [browser, url])
  return <PageStatus kind="loading" message={t('pages.redirect.redirecting', { host: isolate(host) })} />
}

/** §2 a refused `/http…` address: the host is not on the allow-list, so the link is not followed. */
const RedirectRefused = ({ host }: { readonly host: string }) => {
  const t = useT()
  const to = useLangTo()
  return (
    <section className="message-page" aria-labelledby="redirect-refused-title">
      <h1 id="redirect-refused-title">{t('pages.redirect.refusedTitle')}</h1>
      <p>{t('pages.redirect.refusedBody', { host: isolate(host) })}</p>
      <Link className="button" to={to(PATHS.home)}>
        {t('common.home')}
      </Link>
    </section>
  )
}

/** §2 unmatched routes: `/http…` addresses redirect to allowed hosts or are refused; everything else is the 404 page. */
export const CatchAllPage = () => {
  const location = useLocation()
  const { config } = useEnvironment()
  const target = externalTarget(location, config.redirectAllowList)
  if (target === null || target.kind === 'not-a-url') return <NotFoundPage />
  if (target.kind === 'refused') return <RedirectRefused host={target.host} />
  return <Redirecting url={target.url} host={target.host} />
}
