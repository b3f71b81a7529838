import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { right } from 'fp-ts/Either'
import { ManualClock, emptyCart, type CommitResult, type ErrorParams, type KartisErrorCode, type Result } from '@kartis/core'
import { HttpPayments, HttpTransport, hebrewMessageOf } from '@kartis/api-adapter'
import { CheckoutPageBody } from './checkout-page-body'
import { ConfirmationPageBody } from './confirmation-page-body'
import { VALID_DETAILS, makeCheckout } from './checkout.fixtures'
import { renderRoutes } from './render-checkout.test-support'

const PAGE_ORIGIN = 'http://pay.test'

const renderCheckout = (made = makeCheckout(), locale: 'he' | 'en' = 'he') => {
  const routes = {
    '/booking/checkout': <CheckoutPageBody checkout={made.store} locale={locale} />,
    '/booking/checkout/payment': <ConfirmationPageBody checkout={made.store} locale={locale} />,
  }
  return { ...made, ...renderRoutes(routes, '/booking/checkout', locale) }
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } })

const fillHebrew = () => {
  type('שם פרטי', VALID_DETAILS.firstName)
  type('שם משפחה', VALID_DETAILS.lastName)
  type('תעודת זהות', VALID_DETAILS.ssn)
  type('דוא״ל', VALID_DETAILS.email)
  fireEvent.change(screen.getByLabelText(/^טלפון נייד/), { target: { value: VALID_DETAILS.mobileNumber } })
  type('אימות טלפון נייד', VALID_DETAILS.mobileNumber)
  fireEvent.click(screen.getByLabelText(/קראתי את תקנון האתר/))
}

/**
 * The card frame's window: the only source whose messages count. The test DOM loads no frame
 * (its contentWindow is null), so the frame is given a stand-in message source to be its window.
 */
const cardFrameWindow = (): MessageEventSource | null => {
  const frame = screen.queryByTitle('טופס התשלום המאובטח')
  if (!(frame instanceof HTMLIFrameElement)) return null
  if (frame.contentWindow === null) Object.defineProperty(frame, 'contentWindow', { value: new MessageChannel().port1 })
  const own: unknown = frame.contentWindow
  return own instanceof MessagePort ? own : frame.contentWindow
}

const postFromPage = (data: unknown, origin = PAGE_ORIGIN, source: MessageEventSource | null = cardFrameWindow()) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, data, source }))
  })

const openCard = async () => {
  const made = renderCheckout()
  fillHebrew()
  fireEvent.click(screen.getByRole('button', { name: 'לתשלום בכרטיס אשראי' }))
  const dialog = await screen.findByRole('dialog', { name: 'תשלום בכרטיס אשראי' })
  return { ...made, dialog }
}

describe('§5 the customer form on screen', () => {
  it('labels every field and marks the required ones', () => {
    renderCheckout()
    for (const label of ['שם פרטי', 'שם משפחה', 'תעודת זהות', 'דוא״ל', 'אימות טלפון נייד']) {
      expect(screen.getByLabelText(label, { exact: false }).getAttribute('aria-required')).toBe('true')
    }
  })

  it('on an empty submit shows each message in Hebrew, tied to its field, and focuses the first', async () => {
    renderCheckout()
    fireEvent.click(screen.getByRole('button', { name: 'לתשלום בכרטיס אשראי' }))
    const first = screen.getByLabelText('שם פרטי', { exact: false })
    await waitFor(() => expect(document.activeElement).toBe(first))
    expect(first.getAttribute('aria-invalid')).toBe('true')
    const describedBy = first.getAttribute('aria-describedby') ?? ''
    expect(document.getElementById(describedBy)?.textContent).toBe('השדה שם פרטי הוא שדה חובה!')
    expect(screen.getByRole('alert').textContent).toBe('נא לוודא שכל השדות מולאו כראוי')
  })

  it('checks the ID number check digit and the matching mobile numbers', () => {
    renderCheckout()
    type('תעודת זהות', '123456789')
    fireEvent.blur(screen.getByLabelText('תעודת זהות', { exact: false }))
    expect(screen.getByText('השדה תעודת זהות אינו מספר תעודת זהות תקין')).toBeTruthy()
    fireEvent.change(screen.getByLabelText(/^טלפון נייד/), { target: { value: '0501234567' } })
    type('אימות טלפון נייד', '0501234568')
    fireEvent.blur(screen.getByLabelText('אימות טלפון נייד', { exact: false }))
    expect(screen.getByText('מספרי הטלפון הנייד אינם תואמים')).toBeTruthy()
  })

  it('speaks the visitor language', () => {
    renderCheckout(makeCheckout(), 'en')
    expect(screen.getByLabelText('First name', { exact: false })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Pay by credit card' })).toBeTruthy()
  })
})

describe('§9 the order summary', () => {
  it('shows seats, service charges, the handling fee and the balance due in shekels', () => {
    renderCheckout()
    const summary = screen.getByRole('region', { name: 'סיכום ההזמנה' })
    const text = summary.textContent ?? ''
    expect(text).toContain('כרטיסים')
    expect(text).toContain('90.00')
    expect(text).toContain('עמלות שירות')
    expect(text).toContain('דמי טיפול')
    expect(text).toContain('3.00')
    expect(text).toContain('יתרה לתשלום')
    expect(text).toContain('103.00')
    expect(text).toContain('₪')
  })

  it('offers the number of payments and writes the choice into the cart', () => {
    const { order } = renderCheckout()
    fireEvent.change(screen.getByLabelText('מספר תשלומים'), { target: { value: '3' } })
    expect(order.cart.numberOfPayments).toBe(3)
  })
})

describe('§2/§4 the voucher dialog', () => {
  it('adds a gift card covering the order, which is then completed without a card', async () => {
    const { office } = renderCheckout()
    fireEvent.click(screen.getByRole('button', { name: 'תשלום בשובר או בכרטיס מתנה' }))
    const dialog = screen.getByRole('dialog', { name: 'תשלום בשובר או בכרטיס מתנה' })
    fireEvent.change(within(dialog).getByLabelText('קוד השובר או כרטיס המתנה'), { target: { value: 'GIFT200' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'מימוש' }))
    expect(await within(dialog).findByText('השובר GIFT200 נוסף להזמנה')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'סגירה' }))
    expect(screen.getByText('כרטיס מתנה GIFT200')).toBeTruthy()
    expect(screen.queryByLabelText('מספר תשלומים')).toBeNull()
    fillHebrew()
    fireEvent.click(screen.getByRole('button', { name: 'להשלמת ההזמנה' }))
    expect(await screen.findByText('תודה! ההזמנה שלך אושרה')).toBeTruthy()
    expect(office.formRequests).toHaveLength(0)
  })

  it("says 'no balance left' when nothing is due, and removes a voucher only after confirmation", async () => {
    renderCheckout()
    fireEvent.click(screen.getByRole('button', { name: 'תשלום בשובר או בכרטיס מתנה' }))
    const dialog = screen.getByRole('dialog')
    const code = within(dialog).getByLabelText('קוד השובר או כרטיס המתנה')
    fireEvent.change(code, { target: { value: 'GIFT200' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'מימוש' }))
    await within(dialog).findByText('השובר GIFT200 נוסף להזמנה')
    fireEvent.change(code, { target: { value: 'VOUCH30' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'מימוש' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('לא נותרה יתרה לתשלום שאפשר לממש בה את ההטבה')
    fireEvent.keyDown(dialog, { key: 'Escape' })
    fireEvent.click(screen.getByRole('button', { name: 'הסרת GIFT200' }))
    const question = screen.getByRole('alertdialog', { name: 'להסיר את GIFT200 מההזמנה?' })
    fireEvent.click(within(question).getByRole('button', { name: 'השארה' }))
    expect(screen.getByText('כרטיס מתנה GIFT200')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'הסרת GIFT200' }))
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'הסרה' }))
    expect(screen.queryByText('כרטיס מתנה GIFT200')).toBeNull()
  })
})

describe('§2 the card dialog', () => {
  it('shows the hosted page in a titled frame, loading until it has loaded', async () => {
    const { dialog } = await openCard()
    const frame = await within(dialog).findByTitle('טופס התשלום המאובטח')
    // §7 the page is on another origin: it is told the storefront's, to post its result there only.
    expect(frame.getAttribute('src')).toBe('http://pay.test/api/payment/hosted/s1?locale=he&origin=http%3A%2F%2Fshop.test')
    expect(within(dialog).getByRole('status').textContent).toContain('טופס התשלום נטען')
    fireEvent.load(frame)
    expect(within(dialog).queryByRole('status')).toBeNull()
  })

  it('ignores messages from other origins and sources, and shows a decline with a retry', async () => {
    const { dialog, office } = await openCard()
    await within(dialog).findByTitle('טופס התשלום המאובטח')
    postFromPage({ source: 'kartis-payment', status: 'declined', paymentId: 's1', message: 'forged' }, 'http://evil.test')
    postFromPage({ source: 'someone-else', status: 'declined', paymentId: 's1', message: 'forged' })
    // The right origin and shape, but not from the card frame (another frame or window of that origin).
    postFromPage({ source: 'kartis-payment', status: 'declined', paymentId: 's1', message: 'forged' }, PAGE_ORIGIN, window)
    postFromPage({ source: 'kartis-payment', status: 'declined', paymentId: 's1', message: 'forged' }, PAGE_ORIGIN, null)
    expect(within(dialog).queryByRole('alert')).toBeNull()
    postFromPage({ source: 'kartis-payment', status: 'declined', paymentId: 's1', message: 'העסקה סורבה' })
    const alert = within(dialog).getByRole('alert')
    expect(alert.textContent).toContain('התשלום לא הושלם')
    expect(alert.textContent).toContain('העסקה סורבה')
    fireEvent.click(within(alert).getByRole('button', { name: 'לנסות שוב' }))
    await within(dialog).findByTitle('טופס התשלום המאובטח')
    expect(office.formRequests).toHaveLength(2)
    expect(office.commits).toHaveLength(0)
  })

  it("shows 'payment expired' when the timeout passes", async () => {
    const { dialog, clock } = await openCard()
    await within(dialog).findByTitle('טופס התשלום המאובטח')
    act(() => clock.advance(60_000))
    expect(within(dialog).getByRole('alert').textContent).toContain('הזמן לתשלום הסתיים. יש לרענן את הדף ולבצע את ההזמנה מחדש')
  })

  it('on approval commits and goes on to the confirmation with the e-ticket link', async () => {
    const { dialog, router, order } = await openCard()
    await within(dialog).findByTitle('טופס התשלום המאובטח')
    postFromPage({ source: 'kartis-payment', status: 'approved', paymentId: 's1', message: 'אושר' })
    await waitFor(() => expect(router.state.location.pathname).toBe('/booking/checkout/payment'))
    expect(await screen.findByText('R1001')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'לצפייה בכרטיס' }).getAttribute('href')).toBe('/edocument/R1001-0123456789abcdef')
    expect(order.completedWith).toHaveLength(1)
  })

  it('a refused commit shows its error and the box office text', async () => {
    const { dialog, office, router } = await openCard()
    office.commitAnswer = { _tag: 'Left', left: { code: 'SEAT_NO_LONGER_AVAILABLE', serverMessage: 'Seat taken: Error' } }
    await within(dialog).findByTitle('טופס התשלום המאובטח')
    postFromPage({ source: 'kartis-payment', status: 'approved', paymentId: 's1', message: '' })
    const alert = await screen.findByText('ההזמנה לא הושלמה')
    const box = alert.closest('[role="alert"]')
    expect(box?.textContent).toContain('המושב כבר לא זמין')
    expect(box?.textContent).toContain('הודעת הקופה: Seat taken: Error')
    expect(router.state.location.pathname).toBe('/booking/checkout')
  })
})

/** Issue 14 what the HTTP adapter makes of a commit the box office refused with `status` and a §8 body in Hebrew. */
const refusedOverHttp = async (status: number, code: KartisErrorCode, params: ErrorParams): Promise<Result<CommitResult>> => {
  const body = JSON.stringify({ error: { code, message: hebrewMessageOf(code, params), params } })
  const transport = new HttpTransport({
    clock: new ManualClock(0),
    visitor: { uuid: () => '5f0c3e1a-8d2b-4c7e-9a61-2b4d6f8e0a13' },
    captcha: { token: () => Promise.resolve(right('token')) },
    fetch: () => Promise.resolve({ status, text: () => Promise.resolve(body) }),
  })
  return new HttpPayments(transport).commit({ cart: emptyCart('vouchers') })
}

describe('issue 14 a commit refused with a 4xx and the box office’s Hebrew text', () => {
  it('shows the storefront’s own text of the code, once, without a box-office line repeating it', async () => {
    const { dialog, office } = await openCard()
    office.commitAnswer = await refusedOverHttp(400, 'UNABLE_TO_PROCESS_ORDER', { reason: 'voucher-not-on-sale', systemVoucherId: 999 })
    await within(dialog).findByTitle('טופס התשלום המאובטח')
    postFromPage({ source: 'kartis-payment', status: 'approved', paymentId: 's1', message: '' })
    const box = (await screen.findByText('ההזמנה לא הושלמה')).closest('[role="alert"]')
    expect(box?.textContent).toContain('לא ניתן לעבד את ההזמנה: שגיאה')
    expect(box?.textContent).not.toContain('voucher-not-on-sale')
    expect(box?.textContent).not.toContain('הודעת הקופה')
  })

  it('in English: the English text of PRICE_CHANGED, no Hebrew', async () => {
    const made = makeCheckout()
    made.office.commitAnswer = await refusedOverHttp(409, 'PRICE_CHANGED', { systemVoucherPriceId: 110 })
    const { router } = renderCheckout(made, 'en')
    await act(() => made.store.commit('s1'))
    const box = (await screen.findByText('The order was not completed')).closest('[role="alert"]')
    expect(box?.textContent).toContain('The price has changed. Please refresh the page and choose again')
    expect(box?.textContent).not.toMatch(/[\u0590-\u05FF]/)
    expect(router.state.location.pathname).toBe('/booking/checkout')
  })
})

describe('§8 a payment already used for another order', () => {
  it('shows the refusal, not a confirmation, and stays on the checkout', async () => {
    const { dialog, office, router, order } = await openCard()
    office.commitAnswer = { _tag: 'Left', left: { code: 'PAYMENT_ALREADY_USED' } }
    await within(dialog).findByTitle('טופס התשלום המאובטח')
    postFromPage({ source: 'kartis-payment', status: 'approved', paymentId: 's1', message: '' })
    const alert = await screen.findByText('ההזמנה לא הושלמה')
    expect(alert.closest('[role="alert"]')?.textContent).toContain('התשלום הזה כבר שימש להזמנה אחרת')
    expect(router.state.location.pathname).toBe('/booking/checkout')
    expect(order.completedWith).toHaveLength(0)
  })
})

describe('§2 the confirmation page', () => {
  it('says there is nothing to confirm before a commit', () => {
    const { store } = makeCheckout()
    renderRoutes({ '/booking/checkout/payment': <ConfirmationPageBody checkout={store} locale="he" /> }, '/booking/checkout/payment')
    expect(screen.getByText('עדיין לא הושלמה הזמנה.')).toBeTruthy()
  })
})
