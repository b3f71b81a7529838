import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fakePorts } from '../../test/fake-ports'
import { renderApp, renderAsInBrowser } from '../../test/render-app'
import { fixedCatalog } from '../catalog/catalog-fixtures'
import { PAGE_LOADERS } from './routes'

const heading = async () => (await screen.findByRole('heading', { level: 1 })).textContent

describe('§2 storefront routes', () => {
  it.each([
    ['/', 'מה מציגים'],
    ['/booking', 'מה מציגים'],
    ['/booking/features/12', 'מועדי האירוע'],
    ['/order/3401', 'בחירת מקומות'],
    ['/booking/checkout', 'פרטים ותשלום'],
    ['/booking/checkout/payment', 'תשלום'],
    ['/edocument/5f0c-77aa', 'הכרטיס שלך'],
  ])('%s shows its heading', async (path, title) => {
    renderApp(path)
    expect(await heading()).toBe(title)
  })

  it('shows the empty state of the event list, not made-up events', async () => {
    renderApp('/', { ports: fakePorts({ catalog: fixedCatalog([], []) }) })
    await heading()
    expect(await screen.findByText('אין כרגע אירועים במכירה.')).toBeTruthy()
    // The ways to the voucher shop and the donations (a navigation of their own) are no events.
    expect(screen.queryAllByRole('listitem').filter((item) => item.closest('main') !== null && item.closest('nav') === null)).toEqual([])
  })

  it('shows the order step bar with choosing seats as the current step', async () => {
    renderApp('/order/3401')
    await heading()
    const steps = within(screen.getByRole('list', { name: 'שלבי ההזמנה' })).getAllByRole('listitem')
    expect(steps.map((step) => step.textContent)).toEqual(['1בחירת מקומות', '2בחירת כרטיסים', '3מוצרים נוספים', '4פרטים ותשלום', '5אישור'])
    expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual(['step', null, null, null, null])
  })

  it('shows checkout at the details-and-payment step with an empty cart', async () => {
    renderApp('/booking/checkout')
    await heading()
    expect(screen.getByText('סל הקניות ריק.')).toBeTruthy()
    const current = screen.getAllByRole('listitem').find((item) => item.getAttribute('aria-current') === 'step')
    expect(current?.textContent).toBe('4פרטים ותשלום')
  })

  it.each(['/order/abc', '/order/0', '/booking/features/-3', '/no/such/page'])('%s is the 404 page', async (path) => {
    renderApp(path)
    expect(await heading()).toBe('הדף לא נמצא')
    expect(screen.getByRole('link', { name: 'לדף הבית' }).getAttribute('href')).toBe('/')
  })

  it('loads each page only when its route is visited', async () => {
    const order = vi.fn(PAGE_LOADERS.order)
    const checkout = vi.fn(PAGE_LOADERS.checkout)
    const { router } = renderApp('/', { pages: { order, checkout } })
    await heading()
    expect(order).not.toHaveBeenCalled()
    await router.navigate('/order/7')
    expect(await screen.findByRole('heading', { level: 1, name: 'בחירת מקומות' })).toBeTruthy()
    expect(order).toHaveBeenCalledTimes(1)
    expect(checkout).not.toHaveBeenCalled()
  })

  it('shows a loading state inside the page frame while the first page loads', async () => {
    renderApp('/', { pages: { home: () => new Promise(() => undefined) } })
    const status = await screen.findByRole('status')
    expect(status.textContent).toBe('טוען…')
    expect(status.getAttribute('aria-busy')).toBe('true')
    expect(screen.getByRole('banner')).toBeTruthy()
    expect(screen.getByRole('contentinfo')).toBeTruthy()
  })

  it.each([
    ['/booking/checkout', 'פרטים ותשלום'],
    ['/order/abc', 'הדף לא נמצא'],
  ])('serves %s through the plain router the browser uses', async (path, title) => {
    renderAsInBrowser(path)
    expect(await heading()).toBe(title)
  })
})
