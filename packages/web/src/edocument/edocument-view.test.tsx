import type { Reservations, Result, Reservation } from '@kartis/core'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { reservationOf, twoSeatCart } from '../checkout/checkout.fixtures'
import { renderRoutes } from '../checkout/render-checkout.test-support'
import { EdocumentPageBody } from './edocument-page-body'
import { EdocumentStore } from './edocument-store'
import { seatLines } from './edocument-view'

const storeAnswering = (answer: Result<Reservation>) => {
  const port: Pick<Reservations, 'reservation'> = { reservation: async () => answer }
  return new EdocumentStore(port)
}

const show = (reservation: Result<Reservation>, locale: 'he' | 'en' = 'he') =>
  renderRoutes(
    {
      '/edocument/:documentKey': (
        <EdocumentPageBody documentKey="R1001-0123456789abcdef" store={storeAnswering(reservation)} confirmation={null} locale={locale} />
      ),
    },
    '/edocument/R1001-0123456789abcdef',
    locale,
  )

describe('§2 the e-ticket', () => {
  it('shows the QR code, the feature, the time in Jerusalem, the venue, the seats and the late notice', async () => {
    show({ _tag: 'Right', right: { ...reservationOf('R1001'), venueName: 'אולם 1' } })
    const qr = await screen.findByRole('img', { name: 'קוד QR של הזמנה R1001' })
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/)
    expect(screen.getByRole('heading', { level: 2, name: 'המופע' })).toBeTruthy()
    expect(screen.getByText('יום רביעי, 1 ביולי · 20:30')).toBeTruthy()
    expect(screen.getByText('אולם 1')).toBeTruthy()
    const seats = screen.getByRole('table')
    expect(within(seats).getByRole('columnheader', { name: 'שורה' })).toBeTruthy()
    expect(within(seats).getByText('5, 6')).toBeTruthy()
    expect(screen.getByText('המקומות שמורים לך עד השעה המודפסת על הכרטיס.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'הדפסה' })).toBeTruthy()
  })

  it('shows general admission when the reservation has no seat names', async () => {
    show({ _tag: 'Right', right: { ...reservationOf('R1001'), rowNames: '', seatNames: '', sectionName: 'רחבה' } }, 'en')
    expect(await screen.findByText('General admission · רחבה')).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('says a cancelled order is cancelled, with no QR code', async () => {
    show({ _tag: 'Right', right: { ...reservationOf('R1001'), resStateId: 3 } })
    expect((await screen.findByRole('alert')).textContent).toBe('ההזמנה בוטלה')
    expect(screen.queryByRole('img')).toBeNull()
  })

  it('says why it cannot be shown', async () => {
    show({ _tag: 'Left', left: { code: 'RESERVATION_NOT_FOUND' } })
    expect(await screen.findByText('ההזמנה לא נמצאה')).toBeTruthy()
    expect(screen.getByText('אי אפשר להציג את הכרטיס כרגע.')).toBeTruthy()
  })
})

describe('§2 the seats printed', () => {
  it('are each seat of the committed cart when this browser made the order', () => {
    expect(seatLines(reservationOf('R1001'), twoSeatCart())).toEqual([
      { section: 'אולם', row: '3', seat: '5' },
      { section: 'אולם', row: '3', seat: '6' },
    ])
  })
  it("are the reservation's lists otherwise", () => {
    expect(seatLines(reservationOf('R1001'), null)).toEqual([{ section: 'אולם', row: '3', seat: '5, 6' }])
  })
})
