import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { ManualClock, agorot } from '@kartis/core'
import { hostedPagePath, openPaymentForm, showHostedPage, submitHostedPayment, type HostedPaymentDeps } from './hosted-payment'
import { VISITOR, openPaymentFixture } from './payment-fixture'
import { TEST_CARDS } from './test-cards'

const START = Date.UTC(2025, 6, 1, 9, 0)
const MINUTE = 60_000

const setup = async () => {
  const clock = new ManualClock(START)
  const fixture = await openPaymentFixture(clock, { slowCardDelayMs: 90_000 })
  const waits: number[] = []
  const deps: HostedPaymentDeps = {
    paymentSessions: fixture.storage.paymentSessions,
    clock,
    config: fixture.config,
    wait: async (ms) => {
      waits.push(ms)
    },
  }
  const open = async (): Promise<string> => {
    const url = await openPaymentForm(deps, { uuid: VISITOR, locale: 'he', total: agorot(8900) })
    if (E.isLeft(url)) throw new Error(url.left.code)
    const id = /\/api\/payment\/hosted\/([^?]+)\?locale=he$/.exec(url.right)?.[1]
    if (id === undefined) throw new Error(`unexpected address ${url.right}`)
    return decodeURIComponent(id)
  }
  const card = (cardNumber: string, extra: Record<string, string> = {}) => ({
    cardNumber,
    expiry: '12/30',
    cvv: '123',
    holderId: '000000018',
    numberOfPayments: '3',
    ...extra,
  })
  /** The message the outcome page posts to the storefront. */
  const posted = (html: string): unknown =>
    JSON.parse(/<script type="application\/json" id="kartis-payment-result">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null')
  return { clock, deps, waits, open, card, posted, sessions: fixture.storage.paymentSessions }
}

describe('openPaymentForm', () => {
  it('opens a pending session for the visitor and answers the hosted page on this server', async () => {
    const { deps, sessions, open } = await setup()
    const id = await open()
    expect(await sessions.get(id)).toMatchObject({ uuid: VISITOR, amount: 8900, status: 'pending' })
    expect(hostedPagePath(id, 'ar')).toBe(`/api/payment/hosted/${id}?locale=ar`)
    for (const total of [agorot(0), agorot(100_000_001)])
      expect(await openPaymentForm(deps, { uuid: VISITOR, locale: 'he', total })).toEqual(
        E.left(expect.objectContaining({ code: 'INVALID_AMOUNT' })),
      )
  })
})

describe('the hosted card page', () => {
  it('shows the form with the amount in shekels, 1…12 payments, RTL in Hebrew', async () => {
    const { deps, open } = await setup()
    const page = await showHostedPage(deps, await open(), 'he')
    expect(page.status).toBe(200)
    expect(page.html).toContain('<html lang="he" dir="rtl">')
    expect(page.html).toContain('סכום לתשלום')
    expect(page.html).toContain('89.00')
    expect(page.html.match(/<option /g)).toHaveLength(12)
  })

  it('answers an unknown session with a page that reports an error', async () => {
    const { deps, posted } = await setup()
    const page = await showHostedPage(deps, 'no-such-session', 'en')
    expect(page.status).toBe(404)
    expect(posted(page.html)).toMatchObject({ source: 'kartis-payment', status: 'error', paymentId: null })
  })

  it('refuses a session past its time to live', async () => {
    const { deps, clock, open } = await setup()
    const id = await open()
    clock.advance(31 * MINUTE)
    expect((await showHostedPage(deps, id, 'he')).status).toBe(410)
  })
})

describe('submitHostedPayment', () => {
  it('approves the approve card, records it with its last four digits and posts approved', async () => {
    const { deps, open, card, posted, sessions, waits } = await setup()
    const id = await open()
    const page = await submitHostedPayment(deps, id, 'he', card(TEST_CARDS.approve))
    expect(page.status).toBe(200)
    expect(posted(page.html)).toEqual({
      source: 'kartis-payment',
      status: 'approved',
      paymentId: id,
      numberOfPayments: 3,
      message: 'התשלום אושר. ההזמנה מושלמת באתר.',
    })
    expect(await sessions.get(id)).toMatchObject({ status: 'approved', cardLast4: '4580', numberOfPayments: 3 })
    expect(waits).toEqual([])
  })

  it('records the number of payments chosen, 1 when the field is left out', async () => {
    const { deps, open, card, posted, sessions } = await setup()
    const six = await open()
    await submitHostedPayment(deps, six, 'he', card(TEST_CARDS.approve, { numberOfPayments: '6' }))
    expect(await sessions.get(six)).toMatchObject({ status: 'approved', numberOfPayments: 6 })
    const unchosen = await open()
    const { numberOfPayments: _left, ...withoutPayments } = card(TEST_CARDS.approve)
    const page = await submitHostedPayment(deps, unchosen, 'he', withoutPayments)
    expect(await sessions.get(unchosen)).toMatchObject({ status: 'approved', numberOfPayments: 1 })
    expect(posted(page.html)).toMatchObject({ numberOfPayments: 1 })
    // A second look at a settled session tells the storefront the same choice again.
    expect(posted((await showHostedPage(deps, six, 'he')).html)).toMatchObject({ status: 'approved', numberOfPayments: 6 })
  })

  it('declines the decline card and tells the storefront to contact the card company', async () => {
    const { deps, open, card, posted, sessions } = await setup()
    const id = await open()
    const page = await submitHostedPayment(deps, id, 'en', card(TEST_CARDS.decline))
    expect(posted(page.html)).toMatchObject({
      status: 'declined',
      paymentId: id,
      message: expect.stringContaining('contact the card company'),
    })
    expect(await sessions.get(id)).toMatchObject({ status: 'declined', cardLast4: '1113' })
  })

  it('waits the configured delay before answering the slow card', async () => {
    const { deps, open, card, posted, waits } = await setup()
    const id = await open()
    const page = await submitHostedPayment(deps, id, 'he', card(TEST_CARDS.slow))
    expect(waits).toEqual([90_000])
    expect(posted(page.html)).toMatchObject({ status: 'approved' })
  })

  it('shows field errors from the core’s card rules and settles nothing', async () => {
    const { deps, open, card, sessions } = await setup()
    const id = await open()
    const page = await submitHostedPayment(
      deps,
      id,
      'he',
      card('4580458045804581', { expiry: '01/20', cvv: '1', holderId: '123', numberOfPayments: '13' }),
    )
    expect(page.status).toBe(422)
    expect(page.html).toContain('נא לוודא שכל השדות הוזנו כראוי')
    for (const message of [
      'מספר הכרטיס אינו תקין',
      'תוקף הכרטיס פג',
      'קוד האבטחה הוא 3 או 4 ספרות',
      'מספר תעודת הזהות אינו תקין',
      'מספר התשלומים אינו אפשרי',
    ])
      expect(page.html).toContain(message)
    expect(page.html).toMatch(/id="cvv"[^>]* value=""/)
    expect(page.html).toMatch(/id="holderId"[^>]* value="123" aria-invalid="true"/)
    expect(await sessions.get(id)).toMatchObject({ status: 'pending' })
  })

  it('does not take a second card for a settled session', async () => {
    const { deps, open, card, posted } = await setup()
    const id = await open()
    await submitHostedPayment(deps, id, 'he', card(TEST_CARDS.decline))
    const again = await submitHostedPayment(deps, id, 'he', card(TEST_CARDS.approve))
    expect(again.status).toBe(409)
    expect(posted(again.html)).toMatchObject({ status: 'declined' })
  })
})
