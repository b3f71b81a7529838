import type { CartSeat } from '@kartis/core'
import type { Translate } from '../i18n/translate'

/** §3 how a seat is named to the visitor: section, row and seat, or the section for a GA place. */
export const describeSeat = (t: Translate, seat: Pick<CartSeat, 'sectionName' | 'rowName' | 'seatName'>): string =>
  seat.rowName === '' && seat.seatName === ''
    ? t('orderFlow.gaPlace', { section: seat.sectionName })
    : t('orderFlow.seat', { section: seat.sectionName, row: seat.rowName, seat: seat.seatName })
