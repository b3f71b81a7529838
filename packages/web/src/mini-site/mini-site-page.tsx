import type { Locale, Presentation } from '@kartis/core'
import { observer } from 'mobx-react-lite'
import { useEffect, useState, type FormEvent } from 'react'
import { Link, useLocation, useParams, type To } from 'react-router'
import { formatDay, formatTime } from '../catalog/jerusalem-dates'
import { useErrorMessage } from '../i18n/error-message'
import { useT } from '../i18n/translate'
import { MINI_SITE_QUERY, PATHS, orderPath } from '../routes/paths'
import { useLangTo } from '../shell/lang-link'
import { keptLangSearch } from '../shell/locale-query'
import { PageStatus } from '../shell/page-status'
import { useStores } from '../stores/store-context'
import { useOrderSession } from '../stores/use-order-session'
import { isOnSaleInMiniSite, referencePrompts, type MiniSiteStore } from './mini-site-store'
import './mini-site.css'

/**
 * §2 /mini-site: a mini-site is opened from the address its organiser sent (an agency, a
 * workers' committee, a group); they are not listed for anyone to browse, so this page says so
 * and leads to the public event list.
 */
export const MiniSiteIndexPage = () => {
  const t = useT()
  const to = useLangTo()
  return (
    <section className="message-page" aria-labelledby="mini-site-index-title">
      <h1 id="mini-site-index-title">{t('miniSite.indexTitle')}</h1>
      <p>{t('miniSite.indexBody')}</p>
      <Link className="button" to={to(PATHS.home)}>
        {t('miniSite.toEvents')}
      </Link>
    </section>
  )
}

/** §2 /mini-site/{url}: one mini-site (a new address starts again). */
export const MiniSitePage = () => {
  const url = useParams()['url'] ?? ''
  return <MiniSiteView key={url} url={url} />
}

/** §1 the order page of a presentation under the mini-site, keeping the `lang` parameter. */
const useOrderUnder = (url: string): ((presentationId: number) => To) => {
  const kept = keptLangSearch(useLocation().search)
  return (presentationId) => {
    const search = new URLSearchParams(kept)
    search.set(MINI_SITE_QUERY, url)
    return { pathname: orderPath(presentationId), search: `?${search.toString()}` }
  }
}

const MiniSiteView = observer(({ url }: { readonly url: string }) => {
  const session = useOrderSession()
  const t = useT()
  const [site] = useState(() => session.openMiniSite(url))
  useEffect(() => {
    void site.open()
  }, [site])
  const load = site.load
  if (load.kind === 'notFound') return <MiniSiteNotFound />
  return (
    <div className="mini-site">
      <h1>{load.kind === 'ready' ? (load.listing.name ?? t('miniSite.title')) : t('miniSite.title')}</h1>
      {load.kind === 'loading' && <PageStatus kind="loading" message={t('status.loading')} />}
      {load.kind === 'failed' && <LoadFailed site={site} />}
      {load.kind === 'ready' && (
        <>
          {site.needsCodes && <p className="mini-site__intro">{t('miniSite.byReference')}</p>}
          {site.needsCodes && site.accepted === null && <CodesForm site={site} />}
          {site.accepted !== null && (
            <div className="mini-site__accepted" role="status">
              <p>{t('miniSite.codesAccepted')}</p>
              <button type="button" className="button button--secondary" onClick={() => site.changeCodes()}>
                {t('miniSite.changeCodes')}
              </button>
            </div>
          )}
          {site.mayBuy && <Presentations site={site} presentations={load.listing.presentations} />}
        </>
      )}
    </div>
  )
})

/** §8 an unknown mini-site (the server's 404 NOT_FOUND): said plainly, with the way to the public site. */
const MiniSiteNotFound = () => {
  const t = useT()
  const to = useLangTo()
  return (
    <section className="message-page" aria-labelledby="mini-site-missing-title">
      <p className="message-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="mini-site-missing-title">{t('miniSite.notFoundTitle')}</h1>
      <p>{t('miniSite.notFoundBody')}</p>
      <Link className="button" to={to(PATHS.home)}>
        {t('miniSite.toEvents')}
      </Link>
    </section>
  )
}

const LoadFailed = ({ site }: { readonly site: MiniSiteStore }) => {
  const t = useT()
  const errorMessage = useErrorMessage()
  if (site.load.kind !== 'failed') return null
  return (
    <div className="page-status" role="alert">
      <p className="page-status__message">{t('miniSite.loadFailed')}</p>
      <p className="page-status__hint">{errorMessage(site.load.error)}</p>
      <button type="button" className="button" onClick={() => void site.open()}>
        {t('orderFlow.retry')}
      </button>
    </div>
  )
}

/** §1/§3 the reference codes, labelled as the tickets' ref prompts ask (else the storefront's own words). */
const CodesForm = observer(({ site }: { readonly site: MiniSiteStore }) => {
  const t = useT()
  const errorMessage = useErrorMessage()
  const [reference1, setReference1] = useState('')
  const [reference2, setReference2] = useState('')
  const [refusal, setRefusal] = useState<string | null>(null)
  const prompts = referencePrompts(site.load.kind === 'ready' ? site.load.listing.presentations : [])
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const error = await site.enterCodes({ reference1, reference2 })
    setRefusal(error === null ? null : errorMessage(error))
  }
  return (
    <form className="mini-site__codes" onSubmit={(event) => void submit(event)} aria-labelledby="mini-site-codes-title">
      <h2 id="mini-site-codes-title" className="mini-site__codes-title">
        {t('miniSite.codesTitle')}
      </h2>
      <div className="mini-site__field">
        <label htmlFor="mini-site-reference1">{prompts.reference1 ?? t('miniSite.reference1')}</label>
        <input
          id="mini-site-reference1"
          value={reference1}
          onChange={(event) => setReference1(event.target.value)}
          autoComplete="off"
          dir="ltr"
          required
          aria-invalid={refusal !== null}
          aria-describedby={refusal === null ? undefined : 'mini-site-codes-error'}
        />
      </div>
      <div className="mini-site__field">
        <label htmlFor="mini-site-reference2">{prompts.reference2 ?? t('miniSite.reference2')}</label>
        <input
          id="mini-site-reference2"
          value={reference2}
          onChange={(event) => setReference2(event.target.value)}
          autoComplete="off"
          dir="ltr"
        />
      </div>
      {refusal !== null && (
        <p id="mini-site-codes-error" className="mini-site__error" role="alert">
          {refusal}
        </p>
      )}
      <button type="submit" className="button" disabled={site.checking || reference1.trim() === ''}>
        {site.checking ? t('orderFlow.checking') : t('miniSite.enter')}
      </button>
    </form>
  )
})

/** §2/§4 the mini-site's presentations, by time; sold out by the mini-site rule. */
const Presentations = observer(
  ({ site, presentations }: { readonly site: MiniSiteStore; readonly presentations: readonly Presentation[] }) => {
    const { ui } = useStores()
    const t = useT()
    const orderUnder = useOrderUnder(site.url)
    if (presentations.length === 0) return <PageStatus kind="empty" message={t('miniSite.empty')} />
    return (
      <section aria-labelledby="mini-site-presentations-title">
        <h2 id="mini-site-presentations-title">{t('miniSite.presentations')}</h2>
        <ul className="mini-site__list">
          {presentations.map((presentation) => (
            <PresentationLine
              key={presentation.id}
              presentation={presentation}
              name={site.featureName(presentation.featureId)}
              locale={ui.locale}
              to={orderUnder(presentation.id)}
            />
          ))}
        </ul>
      </section>
    )
  },
)

const PresentationLine = ({
  presentation,
  name,
  locale,
  to,
}: {
  readonly presentation: Presentation
  readonly name: string
  readonly locale: Locale
  readonly to: To
}) => {
  const t = useT()
  const start = presentation.startDateTime
  const day = start === null ? t('edocument.openDate') : formatDay(start, locale)
  const time = start === null ? '' : formatTime(start)
  return (
    <li className="mini-site__line">
      <div className="mini-site__what" id={`mini-site-presentation-${presentation.id}`}>
        <bdi className="mini-site__name">{name}</bdi>
        <span className="mini-site__when">
          {day} <bdi>{time}</bdi>
        </span>
        {presentation.venueName !== undefined && (
          <span className="mini-site__venue" dir="auto">
            {presentation.venueName}
          </span>
        )}
      </div>
      {isOnSaleInMiniSite(presentation) ? (
        <Link className="button" to={to} aria-describedby={`mini-site-presentation-${presentation.id}`}>
          {t('miniSite.buy')}
        </Link>
      ) : (
        <span className="mini-site__sold-out">{t('events.soldOut')}</span>
      )}
    </li>
  )
}
