import { DEFAULT_CUSTOMER_FORM_CONFIG, agorot } from '@kartis/core'
import type { CustomerInfo } from '@kartis/core'
import { describe, expect, it } from 'vitest'
import { VALID_DETAILS, makeCheckout, twoSeatCart } from './checkout.fixtures'
import type { CheckoutStore } from './checkout-store'

const PAGE_ORIGIN = 'http://pay.test'
const fill = (store: CheckoutStore, details: Partial<CustomerInfo> = {}) => {
  const values = { ...VALID_DETAILS, ...details }
  store.form.setText('firstName', values.firstName)
  store.form.setText('lastName', values.lastName)
  store.form.setText('ssn', values.ssn)
  store.form.setText('email', values.email)
  store.form.setText('mobileNumber', values.mobileNumber)
  store.form.setText('verifyMobileNumber', values.mobileNumber)
  store.form.setTermsAccepted(true)
}
const settle = async () => {
  for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setTimeout(resolve, 0))
}

describe('§9 totals', () => {
  it('come from the core: seats, per-ticket service charges, the handling fee and the balance due', () => {
    const { store } = makeCheckout()
    expect(store.totals.seats).toBe(9000)
    expect(store.totals.ticketServiceCharges).toBe(1000)
    expect(store.totals.globalServiceCharge).toEqual({ name: 'דמי טיפול', amount: 300 })
    expect(store.totals.balanceDue).toBe(10300)
    expect(store.isFullyCovered).toBe(false)
  })
})

describe('§9 number of payments', () => {
  it('offers the configured range and writes the choice into the cart', () => {
    const { store, order } = makeCheckout({ settings: { paymentsRange: { min: 1, max: 3 } } })
    expect(store.paymentOptions).toEqual([1, 2, 3])
    store.setNumberOfPayments(3)
    expect(order.cart.numberOfPayments).toBe(3)
    store.setNumberOfPayments(4)
    expect(order.cart.numberOfPayments).toBe(3)
  })
})

describe('§5 proceeding with an invalid form', () => {
  it('asks nothing of the box office and shows the messages', async () => {
    const { store, office } = makeCheckout()
    expect(await store.proceed('he')).toBe('invalid')
    expect(office.formRequests).toHaveLength(0)
    expect(store.form.firstErrorField).toBe('firstName')
    expect(store.form.errorOf('ssn')?.key).toBe('validation.required')
  })
})

describe('§2 the card dialog', () => {
  const opened = async () => {
    const made = makeCheckout()
    fill(made.store)
    await made.store.proceed('en')
    return made
  }

  it('asks for the hosted page for the balance due with the visitor ID and locale, saving the details in the cart', async () => {
    const { store, office, order } = await opened()
    expect(office.formRequests).toEqual([
      { locale: 'en', ssn: '000000018', total: 10300, locationId: null, authProfileId: null, businessId: null },
    ])
    expect(order.cart.customerInfo.firstName).toBe('דנה')
    expect(store.card).toEqual({
      kind: 'loading',
      url: 'http://pay.test/api/payment/hosted/s1?locale=he&origin=http%3A%2F%2Fshop.test',
      origin: PAGE_ORIGIN,
    })
    expect(office.events.map((event) => event.name)).toEqual(['add_payment_info'])
  })

  it('is ready once the page loaded and processing once the form is sent', async () => {
    const { store } = await opened()
    store.cardPageLoaded()
    expect(store.card.kind).toBe('ready')
    store.cardFormSubmitted()
    expect(store.card.kind).toBe('processing')
    store.cardPageLoaded()
    expect(store.card.kind).toBe('ready')
  })

  it('a new visit forgets the dialog and a failed commit', async () => {
    const { store, office } = await opened()
    office.commitAnswer = { _tag: 'Left', left: { code: 'SEAT_NO_LONGER_AVAILABLE' } }
    await store.commit('s1')
    store.begin()
    expect(store.card.kind).toBe('closed')
    expect(store.commitState.kind).toBe('idle')
    expect(store.form.values.firstName).toBe('דנה')
  })

  it('shows processing when the page says so', async () => {
    const { store } = await opened()
    store.receiveCardMessage(PAGE_ORIGIN, { source: 'kartis-payment', status: 'processing', paymentId: 's1', message: '' })
    expect(store.card.kind).toBe('processing')
  })

  it('ignores messages from another origin or another source', async () => {
    const { store, office } = await opened()
    store.receiveCardMessage('http://evil.test', { source: 'kartis-payment', status: 'approved', paymentId: 's1', message: '' })
    store.receiveCardMessage(PAGE_ORIGIN, { source: 'other', status: 'approved', paymentId: 's1', message: '' })
    await settle()
    expect(store.card.kind).toBe('loading')
    expect(office.commits).toHaveLength(0)
  })

  it('shows a decline with the page text, and a retry opens a new page', async () => {
    const { store, office } = await opened()
    store.receiveCardMessage(PAGE_ORIGIN, { source: 'kartis-payment', status: 'declined', paymentId: 's1', message: 'העסקה סורבה' })
    expect(store.card).toEqual({ kind: 'declined', message: 'העסקה סורבה' })
    await store.openCard('he')
    expect(office.formRequests).toHaveLength(2)
    expect(store.card.kind).toBe('loading')
    expect(office.commits).toHaveLength(0)
  })

  it('times out after the configured time with nothing committed', async () => {
    const { store, clock, office } = await opened()
    clock.advance(59_999)
    expect(store.card.kind).toBe('loading')
    clock.advance(1)
    expect(store.card.kind).toBe('timeout')
    expect(clock.pendingTimers()).toBe(0)
    store.receiveCardMessage(PAGE_ORIGIN, { source: 'kartis-payment', status: 'approved', paymentId: 's1', message: '' })
    await settle()
    expect(office.commits).toHaveLength(0)
  })

  it('a failed page request is shown as an error', async () => {
    const { store, office } = makeCheckout()
    office.formUrl = { _tag: 'Left', left: { code: 'INVALID_AMOUNT' } }
    fill(store)
    await store.proceed('he')
    expect(store.card).toEqual({ kind: 'failed', error: { code: 'INVALID_AMOUNT' } })
  })

  it('approval commits with the payment identifier, tells the order and records the purchase', async () => {
    const { store, office, order } = await opened()
    store.receiveCardMessage(PAGE_ORIGIN, {
      source: 'kartis-payment',
      status: 'approved',
      paymentId: 's1',
      message: 'אושר',
      numberOfPayments: 3,
    })
    await settle()
    expect(store.card.kind).toBe('closed')
    expect(office.commits[0]?.paymentIdentifier).toBe('s1')
    expect(office.commits[0]?.numberOfPayments).toBe(3)
    expect(order.completedWith).toEqual([
      { reservationIdentifier: 'R1001', ticketIdentifiers: ['T1', 'T2'], documentKey: 'R1001-0123456789abcdef' },
    ])
    expect(store.commitState.kind).toBe('done')
    const purchase = office.events.find((event) => event.name === 'purchase')
    expect(purchase).toMatchObject({ name: 'purchase', transactionId: 'R1001', currency: 'ILS', value: 10300 })
    expect(office.reservationAsked).toEqual(['R1001'])
    expect(store.confirmation?.reservation.kind).toBe('ready')
  })

  it('a refused commit keeps its error for the visitor and completes nothing', async () => {
    const { store, office, order } = await opened()
    office.commitAnswer = { _tag: 'Left', left: { code: 'PAYMENT_ERROR', serverMessage: 'Card refused: Error' } }
    store.receiveCardMessage(PAGE_ORIGIN, { source: 'kartis-payment', status: 'approved', paymentId: 's1', message: '' })
    await settle()
    expect(store.commitState).toEqual({ kind: 'failed', error: { code: 'PAYMENT_ERROR', serverMessage: 'Card refused: Error' } })
    expect(order.completedWith).toHaveLength(0)
    expect(store.confirmation).toBeNull()
  })
})

describe('§4 full cover', () => {
  it('commits directly, with no card page and no payment identifier', async () => {
    const { store, office } = makeCheckout()
    store.vouchers.setCode('GIFT200')
    await store.vouchers.redeem()
    expect(store.isFullyCovered).toBe(true)
    fill(store)
    await store.proceed('he')
    await settle()
    expect(office.formRequests).toHaveLength(0)
    expect(office.commits).toHaveLength(1)
    expect(office.commits[0]?.paymentIdentifier).toBeNull()
    expect(office.commits[0]?.voucherPayments.map((payment) => payment.amount)).toEqual([agorot(10300)])
  })

  it('an empty-total cart still needs the form', async () => {
    const { store, office } = makeCheckout({}, { ...twoSeatCart(), seats: [] })
    expect(await store.proceed('he')).toBe('invalid')
    expect(office.commits).toHaveLength(0)
  })
})

describe('§5 issue 15 the checkout form follows the venue’s customerForm', () => {
  const fillAllBut = (store: CheckoutStore, skipped: string) => {
    for (const field of ['firstName', 'lastName', 'ssn', 'email', 'mobileNumber'] as const)
      if (field !== skipped) store.form.setText(field, VALID_DETAILS[field])
    store.form.setText('verifyMobileNumber', VALID_DETAILS.mobileNumber)
    store.form.setTermsAccepted(true)
  }

  it('asks no ID number where the venue hides it, and takes the order without one', () => {
    const { store } = makeCheckout({
      settings: { customerForm: { ...DEFAULT_CUSTOMER_FORM_CONFIG, ssn: { shown: false, required: false } } },
    })
    expect(store.form.textFields).not.toContain('ssn')
    fillAllBut(store, 'ssn')
    expect(store.form.submit()).not.toBeNull()
  })

  it('refuses a missing required field in the browser where the venue requires it (city)', () => {
    const { store } = makeCheckout({
      settings: { customerForm: { ...DEFAULT_CUSTOMER_FORM_CONFIG, city: { shown: true, required: true } } },
    })
    expect(store.form.textFields).toContain('city')
    fillAllBut(store, '')
    expect(store.form.submit()).toBeNull()
    expect(store.form.errorOf('city')).toMatchObject({ key: 'validation.required' })
  })
})
