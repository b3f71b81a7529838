import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakePorts } from '../../test/fake-ports'
import { renderApp } from '../../test/render-app'
import { fakeVoucherSales } from './sales.fixtures'

const currentStep = () => screen.getAllByRole('listitem').find((item) => item.getAttribute('aria-current') === 'step')?.textContent

const renderShop = (path: string) => {
  const voucherSales = fakeVoucherSales()
  return { ...renderApp(path, { ports: fakePorts({ voucherSales }) }), voucherSales }
}

describe('§2 the voucher order wizard', () => {
  it('walks vouchers → authentication → products and goes on to details and payment, without voucher payment', async () => {
    const { router } = renderShop('/vouchers')
    expect(await screen.findByRole('heading', { level: 1, name: 'שוברים וכרטיסי מתנה' })).toBeTruthy()
    expect(currentStep()).toBe('1בחירת שוברים')
    expect(await screen.findByRole('heading', { level: 2, name: 'כרטיסי מתנה' })).toBeTruthy()
    expect(screen.getByText(/100\.00/)).toBeTruthy()

    // §5 nothing chosen: the visitor stays, told why.
    fireEvent.click(screen.getByRole('button', { name: 'המשך להזדהות' }))
    expect(screen.getByRole('alert').textContent).toBe('יש לבחור לפחות פריט אחד')

    const add = screen.getByRole('button', { name: /^הוספת כרטיס מתנה .*100/ })
    fireEvent.click(add)
    fireEvent.click(add)
    const summary = screen.getByRole('region', { name: 'סיכום ההזמנה' })
    expect(within(summary).getByText('שוברים וכרטיסי מתנה').nextElementSibling?.textContent).toContain('200.00')
    expect(within(summary).queryByText('כרטיסים')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'המשך להזדהות' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'הזדהות' })).toBeTruthy()
    expect(currentStep()).toBe('2הזדהות')
    fireEvent.click(await screen.findByRole('button', { name: 'המשך בלי חשבון' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'מוצרים נוספים' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'הוספת מעטפת מתנה' }))
    expect(within(summary).getByText('סך הכול').nextElementSibling?.textContent).toContain('207.00')
    fireEvent.click(screen.getByRole('button', { name: 'המשך לפרטים ולתשלום' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/booking/checkout'))
    expect(await screen.findByRole('heading', { level: 1, name: 'פרטים ותשלום' })).toBeTruthy()
    expect(currentStep()).toBe('4פרטים ותשלום')
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toContain('2הזדהות')
    // §2 a voucher order is not paid with vouchers.
    expect(screen.queryByRole('button', { name: 'תשלום בשובר או בכרטיס מתנה' })).toBeNull()
    expect(screen.getByRole('button', { name: 'לתשלום בכרטיס אשראי' })).toBeTruthy()
  })

  it('/system-vouchers/{id} shows the same shop filtered to one super class, with the waiver age check', async () => {
    const { voucherSales } = renderShop('/system-vouchers/2')
    expect(await screen.findByRole('heading', { level: 1, name: 'פארק טרמפולינות' })).toBeTruthy()
    await screen.findByText('מתאים לגילאי 6–12')
    expect(voucherSales.asked).toEqual([2])
    expect(screen.queryByRole('heading', { level: 2, name: 'כרטיסי מתנה' })).toBeNull()
    expect(screen.getByText('מתאים לגילאי 6–12')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('תאריך הלידה של המשתתף/ת'), { target: { value: '2001-03-04' } })
    fireEvent.click(screen.getByRole('button', { name: /^הוספת קפיצה לילדים/ }))
    expect((await screen.findByRole('alert')).textContent).toBe('השובר אינו מתאים לגיל 25')
  })

  it('an unknown super class, or a malformed id, says so with the way to every voucher', async () => {
    const { router } = renderShop('/vouchers/99')
    expect(await screen.findByRole('heading', { level: 1, name: 'סוג השוברים הזה לא נמצא' })).toBeTruthy()
    fireEvent.click(screen.getByRole('link', { name: 'לכל השוברים' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/vouchers'))
    expect(await screen.findByRole('heading', { level: 1, name: 'שוברים וכרטיסי מתנה' })).toBeTruthy()
  })

  it('a malformed id is not found either', async () => {
    renderShop('/system-vouchers/abc')
    expect(await screen.findByRole('heading', { level: 1, name: 'סוג השוברים הזה לא נמצא' })).toBeTruthy()
  })
})
