import { afterEach, describe, expect, it } from 'vitest'
import { ManualClock } from '@kartis/core'
import { CUSTOMER, OTHER_VISITOR, VISITOR, cartOf, lockSeats, openPaymentFixture, type SeatChoice } from '../payment/payment-fixture'
import { appOver, at, visitor } from './payment-test-app'

const START = Date.UTC(2025, 6, 1, 9, 0)
const DAY = 86_400_000
const TWO_SEATS: readonly SeatChoice[] = [
  { x: 1, ticketId: 11 },
  { x: 2, ticketId: 11 },
]
const AVAILABLE = 1
const UNAVAILABLE = 0

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

/** A box office where the visitor bought two hall seats for ₪89.00 with GIFT-500 (fee ₪10 a ticket). */
const boxOffice = async () => {
  const clock = new ManualClock(START)
  const fixture = await openPaymentFixture(clock)
  const app = appOver(fixture.storage, clock)
  cleanups.push(() => {
    void app.close()
    void fixture.database.close()
  })
  const dana = visitor(app, VISITOR, fixture.presentationId)
  const yossi = visitor(app, OTHER_VISITOR, fixture.presentationId)
  const buy = async (presentationId: number, choices: readonly SeatChoice[]) => {
    await lockSeats(fixture.storage, VISITOR, presentationId, choices)
    const committed = await dana.commit(cartOf(presentationId, choices, { voucherPayments: ['GIFT-500'] }))
    return { id: String(at(committed.body, 'reservationIdentifier')), items: at(committed.body, 'ticketIdentifiers') }
  }
  const bought = await buy(fixture.presentationId, TWO_SEATS)
  const cancel = (items: unknown = bought.items, refundToTransactionCredit = true, client = dana) =>
    client.send('POST', `/api/reservations/${bought.id}/cancel`, { itemsToCancel: items, refundToTransactionCredit })
  return { clock, fixture, app, dana, yossi, buy, bought, cancel }
}

const codeOf = (answer: { readonly status: number; readonly body: unknown }) => [answer.status, at(answer.body, 'error', 'code')]

describe('GET /api/reservations/{resId}', () => {
  it('shows a reservation to the visitor who made it, in PascalCase', async () => {
    const { dana, bought } = await boxOffice()
    const shown = await dana.get(`/api/reservations/${bought.id}?uuid=${VISITOR}`)
    expect(shown.status).toBe(200)
    expect(shown.body).toMatchObject({
      ReservationIdentifier: bought.id,
      ResStateId: 2,
      Quantity: 2,
      FeatureName: 'הצגת בדיקה',
      VenueName: 'אולם בדיקות',
      SectionName: 'אולם',
      RowNames: 'א',
      SeatNames: '1, 2',
      IsUnpaid: false,
      StartDateTime: '2025-07-01T13:00:00+03:00',
      TicketIdentifiers: bought.items,
    })
  })

  it('answers 404 to any other visitor, and to a uuid param that is not the caller’s', async () => {
    const { dana, yossi, bought } = await boxOffice()
    expect(codeOf(await yossi.get(`/api/reservations/${bought.id}?uuid=${OTHER_VISITOR}`))).toEqual([404, 'RESERVATION_NOT_FOUND'])
    expect(codeOf(await yossi.get(`/api/reservations/${bought.id}?uuid=${VISITOR}`))).toEqual([404, 'RESERVATION_NOT_FOUND'])
    expect(codeOf(await dana.get(`/api/reservations/KR-00000000?uuid=${VISITOR}`))).toEqual([404, 'RESERVATION_NOT_FOUND'])
    expect((await dana.get(`/api/reservations/${bought.id}`)).status).toBe(400)
  })
})

describe('POST /api/reservations/{id}/cancel', () => {
  it('cancels with the fee, frees the seats at once and gives the refund as a transaction credit', async () => {
    const { dana, yossi, bought, cancel } = await boxOffice()
    expect(await yossi.statusOf(1)).toBe(UNAVAILABLE)
    const done = await cancel()
    expect([done.status, done.body]).toEqual([200, { data: { Fee: 20, Refund: 69, CreditCode: expect.stringMatching(/^CR-/) } }])
    expect(await yossi.statusOf(1)).toBe(AVAILABLE)
    const shown = await dana.get(`/api/reservations/${bought.id}?uuid=${VISITOR}`)
    expect(shown.body).toMatchObject({ ResStateId: 3, Quantity: 0, SeatNames: '' })
    const credit = await dana.get(
      `/api/payment/voucher?reference=${String(at(done.body, 'data', 'CreditCode'))}&recaptchaToken=kartis-dev-captcha`,
    )
    expect(at(credit.body, 'payment', 'balance')).toBe(69)
  })

  it('answers BALANCE_IS_DUE without transaction credit, then NOTHING_TO_CANCEL once cancelled', async () => {
    const { cancel, bought } = await boxOffice()
    expect(codeOf(await cancel(bought.items, false))).toEqual([422, 'BALANCE_IS_DUE'])
    expect((await cancel()).status).toBe(200)
    expect(codeOf(await cancel())).toEqual([409, 'NOTHING_TO_CANCEL'])
  })

  it('refuses another visitor, an empty list and a malformed body', async () => {
    const { cancel, yossi, bought } = await boxOffice()
    expect(codeOf(await cancel(bought.items, true, yossi))).toEqual([404, 'RESERVATION_NOT_FOUND'])
    expect(codeOf(await cancel([]))).toEqual([409, 'NOTHING_TO_CANCEL'])
    expect(codeOf(await cancel('all'))).toEqual([400, 'BAD_REQUEST'])
  })
})

describe('system vouchers', () => {
  it('GET /api/system-vouchers/{ref}/history lists the voucher’s payments; unknown codes are 404', async () => {
    const { dana, bought } = await boxOffice()
    const history = await dana.get('/api/system-vouchers/GIFT-500/history')
    expect(history.body).toEqual({
      history: [
        { DateTime: '2025-07-01T12:00:00+03:00', Description: `מימוש בהזמנה ${bought.id}`, Amount: -89, ReservationIdentifier: bought.id },
      ],
    })
    expect(codeOf(await dana.get('/api/system-vouchers/NO-SUCH/history'))).toEqual([404, 'SYSTEM_VOUCHER_NOT_FOUND'])
  })

  it('replaces a transaction credit once, refuses to refund it, and hides it from other visitors', async () => {
    const { clock, dana, yossi, bought, cancel } = await boxOffice()
    const credit = String(at((await cancel()).body, 'data', 'CreditCode'))
    const body = { reservationIdentifier: bought.id }
    expect(codeOf(await dana.send('POST', `/api/system-vouchers/${credit}/cancel`, body))).toEqual([
      422,
      'CANNOT_REFUND_CREDIT_TRANSACTION',
    ])
    expect(codeOf(await yossi.send('POST', `/api/system-vouchers/${credit}/cancel`, body))).toEqual([404, 'SYSTEM_VOUCHER_NOT_FOUND'])
    clock.advance(DAY)
    const replaced = await dana.send('POST', `/api/system-vouchers/${credit}/replacement`, body)
    expect(replaced.body).toEqual({
      IsForReplacement: true,
      StartDate: '2025-07-02T12:00:00+03:00',
      EndDate: '2026-07-02T12:00:00+03:00',
      DateTimeCreated: '2025-07-02T12:00:00+03:00',
    })
    expect(codeOf(await dana.send('POST', `/api/system-vouchers/${credit}/replacement`, body))).toEqual([
      409,
      'SYSTEM_VOUCHER_ALREADY_FOR_REPLACEMENT',
    ])
    expect(codeOf(await dana.send('POST', `/api/system-vouchers/${credit}/replacement`, {}))).toEqual([400, 'BAD_REQUEST'])
  })
})

/** §9 a transaction credit's code: 'CR-' and seven groups of four base32 letters (140 random bits). */
const CREDIT_CODE = /^CR-(?:[0-9A-HJKMNP-TV-Z]{4}-){6}[0-9A-HJKMNP-TV-Z]{4}$/
const CAPTCHA_PARAM = 'recaptchaToken=kartis-dev-captcha'

describe('§9 the transaction credit belongs to whoever was given its code', () => {
  it('is told to whoever cancelled and sent by SMS; its code is unguessable, not the reservation number', async () => {
    const { dana, fixture, cancel } = await boxOffice()
    const done = await cancel()
    expect(done.status).toBe(200)
    const code = String(at(done.body, 'data', 'CreditCode'))
    expect(code).toMatch(CREDIT_CODE)
    expect(at(done.body, 'data')).toMatchObject({ Refund: 69, Fee: 20 })
    const sms = await fixture.storage.sms.listFor(CUSTOMER.mobileNumber)
    expect(sms.at(-1)?.text).toContain(code)
    const balance = await dana.get(`/api/payment/voucher?reference=${code}&${CAPTCHA_PARAM}`)
    expect(at(balance.body, 'payment', 'balance')).toBe(69)
  })

  it('a second visitor who knows the reservation number can neither read nor spend the credit', async () => {
    const { yossi, fixture, bought, cancel } = await boxOffice()
    expect((await cancel()).status).toBe(200)
    const guessed = `CR-${bought.id}`
    expect(codeOf(await yossi.get(`/api/payment/voucher?reference=${guessed}&${CAPTCHA_PARAM}`))).toEqual([404, 'CODE_NOT_FOUND'])
    expect(codeOf(await yossi.get(`/api/system-vouchers/${guessed}/history`))).toEqual([404, 'SYSTEM_VOUCHER_NOT_FOUND'])
    await lockSeats(fixture.storage, OTHER_VISITOR, fixture.presentationId, [{ x: 5, ticketId: 11 }])
    const spent = await yossi.commit(cartOf(fixture.presentationId, [{ x: 5, ticketId: 11 }], { voucherPayments: [guessed] }))
    expect(at(spent.body, 'error', 'code')).toBe('CODE_NOT_FOUND')
    expect(at(spent.body, 'reservationIdentifier')).toBeUndefined()
  })

  it('the owner replaces it by its code; another visitor holding only the reservation number cannot', async () => {
    const { dana, yossi, bought, cancel } = await boxOffice()
    const code = String(at((await cancel()).body, 'data', 'CreditCode'))
    const body = { reservationIdentifier: bought.id }
    expect(codeOf(await yossi.send('POST', `/api/system-vouchers/CR-${bought.id}/replacement`, body))).toEqual([
      404,
      'SYSTEM_VOUCHER_NOT_FOUND',
    ])
    expect((await dana.send('POST', `/api/system-vouchers/${code}/replacement`, body)).status).toBe(200)
  })
})
