import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakePorts } from '../../test/fake-ports'
import { renderApp } from '../../test/render-app'
import { fakeDonationSales } from './sales.fixtures'

const currentStep = () => screen.getAllByRole('listitem').find((item) => item.getAttribute('aria-current') === 'step')?.textContent

describe('§2 the donation wizard', () => {
  it('a free amount out of bounds is refused in Hebrew naming the bounds; one within them goes on to details and payment', async () => {
    const { router } = renderApp('/donations', { ports: fakePorts({ donationSales: fakeDonationSales() }) })
    expect(await screen.findByRole('heading', { level: 1, name: 'תרומות' })).toBeTruthy()
    expect(currentStep()).toBe('1בחירת תרומה')
    const amount = screen.getByLabelText('סכום אחר בשקלים')
    fireEvent.change(amount, { target: { value: '5000' } })
    fireEvent.click(screen.getByRole('button', { name: 'הוספה' }))
    expect((await screen.findByRole('alert')).textContent).toBe('אפשר לתרום סכום בין ₪10 ל־₪1000')
    expect(amount.getAttribute('aria-invalid')).toBe('true')

    fireEvent.change(amount, { target: { value: '120' } })
    fireEvent.click(screen.getByRole('button', { name: 'הוספה' }))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('status').textContent).toBe('הסכום נוסף להזמנה.')
    fireEvent.click(screen.getByRole('button', { name: /18\.00/ }))
    const summary = screen.getByRole('region', { name: 'סיכום ההזמנה' })
    expect(within(summary).getByText('תרומות').nextElementSibling?.textContent).toContain('138.00')

    fireEvent.click(screen.getByRole('button', { name: 'המשך לפרטים ולתשלום' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/booking/checkout'))
    expect(await screen.findByRole('heading', { level: 1, name: 'פרטים ותשלום' })).toBeTruthy()
    expect(currentStep()).toBe('2פרטים ותשלום')
    // §2 a donation may be paid with a voucher or gift card.
    expect(screen.getByRole('button', { name: 'תשלום בשובר או בכרטיס מתנה' })).toBeTruthy()
  })

  it('§5 going on needs a donation', async () => {
    renderApp('/donations', { ports: fakePorts({ donationSales: fakeDonationSales() }) })
    fireEvent.click(await screen.findByRole('button', { name: 'המשך לפרטים ולתשלום' }))
    expect(screen.getByRole('alert').textContent).toBe('יש לבחור לפחות פריט אחד')
  })
})
