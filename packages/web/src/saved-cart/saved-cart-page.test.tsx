import { InMemoryBoxOffice, demoDataset, type DemoDataset } from '@kartis/api-adapter'
import { ManualClock } from '@kartis/core'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { renderApp } from '../../test/render-app'
import { demoPorts } from '../order/demo-ports'
import { DANA, NOW, YOSSI, answeringCarts, boughtReservation, cinemaShowOf, savedCartOf } from './saved-cart.fixtures'

let dataset: DemoDataset
beforeAll(() => {
  dataset = demoDataset(NOW)
}, 120_000)

/** Dana saved a cart; the storefront of another visitor, Yossi, at a path. */
const yossiAfterDanaSaved = async (path: (cartId: string) => string) => {
  const clock = new ManualClock(NOW)
  const office = new InMemoryBoxOffice(dataset, { clock })
  const saved = await savedCartOf(office, clock, DANA, cinemaShowOf(dataset))
  const view = renderApp(path(saved.cartId), { ports: demoPorts(clock, YOSSI, office).ports, now: NOW })
  return { ...view, ...saved, office }
}

describe('§2 /cart/{resId}: a saved cart opened in another browser', () => {
  it('lists the seats with their tickets and the extras, totals them, and goes on to details and payment', async () => {
    const { router } = await yossiAfterDanaSaved((id) => `/cart/${id}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'העגלה ששמרת' })).toBeTruthy()
    const seats = await screen.findByRole('region', { name: 'המקומות שלך' })
    const lines = within(seats)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(lines).toHaveLength(3)
    expect(lines[0]).toMatch(/שורה .+, מושב .+רגיל.*45\.00/)
    expect(lines[2]).toContain('פופקורן, 2 יח׳')
    const summary = screen.getByRole('region', { name: 'סיכום ההזמנה' })
    expect(within(summary).getByText('סה״כ לתשלום').nextElementSibling?.textContent).toMatch(/\d/)
    expect(screen.queryByRole('alert')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'המשך לפרטים ולתשלום' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/booking/checkout'))
  })

  it('"change tickets" opens the order at its tickets step, the seats still selected', async () => {
    const { router } = await yossiAfterDanaSaved((id) => `/cart/${id}`)
    fireEvent.click(await screen.findByRole('button', { name: 'שינוי כרטיסים' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'בחירת כרטיסים' })).toBeTruthy()
    expect(router.state.location.pathname).toMatch(/^\/order\/\d+$/)
    expect(screen.getByRole('button', { name: 'המשך למוצרים נוספים' }).hasAttribute('disabled')).toBe(false)
  })

  it('names the seats taken meanwhile', async () => {
    const clock = new ManualClock(NOW)
    const office = new InMemoryBoxOffice(dataset, { clock })
    const saved = await savedCartOf(office, clock, DANA, cinemaShowOf(dataset))
    const [, taken] = saved.seats
    if (taken === undefined || taken.y === null) throw new Error('two seats expected')
    clock.advance(16 * 60_000)
    office.seats.lock(
      cinemaShowOf(dataset),
      { sectionId: taken.sectionId, x: taken.x, y: taken.y },
      'someone-else',
      taken.ticketGroupId,
      clock.now() + 60_000,
    )
    renderApp(`/cart/${saved.cartId}`, { ports: demoPorts(clock, YOSSI, office).ports, now: NOW })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('המקומות האלה נתפסו בינתיים והוסרו מהעגלה:')
    expect(alert.textContent).toContain(`מושב ${taken.seatName}`)
  })

  it('a link the box office does not know says so, with the way back to the events', async () => {
    const clock = new ManualClock(NOW)
    renderApp('/cart/SC-404', { ports: demoPorts(clock, YOSSI, new InMemoryBoxOffice(dataset, { clock })).ports, now: NOW })
    expect(await screen.findByText('לא הצלחנו לפתוח את העגלה.')).toBeTruthy()
    expect(screen.getByText('הקישור לעגלה השמורה אינו תקין או שפג תוקפו')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'לכל האירועים' })).toBeTruthy()
  })
})

describe('§2 "save the cart / send me a link" on the order page', () => {
  it('saves the cart and shows its link, sent by SMS to the number typed', async () => {
    const clock = new ManualClock(NOW)
    const office = new InMemoryBoxOffice(dataset, { clock })
    renderApp(`/order/${cinemaShowOf(dataset)}`, { ports: demoPorts(clock, DANA, office).ports, now: NOW })
    const save = await screen.findByRole('button', { name: 'שמירת העגלה ושליחת קישור' })
    expect(save.hasAttribute('disabled')).toBe(true)
    // The seats panel comes with the seat map's code (one Suspense), after the page.
    fireEvent.click(await screen.findByRole('button', { name: 'בחרו לי מקום' }))
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false))
    fireEvent.click(save)
    const dialog = await screen.findByRole('dialog', { name: 'שמירת העגלה' })
    fireEvent.change(within(dialog).getByLabelText('שליחת הקישור ב־SMS לטלפון נייד (לא חובה)'), { target: { value: '052-1234567' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'שמירה' }))
    const link = await within(dialog).findByLabelText('הקישור לעגלה')
    expect((link as HTMLInputElement).value).toMatch(/\/cart\/SC-1$/)
    expect(within(dialog).getByRole('status').textContent).toContain('הקישור נשלח גם ב־SMS.')
    expect(office.savedCarts.get('SC-1')?.cart.seats).toHaveLength(1)
  })

  it('a number that is no Israeli mobile is refused in the dialog', async () => {
    const clock = new ManualClock(NOW)
    renderApp(`/order/${cinemaShowOf(dataset)}`, {
      ports: demoPorts(clock, DANA, new InMemoryBoxOffice(dataset, { clock })).ports,
      now: NOW,
    })
    fireEvent.click(await screen.findByRole('button', { name: 'בחרו לי מקום' }))
    const save = screen.getByRole('button', { name: 'שמירת העגלה ושליחת קישור' })
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false))
    fireEvent.click(save)
    const dialog = await screen.findByRole('dialog', { name: 'שמירת העגלה' })
    const mobile = within(dialog).getByLabelText('שליחת הקישור ב־SMS לטלפון נייד (לא חובה)')
    fireEvent.change(mobile, { target: { value: '12345' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'שמירה' }))
    expect((await within(dialog).findByRole('alert')).textContent).not.toBe('')
    expect(mobile.getAttribute('aria-invalid')).toBe('true')
  })
})

describe('§4/§9 /cart/{resId} for a reservation the visitor bought', () => {
  it('shows "change your booking": its seats and tickets, the credit for them in the summary, nothing to pay, no saving it as a cart', async () => {
    const clock = new ManualClock(NOW)
    const office = new InMemoryBoxOffice(dataset, { clock })
    const { resId, modifying } = await boughtReservation(office, clock, DANA, cinemaShowOf(dataset))
    const ports = demoPorts(clock, DANA, office).ports
    renderApp(`/cart/${resId}`, {
      ports: { ...ports, savedCarts: answeringCarts(ports.savedCarts, { _tag: 'Right', right: { cart: modifying, droppedSeats: [] } }) },
      now: NOW,
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'שינוי ההזמנה' })).toBeTruthy()
    expect(within(screen.getByRole('region', { name: 'המקומות שלך' })).getAllByRole('listitem')).toHaveLength(2)
    const summary = screen.getByRole('region', { name: 'סיכום ההזמנה' })
    expect(within(summary).getByText('זיכוי על ההזמנה הקיימת').nextElementSibling?.textContent).toMatch(/^−.*87\.00/)
    expect(within(summary).getByText('סה״כ לתשלום').nextElementSibling?.textContent).toContain('0.00')
    expect(within(summary).queryByRole('button', { name: 'שמירת העגלה ושליחת קישור' })).toBeNull()
  })
})
