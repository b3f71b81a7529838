import { kartisError, type Cart, type Customer, type Result } from '@kartis/core'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakePorts } from '../../test/fake-ports'
import { renderApp } from '../../test/render-app'
import { reservationOf, twoSeatCart } from '../checkout/checkout.fixtures'
import { noaAsMember, premiumCart } from './hold-fixtures'

/** The first look at a page waits for its chunks and the customer session (slow on a busy machine). */

// The app's clock stands in mid-June 2025; the show is on 1 July 2026 at 20:30.
const MEMBER = noaAsMember({ startDate: '2025-01-01', endDate: '2026-12-31' })
const NOT_A_MEMBER = noaAsMember(null)

const right = <A,>(value: A): Result<A> => ({ _tag: 'Right', right: value })

/** The storefront at checkout with two seats in the cart, the customer session answering `customer` (null: nobody logged in). */
const checkoutWith = async (customer: Customer | null, path: string, cart: Cart = twoSeatCart()) => {
  const commits: Cart[] = []
  const base = fakePorts()
  const ports = fakePorts({
    customerArea: {
      ...base.customerArea,
      customerAreaData: async () => (customer === null ? { _tag: 'Left', left: kartisError('LOGIN_REQUIRED') } : right(customer)),
    },
    payments: {
      ...base.payments,
      commit: async (request) => {
        commits.push(request.cart)
        return right({ reservationIdentifier: 'KR-HOLD0001', ticketIdentifiers: ['T1', 'T2'], documentKey: 'KR-HOLD0001-0123456789abcdef' })
      },
    },
    reservations: { ...base.reservations, reservation: async (resId) => right({ ...reservationOf(resId), resStateId: 1, isUnpaid: true }) },
  })
  const app = renderApp(path, { ports })
  const session = await act(() => app.store.orderSession())
  await act(async () => {
    session.order.updateCart(() => ({ ...cart, isHold: session.order.cart.isHold, customerInfo: session.order.cart.customerInfo }))
    await Promise.resolve()
  })
  return { ...app, session, commits }
}

describe('§4 the hold order at checkout', () => {
  it('?isHold=1 chooses the hold; a visitor not logged in is asked to log in, in the login dialog for hold orders', async () => {
    await checkoutWith(null, '/booking/checkout?isHold=1')
    const hold = await screen.findByRole<HTMLInputElement>('radio', { name: /שמירת המקומות ותשלום בקופה/ })
    await waitFor(() => expect(hold.checked).toBe(true))
    expect(screen.getByText(/עד 30 דקות לפני תחילת האירוע, כלומר עד יום רביעי, 1 ביולי · 20:00/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'תשלום בשובר או בכרטיס מתנה' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'לשמירת המקומות ותשלום בקופה' }))
    expect(await screen.findByRole('dialog', { name: 'התחברות להזמנה בלי תשלום מראש' })).toBeTruthy()
  })

  it('shows one login dialog at a time: the hold’s, after "login to checkout" was opened and closed', async () => {
    await checkoutWith(null, '/booking/checkout?isHold=1')
    fireEvent.click(await screen.findByRole('button', { name: 'התחברות והמשך לתשלום' }))
    const checkoutDialog = await screen.findByRole('dialog', { name: 'התחברות לפני התשלום' })
    fireEvent.click(within(checkoutDialog).getByRole('button', { name: 'סגירה' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    fireEvent.click(screen.getByRole('button', { name: 'לשמירת המקומות ותשלום בקופה' }))
    expect(await screen.findByRole('dialog', { name: 'התחברות להזמנה בלי תשלום מראש' })).toBeTruthy()
    expect(screen.getAllByRole('dialog')).toHaveLength(1)
    fireEvent.click(screen.getByRole('button', { name: 'סגירה' }))
    fireEvent.click(screen.getByRole('button', { name: 'התחברות והמשך לתשלום' }))
    expect(await screen.findByRole('dialog', { name: 'התחברות לפני התשלום' })).toBeTruthy()
    expect(screen.getAllByRole('dialog')).toHaveLength(1)
  })

  it('is not offered to a visitor who did not ask for it and is no member', async () => {
    await checkoutWith(NOT_A_MEMBER, '/booking/checkout')
    expect(await screen.findByRole('button', { name: 'לתשלום בכרטיס אשראי' })).toBeTruthy()
    expect(screen.queryByRole('radio', { name: /שמירת המקומות/ })).toBeNull()
  })

  it('offers an active member the choice; premium seats are named, with the switch to a regular order', async () => {
    await checkoutWith(MEMBER, '/booking/checkout', premiumCart())
    fireEvent.click(await screen.findByRole('radio', { name: /שמירת המקומות ותשלום בקופה/ }))
    expect((await screen.findByRole('list', { name: 'מושבי הפרימיום בהזמנה:' })).textContent).toBe('אולם, שורה 3, מושב 6')
    fireEvent.click(screen.getByRole('button', { name: 'מעבר להזמנה רגילה ותשלום עכשיו' }))
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'תשלום עכשיו בכרטיס אשראי' }).checked).toBe(true)
    expect(screen.getByRole('button', { name: 'לתשלום בכרטיס אשראי' })).toBeTruthy()
  })

  it('commits a member’s hold without payment and confirms what is due, and by when', async () => {
    const { commits, router } = await checkoutWith(MEMBER, '/booking/checkout?isHold=1')
    expect(await screen.findByText('התחברת בתור נועה כהן. הפרטים שלך מולאו בטופס.')).toBeTruthy()
    fireEvent.click(screen.getByLabelText(/קראתי את תקנון האתר/))
    fireEvent.click(screen.getByRole('button', { name: 'לשמירת המקומות ותשלום בקופה' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/booking/checkout/payment'))
    expect(commits).toEqual([expect.objectContaining({ isHold: true, paymentIdentifier: null })])
    expect(await screen.findByRole('heading', { level: 1, name: 'הזמנה שמורה – תשלום בקופה' })).toBeTruthy()
    expect(screen.queryByRole('heading', { level: 1, name: 'תשלום' })).toBeNull()
    expect(await screen.findByText('המקומות נשמרו עבורך')).toBeTruthy()
    expect(screen.getByText('לתשלום:', { exact: false })).toBeTruthy()
    expect(screen.queryByText('שולם')).toBeNull()
  })
})
