import { InMemoryBoxOffice, demoDataset, type DemoDataset } from '@kartis/api-adapter'
import { ManualClock } from '@kartis/core'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { renderApp } from '../../test/render-app'
import { demoPorts } from './demo-ports'

const NOW = Date.parse('2026-07-01T09:00:00+03:00')
let dataset: DemoDataset
beforeAll(() => {
  dataset = demoDataset(NOW)
}, 120_000)

const firstAt = (venueId: number): number => {
  const found = dataset.presentations.find((presentation) => presentation.venueId === venueId && presentation.startDateTime !== null)
  if (found === undefined) throw new Error(`no presentation in venue ${venueId}`)
  return found.id
}

const renderOrder = (venueId: number) => {
  const clock = new ManualClock(NOW)
  const demo = demoPorts(clock, '33333333-3333-4333-8333-333333333333', new InMemoryBoxOffice(dataset, { clock }))
  const view = renderApp(`/order/${firstAt(venueId)}`, { ports: demo.ports, now: NOW })
  return { ...view, analytics: demo.analytics }
}

const currentStep = () => screen.getAllByRole('listitem').find((item) => item.getAttribute('aria-current') === 'step')?.textContent

describe('§2 the event order wizard', () => {
  it('walks seats → tickets → products and goes on to details and payment', async () => {
    const { router, analytics } = renderOrder(1)
    fireEvent.click(await screen.findByRole('button', { name: 'בחרו לי מקום' }))
    const toTickets = screen.getByRole('button', { name: 'המשך לבחירת כרטיסים' })
    await waitFor(() => expect(toTickets.hasAttribute('disabled')).toBe(false))
    expect(within(screen.getByRole('region', { name: 'המקומות שבחרת' })).getAllByRole('listitem')).toHaveLength(1)
    fireEvent.click(toTickets)

    expect(await screen.findByRole('heading', { level: 1, name: 'בחירת כרטיסים' })).toBeTruthy()
    expect(currentStep()).toBe('2בחירת כרטיסים')
    const toProducts = screen.getByRole('button', { name: 'המשך למוצרים נוספים' })
    expect(toProducts.hasAttribute('disabled')).toBe(true)
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '101' } })
    expect(toProducts.hasAttribute('disabled')).toBe(false)
    fireEvent.click(toProducts)

    expect(await screen.findByRole('heading', { level: 1, name: 'מוצרים נוספים' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'הוספת פופקורן' }))
    const summary = screen.getByRole('region', { name: 'סיכום ההזמנה' })
    expect(within(summary).getByText('מוצרים').nextElementSibling?.textContent).toContain('22.00')
    fireEvent.click(screen.getByRole('button', { name: 'המשך לפרטים ולתשלום' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/booking/checkout'))
    expect(analytics.events.map((event) => event.name)).toEqual([
      'view_item',
      'add_to_cart',
      'add_to_cart',
      'add_to_cart',
      'begin_checkout',
    ])
    expect(analytics.events.at(-1)).toMatchObject({ value: 4500 + 200 + 2200 })
  })

  it('shows the countdown of a presentation that has one', async () => {
    renderOrder(3)
    const timer = await screen.findByRole('timer', { name: 'הזמן שנותר להשלמת ההזמנה' })
    expect(timer.textContent).toContain('10:00')
  })

  it('counts a key pressed anywhere as activity, and shows the idle notice after 5 quiet minutes', async () => {
    const { clock, store } = renderOrder(1)
    await screen.findByRole('button', { name: 'בחרו לי מקום' })
    act(() => clock.advance(299_000))
    fireEvent.keyDown(document.body, { key: 'Tab' })
    act(() => clock.advance(299_000))
    expect(store.loadedOrderSession?.order.idle).toBe(false)
    act(() => clock.advance(2_000))
    expect((await screen.findByRole('alert')).textContent).toContain('בגלל חוסר פעילות של 5 דקות שוחררו המקומות שבחרת.')
  })

  it('shows a presentation the box office does not know as a failed load', async () => {
    const clock = new ManualClock(NOW)
    renderApp('/order/987654', {
      ports: demoPorts(clock, '44444444-4444-4444-8444-444444444444', new InMemoryBoxOffice(dataset, { clock })).ports,
    })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('האירוע לא נמצא')
  })
})
