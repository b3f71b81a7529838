import { InMemoryBoxOffice, inMemoryAdapters } from '@kartis/api-adapter'
import { agorot, kartisError, type Customer, type KartisError, type Result } from '@kartis/core'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fakePorts } from '../../test/fake-ports'
import { renderApp } from '../../test/render-app'
import { DEFAULT_PUBLIC_VENUE } from '../venues/venue-store'
import { fixedCatalog } from '../catalog/catalog-fixtures'
import { twoSeatCart } from '../checkout/checkout.fixtures'
import { moneyText } from '../order/money-text'
import { NOA, NOA_RESERVATION } from './customer-fixtures'

const right = <T,>(value: T): Result<T> => ({ _tag: 'Right', right: value })
const left = (error: KartisError): Result<never> => ({ _tag: 'Left', left: error })

/** The storefront over fakes in which Noa is logged in (the customer area answers her), cancel quoting ₪10 / ₪80. */
const asNoa = (customer: Customer = NOA) =>
  fakePorts({
    catalog: fixedCatalog([], []),
    customerArea: { ...fakePorts().customerArea, customerAreaData: async () => right(customer), logout: async () => right(undefined) },
    reservations: {
      ...fakePorts().reservations,
      cancel: vi.fn(async () => right({ fee: agorot(1000), refund: agorot(8000), creditCode: 'CR-7Q2K' })),
    },
  })

/** §6 issue 15 a venue whose customers may cancel online (customerAreaAllowEnableCancel). */
const CANCELLING_VENUE = { ...DEFAULT_PUBLIC_VENUE, cancellationAllowed: true }

/** The storefront over a small in-memory box office with the demo customers, nobody logged in. */
const inMemory = () => {
  const office = new InMemoryBoxOffice(
    { features: [], presentations: [], serviceCharges: [], ticketCodes: [], vouchers: [], timers: [], miniSites: [], integrations: [] },
    { clock: { now: () => 1_750_000_000_000, every: () => () => undefined } },
  )
  const ports = fakePorts(inMemoryAdapters(office, { uuid: () => '66666666-6666-4666-8666-666666666666' }))
  return { office, ports }
}

describe('§2 the customer area routes', () => {
  it.each(['/customer', '/booking/customer-portal'])('%s shows the login form to a visitor who is not logged in', async (path) => {
    renderApp(path, {
      ports: fakePorts({
        catalog: fixedCatalog([], []),
        customerArea: { ...fakePorts().customerArea, customerAreaData: async () => left(kartisError('LOGIN_REQUIRED')) },
      }),
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'האזור האישי' })).toBeTruthy()
    expect(await screen.findByRole('heading', { level: 2, name: 'התחברות' })).toBeTruthy()
    const methods = screen.getByRole('group', { name: 'דרך ההתחברות' })
    expect(
      within(methods)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['טלפון נייד', 'תעודת זהות', 'דוא״ל וסיסמה', 'קישור בדוא״ל'])
    expect(screen.getByRole('textbox', { name: 'טלפון נייד' })).toBeTruthy()
  })

  it('/customer/{token}: a link already used says so (§8) and opens the login form; the address becomes /customer', async () => {
    const data = vi.fn(async (token?: string) => left(kartisError(token === undefined ? 'LOGIN_REQUIRED' : 'CUSTOMER_TOKEN_REDEEMED')))
    const { router } = renderApp('/customer/T-123', {
      ports: fakePorts({ catalog: fixedCatalog([], []), customerArea: { ...fakePorts().customerArea, customerAreaData: data } }),
    })
    expect((await screen.findByRole('alert')).textContent).toContain('כבר נעשה שימוש בקישור הזה')
    expect(screen.getByRole('button', { name: 'שליחת קוד' })).toBeTruthy()
    expect(data).toHaveBeenCalledWith('T-123')
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer'))
  })
})

describe('§2 logging in on the customer area page', () => {
  it('by mobile number: §5 message for a bad number, then the SMS form (one-time-code, numeric), then the area with the customer’s name in the header', async () => {
    const { office, ports } = inMemory()
    renderApp('/customer', { ports })
    const mobile = await screen.findByRole('textbox', { name: 'טלפון נייד' })
    fireEvent.change(mobile, { target: { value: '12345' } })
    fireEvent.click(screen.getByRole('button', { name: 'שליחת קוד' }))
    expect(await screen.findByText('השדה טלפון נייד אינו מספר טלפון נייד תקין')).toBeTruthy()
    fireEvent.change(mobile, { target: { value: '054-9876543' } })
    fireEvent.click(screen.getByRole('button', { name: 'שליחת קוד' }))
    const code = await screen.findByRole('textbox', { name: 'קוד אימות' })
    expect(code.getAttribute('autocomplete')).toBe('one-time-code')
    expect(code.getAttribute('inputmode')).toBe('numeric')
    expect(screen.getByRole('heading', { level: 2, name: 'אימות בקוד SMS' })).toBeTruthy()
    fireEvent.change(code, { target: { value: '000000' === office.smsCodes.lastCodeTo('0549876543') ? '111111' : '000000' } })
    fireEvent.click(screen.getByRole('button', { name: 'אימות והתחברות' }))
    expect((await screen.findByRole('alert')).textContent).toBe('קוד האימות שגוי')
    fireEvent.change(code, { target: { value: office.smsCodes.lastCodeTo('0549876543') } })
    fireEvent.click(screen.getByRole('button', { name: 'אימות והתחברות' }))
    expect(await screen.findByText('שלום, נועה', { selector: 'p' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'שלום, נועה (האזור האישי)' }).getAttribute('href')).toBe('/customer')
  })

  it('by e-mail and password: §8 LOGIN_FAILED shown as text', async () => {
    const { ports } = inMemory()
    renderApp('/customer', { ports })
    fireEvent.click(await screen.findByRole('radio', { name: 'דוא״ל וסיסמה' }))
    fireEvent.change(screen.getByRole('textbox', { name: 'דוא״ל' }), { target: { value: 'noa.levi@kartis.example' } })
    fireEvent.change(screen.getByLabelText('סיסמה'), { target: { value: 'nope' } })
    fireEvent.click(screen.getByRole('button', { name: 'התחברות' }))
    expect((await screen.findByRole('alert')).textContent).toBe('ההתחברות נכשלה')
  })

  it('"send by e-mail": the link goes to the customer with the address, the page says so, and the link logs in', async () => {
    const { office, ports } = inMemory()
    renderApp('/customer', { ports })
    fireEvent.click(await screen.findByRole('radio', { name: 'קישור בדוא״ל' }))
    expect(screen.queryByLabelText('סיסמה')).toBeNull()
    fireEvent.change(screen.getByRole('textbox', { name: 'דוא״ל' }), { target: { value: 'noa.levi@kartis.example' } })
    fireEvent.click(screen.getByRole('button', { name: 'שליחת קישור' }))
    expect((await screen.findByRole('status')).textContent).toContain('שלחנו אליה קישור כניסה')
    expect(office.customers.emailedLinks.map((link) => link.to)).toEqual(['noa.levi@kartis.example'])
    fireEvent.click(screen.getByRole('button', { name: 'חזרה להתחברות' }))
    expect(await screen.findByRole('button', { name: 'שליחת קישור' })).toBeTruthy()
  })
})

describe('§2 the logged-in customer area', () => {
  it('tickets: feature, venue, date, seats and quantity, an e-ticket link, and a cancel button only where the server quotes one (at a venue that allows it)', async () => {
    const other = {
      ...NOA_RESERVATION,
      reservationIdentifier: 'KRT-2002',
      featureName: 'בית הבובות',
      cancellation: null,
      documentKey: 'KRT-2002-aa',
    }
    renderApp('/customer', { ports: asNoa({ ...NOA, reservations: [NOA_RESERVATION, other] }), venue: CANCELLING_VENUE })
    const hamlet = await screen.findByRole('article', { name: 'המלט' })
    expect(hamlet.textContent).toContain('תיאטרון העיר')
    expect(hamlet.textContent).toContain('שורה: 5 · כיסא: 11, 12')
    expect(hamlet.textContent).toContain('כרטיסים: 2')
    expect(within(hamlet).getByRole('link', { name: 'לכרטיס האלקטרוני של המלט' }).getAttribute('href')).toBe(
      '/edocument/KRT-2001-00112233aabbccdd',
    )
    expect(within(hamlet).getByRole('button', { name: 'ביטול ההזמנה של המלט' })).toBeTruthy()
    const dolls = screen.getByRole('article', { name: 'בית הבובות' })
    expect(within(dolls).queryByRole('button')).toBeNull()
  })

  it('§6 issue 15 at a venue that does not allow customers to cancel, no cancel button even where the server quotes one', async () => {
    renderApp('/customer', { ports: asNoa(), venue: { ...CANCELLING_VENUE, businessId: 1, cancellationAllowed: false } })
    const hamlet = await screen.findByRole('article', { name: 'המלט' })
    expect(within(hamlet).getByRole('link', { name: 'לכרטיס האלקטרוני של המלט' })).toBeTruthy()
    expect(within(hamlet).queryByRole('button', { name: 'ביטול ההזמנה של המלט' })).toBeNull()
  })

  it('the cancel dialog: fee, refund, the refund as credit (not to the card online), then the credit code; the reservation leaves the list', async () => {
    let cancelled = false
    const ports = asNoa()
    const withCancel = fakePorts({
      ...ports,
      customerArea: { ...ports.customerArea, customerAreaData: async () => right(cancelled ? { ...NOA, reservations: [] } : NOA) },
    })
    renderApp('/customer', { ports: withCancel, venue: CANCELLING_VENUE })
    fireEvent.click(await screen.findByRole('button', { name: 'ביטול ההזמנה של המלט' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'ביטול הזמנה' })
    expect(dialog.textContent).toContain('דמי ביטול')
    expect(dialog.textContent).toContain(moneyText(agorot(1000), 'he'))
    expect(dialog.textContent).toContain(moneyText(agorot(8000), 'he'))
    expect(dialog.textContent).toContain('החזר לכרטיס האשראי אינו אפשרי דרך האתר')
    cancelled = true
    fireEvent.click(within(dialog).getByRole('button', { name: 'כן, לבטל את ההזמנה' }))
    expect(await screen.findByText('CR-7Q2K')).toBeTruthy()
    expect(screen.getByText('קוד הזיכוי שלך:')).toBeTruthy()
    expect(screen.queryByRole('article', { name: 'המלט' })).toBeNull()
    const [, closeButton] = within(screen.getByRole('dialog', { name: 'ביטול הזמנה' })).getAllByRole('button', { name: 'סגירה' })
    if (closeButton === undefined) throw new Error('the done dialog closes with a button of its own')
    fireEvent.click(closeButton)
    expect(await screen.findByText('אין לך כרגע כרטיסים.')).toBeTruthy()
  })

  it('tabs: arrow keys move along the reading direction (left is next in Hebrew); memberships, vouchers and VOD items', async () => {
    renderApp('/customer', { ports: asNoa() })
    // The area with its data (the tickets tab's reservation), so the key goes to the tab that stays.
    await screen.findByRole('article', { name: 'המלט' })
    const tickets = screen.getByRole('tab', { name: 'הכרטיסים שלי' })
    expect(tickets.getAttribute('aria-selected')).toBe('true')
    fireEvent.keyDown(tickets, { key: 'ArrowLeft' })
    await waitFor(() => expect(screen.getByRole('tab', { name: 'המנויים שלי' }).getAttribute('aria-selected')).toBe('true'))
    const member = screen.getByRole('article', { name: 'חבר מועדון' })
    expect(member.textContent).toContain('123456')
    expect(member.textContent).toContain('מ־1.1.2025 עד 31.12.2027')
    fireEvent.click(screen.getByRole('tab', { name: 'שוברים וכרטיסי מתנה' }))
    const gift = screen.getByRole('article', { name: 'כרטיס מתנה ₪500' })
    expect(gift.textContent).toContain(moneyText(agorot(45000), 'he'))
    fireEvent.click(screen.getByRole('tab', { name: 'הצפייה שלי' }))
    expect(screen.getByRole('link', { name: 'לצפייה מדבר יהודה' }).getAttribute('href')).toBe('/vod/KRT-1998/15')
  })

  it('profile: saved with the Hebrew success text; §8 a failure says error saving details', async () => {
    const update = vi.fn(async () => right(undefined))
    const ports = asNoa()
    renderApp('/customer', { ports: fakePorts({ ...ports, customers: { ...ports.customers, update } }) })
    fireEvent.click(await screen.findByRole('tab', { name: 'הפרטים שלי' }))
    const first = screen.getByRole<HTMLInputElement>('textbox', { name: 'שם פרטי' })
    expect(first.value).toBe('נועה')
    fireEvent.change(first, { target: { value: '' } })
    fireEvent.click(screen.getByRole('button', { name: 'שמירת הפרטים' }))
    expect(await screen.findByText('השדה שם פרטי הוא שדה חובה!')).toBeTruthy()
    expect(update).not.toHaveBeenCalled()
    fireEvent.change(first, { target: { value: 'נעמה' } })
    fireEvent.click(screen.getByRole('button', { name: 'שמירת הפרטים' }))
    expect(await screen.findByText('הפרטים נשמרו בהצלחה')).toBeTruthy()
    expect(update).toHaveBeenCalledWith(expect.objectContaining({ customerId: 1, firstName: 'נעמה' }))
  })

  it('the logout dialog asks first, then the login form is back', async () => {
    renderApp('/customer', { ports: asNoa() })
    fireEvent.click(await screen.findByRole('button', { name: 'התנתקות' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'התנתקות' })
    expect(dialog.textContent).toContain('להתנתק מהאזור האישי?')
    fireEvent.click(within(dialog).getByRole('button', { name: 'כן, להתנתק' }))
    expect(await screen.findByRole('button', { name: 'שליחת קוד' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'האזור האישי' })).toBeTruthy()
  })
})

describe('§2 "login to checkout"', () => {
  it('a button opens the login dialog; after logging in the checkout form holds the customer’s details', async () => {
    const { ports } = inMemory()
    const { store } = renderApp('/booking/checkout', { ports })
    const session = await act(() => store.orderSession())
    act(() => session.order.updateCart(() => twoSeatCart()))
    fireEvent.click(await screen.findByRole('button', { name: 'התחברות והמשך לתשלום' }))
    const dialog = screen.getByRole('dialog', { name: 'התחברות לפני התשלום' })
    fireEvent.click(within(dialog).getByRole('radio', { name: 'דוא״ל וסיסמה' }))
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'דוא״ל' }), { target: { value: 'noa.levi@kartis.example' } })
    fireEvent.change(within(dialog).getByLabelText('סיסמה'), { target: { value: 'Kartis-Demo-1' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'התחברות' }))
    expect(await screen.findByText('התחברת בתור נועה לוי. הפרטים שלך מולאו בטופס.')).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'שם פרטי' }).value).toBe('נועה')
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'תעודת זהות' }).value).toBe('034567826')
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'דוא״ל' }).value).toBe('noa.levi@kartis.example')
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'טלפון נייד' }).value).toBe('0549876543')
  })
})
