import { agorot, type Ticket, type TicketGroup } from '@kartis/core'
import { describe, expect, it } from 'vitest'
import { ALL_CATALOGUES } from '../../test/all-catalogues'
import { createI18n } from '../i18n/create-i18n'
import { translatorOf } from '../i18n/translate'
import { seatPriceText } from './seat-price'

const ticket = (id: number, price: number): Ticket => ({
  id,
  name: `כרטיס ${id}`,
  price: agorot(price),
  serviceCharge: agorot(0),
  pricePolicyId: 1,
  multiplyFactor: 1,
  quantity: 0,
  balance: 0,
})

const group = (tickets: readonly Ticket[]): TicketGroup => ({ id: 8, name: 'רגיל', tickets, voucherTickets: [], isByCodeEnabled: false })

describe('§3 a seat’s price as the map says it', () => {
  const en = translatorOf(createI18n('en', ALL_CATALOGUES))

  it('says the one price of the seat’s ticket group', () => {
    expect(seatPriceText(en, 'en', group([ticket(1, 5000), ticket(2, 5000)]))).toMatch(/^₪\s?50\.00$/)
  })

  it('says "from" the lowest price when the group has several', () => {
    expect(seatPriceText(en, 'en', group([ticket(1, 5000), ticket(2, 4000)]))).toMatch(/^from ₪\s?40\.00$/)
  })

  it('says nothing for a seat without a group or tickets', () => {
    expect(seatPriceText(en, 'en', undefined)).toBeNull()
    expect(seatPriceText(en, 'en', group([]))).toBeNull()
  })
})
