import type { Locale } from '@kartis/core'
import { observer } from 'mobx-react-lite'
import { Link } from 'react-router'
import { useT } from '../i18n/translate'
import { vodPath } from '../routes/paths'
import { useLangTo } from '../shell/lang-link'
import { PageStatus } from '../shell/page-status'
import { calendarText } from './calendar-text'
import type { CustomerAreaStore } from './customer-area-store'

/** §2 the VOD tab: the customer's VOD items, each with a link to watch it (/vod/{resId}/{vodId}). */
export const VodTab = observer(({ area, locale }: { readonly area: CustomerAreaStore; readonly locale: Locale }) => {
  const t = useT()
  const to = useLangTo()
  const items = area.customer?.vodTickets ?? []
  if (items.length === 0) return <PageStatus kind="empty" message={t('customer:vod.empty')} />
  return (
    <ul className="area-list">
      {items.map((item) => {
        const until = calendarText(item.validUntil, locale)
        return (
          <li key={`${item.reservationIdentifier ?? ''}-${item.vodId}`}>
            <article className="area-card area-card--row" aria-labelledby={`vod-${item.vodId}`}>
              <div>
                <h3 id={`vod-${item.vodId}`} className="area-card__title">
                  {item.featureName}
                </h3>
                {until !== null && <p className="area-card__note">{t('customer:vod.availableUntil', { date: until })}</p>}
              </div>
              <Link className="button" to={to(vodPath(item.vodId, item.reservationIdentifier))}>
                {t('customer:vod.watch')}
                <span className="visually-hidden"> {item.featureName}</span>
              </Link>
            </article>
          </li>
        )
      })}
    </ul>
  )
})
