import { minMoney, type Agorot, type Locale, type TicketGroup } from '@kartis/core'
import type { Translate } from '../i18n/translate'
import { moneyText } from './money-text'

/**
 * §3 a seat's price as the map and the list say it: its ticket group's one price, or 'from' the
 * lowest when the group has several tickets; null when the seat has no group on offer.
 */
export const seatPriceText = (t: Translate, locale: Locale, group: TicketGroup | undefined): string | null => {
  const prices = (group?.tickets ?? []).map((ticket) => ticket.price)
  const first = prices[0]
  if (first === undefined) return null
  const lowest: Agorot = prices.reduce(minMoney, first)
  const text = moneyText(lowest, locale)
  return prices.every((price) => price === lowest) ? text : t('seatMap.priceFrom', { price: text })
}
