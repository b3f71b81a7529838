import type { Locale, MembershipOnSale, MembershipPresentation, MembershipPrice } from '@kartis/core'
import { formatDate } from '../catalog/jerusalem-dates'
import { whenText } from '../edocument/when-text'
import type { MessageKey } from '../i18n/catalogue'
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

/** The usual rate codes a venue gives its membership prices, each with a name in every language. */
const RATE_NAMES = {
  FULL: 'memberships.rateNames.FULL',
  SENIOR: 'memberships.rateNames.SENIOR',
  STUDENT: 'memberships.rateNames.STUDENT',
  CHILD: 'memberships.rateNames.CHILD',
  SOLDIER: 'memberships.rateNames.SOLDIER',
} as const satisfies Readonly<Record<string, MessageKey>>

const isRateCode = (code: string): code is keyof typeof RATE_NAMES => Object.hasOwn(RATE_NAMES, code)

/**
 * §3 a membership rate as shown: its amount and its name ("₪480 · מחיר מלא"). The spec gives a
 * price only its code; a usual code reads as a word in the visitor's language, any other as the
 * venue wrote it.
 */
export const RateText = ({ price, locale }: { readonly price: MembershipPrice; readonly locale: Locale }) => {
  const t = useT()
  return (
    <>
      <bdi>{moneyText(price.price, locale)}</bdi> ·{' '}
      <bdi>{isRateCode(price.priceCode) ? t(RATE_NAMES[price.priceCode]) : price.priceCode}</bdi>
    </>
  )
}
