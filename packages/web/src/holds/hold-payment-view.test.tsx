import { agorot, type Customer, type Reservation, type Result } from '@kartis/core'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakePorts } from '../../test/fake-ports'
import { renderApp } from '../../test/render-app'
import { NOA, NOA_RESERVATION } from '../customers/customer-fixtures'

const right = <A,>(value: A): Result<A> => ({ _tag: 'Right', right: value })

/** An unpaid hold of ₪89 for a show on 1 July 2026 at 20:30, first in the list as the server sorts it. */
const HOLD: Reservation = {
  ...NOA_RESERVATION,
  reservationIdentifier: 'KRT-HOLD1',
  resStateId: 1,
  isUnpaid: true,
  startDateTime: '2026-07-01T20:30:00+03:00',
  total: agorot(8900),
  cancellation: null,
}

describe('§4 paying a hold in the customer area', () => {
  it('shows by when, and pays it by card: the card dialog opens for its total', async () => {
    const forms: number[] = []
    const base = fakePorts()
    const customer: Customer = { ...NOA, reservations: [HOLD, NOA_RESERVATION] }
    const ports = fakePorts({
      customerArea: { ...base.customerArea, customerAreaData: async () => right(customer) },
      payments: {
        ...base.payments,
        paymentFormUrl: async (request) => {
          forms.push(request.total)
          return right('/api/payment/hosted/s1?locale=he')
        },
      },
    })
    // 30 June 2026: a day before the show.
    renderApp('/customer', { ports, now: Date.parse('2026-06-30T12:00:00+03:00') })
    expect(await screen.findByText('לתשלום עד יום רביעי, 1 ביולי · 20:00, בקופה או כאן.')).toBeTruthy()
    const pay = screen.getByRole('button', { name: /^תשלום עכשיו.*89\.00.*₪ עבור המלט$/ })
    expect(screen.getAllByRole('button', { name: /תשלום עכשיו/ })).toHaveLength(1)
    fireEvent.click(pay)
    expect(await screen.findByRole('dialog', { name: 'תשלום בכרטיס אשראי' })).toBeTruthy()
    await waitFor(() => expect(forms).toEqual([8900]))
  })
})
