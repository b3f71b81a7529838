import type { Locale, MembershipOnSale, MembershipPresentation, MembershipPrice } from '@kartis/core'
import { formatDate } from '../catalog/jerusalem-dates'
import { whenText } from '../edocument/when-text'
import { useT } from '../i18n/translate'
import { moneyText } from '../order/money-text'

/** §2 a membership's marker: a series of N shows, a fixed seat in N performances, or no reserved seats. */
export const SeatingBadge = ({ onSale }: { readonly onSale: MembershipOnSale }) => {
  const t = useT()
  const count = onSale.presentations.length
  const text =
    onSale.seating === 'perPresentation'
      ? t('memberships.series', { count })
      : onSale.seating === 'fixedSeat'
        ? t('memberships.fixedSeat', { count })
        : t('memberships.noSeats')
  return <span className="sales-badge">{text}</span>
}

/** §1/§2 a presentation a membership covers: its feature and when, in the visitor's language. */
export const presentationText = (presentation: MembershipPresentation, locale: Locale): string => {
  const when = whenText(presentation.startDateTime, locale)
  return when === null ? presentation.featureName : `${presentation.featureName} · ${when}`
}

/** §1 a validity date (YYYY-MM-DD, Jerusalem) read at midday UTC, so no time zone moves it to another day. */
const calendarDay = (date: string): string => (/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T12:00:00Z` : date)

/** §2 a membership's description from its data: what it covers, what the member number gives, and until when. */
export const MembershipDescription = ({ onSale, locale }: { readonly onSale: MembershipOnSale; readonly locale: Locale }) => {
  const t = useT()
  return (
    <>
      {onSale.presentations.length > 0 && (
        <>
          <p className="sales-card__note">{t('memberships.covers')}</p>
          <ul className="membership-covers">
            {onSale.presentations.map((presentation) => (
              <li key={presentation.presentationId} dir="auto">
                {presentationText(presentation, locale)}
              </li>
            ))}
          </ul>
        </>
      )}
      {onSale.memberBalance > 0 && (
        <p className="sales-card__description">{t('memberships.memberTickets', { count: onSale.memberBalance })}</p>
      )}
      <p className="sales-card__note">{t('memberships.validUntil', { date: formatDate(calendarDay(onSale.validUntil), locale) })}</p>
    </>
  )
}

/** §3 a membership rate as shown: its amount and its code (e.g. "₪480 · FULL"). */
export const RateText = ({ price, locale }: { readonly price: MembershipPrice; readonly locale: Locale }) => (
  <>
    <bdi>{moneyText(price.price, locale)}</bdi> · <bdi>{price.priceCode}</bdi>
  </>
)
