import type { Seat } from '@kartis/core'
import type { Translate } from '../i18n/translate'
import type { SeatDisplay } from './seat-map-props'
import { shownAttributes } from './seat-states'

/**
 * §3/§4 a seat's accessible name: 'שורה 5, כיסא 7, פנוי', with its section when the plan has
 * several, its price when the page gives one ('…, ‏₪50.00') and its attributes after
 * ('…, מקום לכיסא גלגלים').
 */
export const seatName = (t: Translate, seat: Seat, display: SeatDisplay, withSection: boolean, price: string | null = null): string => {
  const params = { section: seat.sectionName, row: seat.rowName, seat: seat.seatName, state: t(`seatMap.states.${display}`) }
  const base = withSection ? t('seatMap.seatInSection', params) : t('seatMap.seat', params)
  const attributes = shownAttributes(seat.attributes).map((name) => t(`seatMap.attributes.${name}`))
  return [base, ...(price === null ? [] : [price]), ...attributes].join(', ')
}
