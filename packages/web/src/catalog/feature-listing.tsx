import type { Locale, Presentation } from '@kartis/core'
import { Link, type To } from 'react-router'
import { useT, type Translate } from '../i18n/translate'
import { featurePath, orderPath, vodPath } from '../routes/paths'
import { useLangTo } from '../shell/lang-link'
import { useVenueAssetUrl } from '../venues/use-venue-asset'
import { isOnSale, type FeatureListing } from './catalog-store'
import { formatDay, formatTime } from './jerusalem-dates'

interface ListingProps {
  readonly listing: FeatureListing
  readonly locale: Locale
  /** On the feature page every date shows and the title is the page's own heading. */
  readonly full: boolean
}

/** §2 the dates of a card on the event list before "all dates" links to the feature page. */
export const CARD_DAYS = 3

/** A showtime; the card's `t` and `to` are passed in, not hooked per button (the home page has dozens, issue 16 §1). */
const TimeButton = ({
  presentation,
  name,
  locale,
  t,
  to,
}: {
  readonly presentation: Presentation
  readonly name: string
  readonly locale: Locale
  readonly t: Translate
  readonly to: (pathname: string) => To
}) => {
  const start = presentation.startDateTime ?? ''
  const time = formatTime(start)
  const day = formatDay(start, locale)
  if (!isOnSale(presentation)) {
    return (
      <span className="showtime showtime--sold-out" aria-label={t('catalog.soldOutAt', { name, day, time })}>
        <bdi className="showtime__time">{time}</bdi>
        <span className="showtime__note">{t('events.soldOut')}</span>
      </span>
    )
  }
  return (
    <Link className="showtime" to={to(orderPath(presentation.id))} aria-label={t('catalog.buyAt', { name, day, time })}>
      <bdi className="showtime__time">{time}</bdi>
    </Link>
  )
}

/** §2/§4 a feature's poster, facts and schedule: times by day and venue, untimed presentations, VOD items. */
export const FeatureListingView = ({ listing, locale, full }: ListingProps) => {
  const t = useT()
  const to = useLangTo()
  const { feature, schedule, poster } = listing
  const assetUrl = useVenueAssetUrl()
  const days = full ? schedule.days : schedule.days.slice(0, CARD_DAYS)
  return (
    <article className="feature-card" aria-labelledby={`feature-${feature.id}`}>
      {poster !== null && (
        <img
          className="feature-card__poster"
          src={assetUrl(poster)}
          alt={t('catalog.poster', { name: feature.name })}
          loading="lazy"
          width={240}
          height={360}
        />
      )}
      <div className="feature-card__body">
        <h2 id={`feature-${feature.id}`} className="feature-card__title">
          <bdi>{full ? feature.name : <Link to={to(featurePath(feature.id))}>{feature.name}</Link>}</bdi>
        </h2>
        {feature.durationMinutes !== undefined && (
          <p className="feature-card__meta">{t('catalog.minutes', { count: feature.durationMinutes })}</p>
        )}
        {feature.description !== undefined && (
          <p className="feature-card__description" dir="auto">
            {feature.description}
          </p>
        )}
        {days.map((day) => (
          <section key={day.dayKey} className="schedule-day" aria-label={formatDay(day.firstStart, locale)}>
            <h3 className="schedule-day__title">{formatDay(day.firstStart, locale)}</h3>
            {day.venues.map((venue) => (
              <div key={venue.venueId} className="schedule-venue">
                <p className="schedule-venue__name" dir="auto">
                  {venue.venueName}
                </p>
                <ul className="showtimes">
                  {venue.presentations.map((presentation) => (
                    <li key={presentation.id}>
                      <TimeButton presentation={presentation} name={feature.name} locale={locale} t={t} to={to} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </section>
        ))}
        {schedule.untimed.length > 0 && (
          <section className="schedule-day" aria-label={t('catalog.untimed')}>
            <h3 className="schedule-day__title">{t('catalog.untimed')}</h3>
            <p className="feature-card__meta">{t('catalog.untimedHint')}</p>
            <ul className="showtimes">
              {schedule.untimed.map((presentation) => (
                <li key={presentation.id}>
                  {isOnSale(presentation) ? (
                    <Link
                      className="button"
                      to={to(orderPath(presentation.id))}
                      aria-label={t('catalog.buyUntimed', { name: feature.name })}
                    >
                      {t('events.buy')}
                      {presentation.venueName !== undefined && <bdi> · {presentation.venueName}</bdi>}
                    </Link>
                  ) : (
                    <span className="showtime showtime--sold-out">{t('events.soldOut')}</span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}
        {schedule.vod.length > 0 && (
          <section className="schedule-day" aria-label={t('catalog.vod')}>
            <h3 className="schedule-day__title">{t('catalog.vod')}</h3>
            <ul className="showtimes">
              {schedule.vod.map((presentation) => (
                <li key={presentation.id}>
                  {/* The name goes in hidden text so the accessible name still contains the visible words (WCAG 2.5.3). */}
                  <Link className="button" to={to(vodPath(presentation.id, null))}>
                    {t('events.watch')}
                    <span className="visually-hidden"> {feature.name}</span>
                    {presentation.startDateTime === null
                      ? ''
                      : ` · ${formatDay(presentation.startDateTime, locale)} ${formatTime(presentation.startDateTime)}`}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        {!full && schedule.days.length > CARD_DAYS && (
          <Link className="feature-card__more" to={to(featurePath(feature.id))}>
            {t('catalog.allDates')}
          </Link>
        )}
      </div>
    </article>
  )
}
