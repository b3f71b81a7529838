import { ManualClock, agorot, kartisError, type Payments, type Reservation, type Result } from '@kartis/core'
import { describe, expect, it } from 'vitest'
import { HoldPaymentStore } from './hold-payment-store'

const PAGE_ORIGIN = 'http://pay.test'
const right = <A>(value: A): Result<A> => ({ _tag: 'Right', right: value })

/** A hold of ₪89 for a show on 1 July 2026 at 20:30 (deadline 20:00). */
const hold: Reservation = {
  reservationIdentifier: 'KR-HOLD0001',
  resStateId: 1,
  quantity: 2,
  featureName: 'המופע',
  sectionName: 'אולם',
  rowNames: '3',
  seatNames: '5, 6',
  isUnpaid: true,
  startDateTime: '2026-07-01T20:30:00+03:00',
  total: agorot(8900),
}

const setup = (answer: Result<string> = right(hold.reservationIdentifier)) => {
  const asked: Parameters<Payments['payHold']>[0][] = []
  const forms: Parameters<Payments['paymentFormUrl']>[0][] = []
  let reloads = 0
  const clock = new ManualClock(Date.parse('2026-06-30T12:00:00+03:00'))
  const store = new HoldPaymentStore({
    payments: {
      paymentFormUrl: async (request) => {
        forms.push(request)
        return right(`${PAGE_ORIGIN}/api/payment/hosted/s1`)
      },
      payHold: async (request) => {
        asked.push(request)
        return answer
      },
    },
    customer: {
      customer: null,
      reload: async () => {
        reloads++
      },
    },
    clock,
    pageUrl: () => 'http://shop.test/customer',
  })
  return { store, asked, forms, clock, reloads: () => reloads }
}

const approve = (store: HoldPaymentStore) =>
  store.cardPayment.receiveCardMessage(PAGE_ORIGIN, {
    source: 'kartis-payment',
    status: 'approved',
    paymentId: 'pay-1',
    message: '',
    numberOfPayments: 3,
  })
const settle = async () => {
  for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setTimeout(resolve, 0))
}

describe('§4/§7 paying a hold from the customer area', () => {
  it('may pay an unpaid hold with a total until its deadline, 30 minutes before the event; nothing else', () => {
    const { store, clock } = setup()
    expect(store.mayPay(hold)).toBe(true)
    expect(store.mayPay({ ...hold, isUnpaid: false })).toBe(false)
    const { total: _, ...withoutTotal } = hold
    expect(store.mayPay(withoutTotal)).toBe(false)
    clock.advance(Date.parse('2026-07-01T20:00:01+03:00') - clock.now())
    expect(store.mayPay(hold)).toBe(false)
  })

  it('opens the card page for the hold’s total, pays the hold with the approved payment and reads the area again', async () => {
    const { store, asked, forms, reloads } = setup()
    await store.payFor(hold, 'he')
    expect(forms).toEqual([expect.objectContaining({ locale: 'he', total: 8900 })])
    expect(store.cardPayment.card.kind).toBe('loading')
    approve(store)
    await settle()
    expect(asked).toEqual([
      {
        resId: 'KR-HOLD0001',
        cartIdentifier: 'KR-HOLD0001',
        cart: expect.objectContaining({ paymentIdentifier: 'pay-1', numberOfPayments: 3 }),
      },
    ])
    expect(store.state).toEqual({ kind: 'paid', reservationIdentifier: 'KR-HOLD0001' })
    expect([store.hold, store.cardPayment.card.kind, reloads()]).toEqual([null, 'closed', 1])
  })

  it('keeps the box office’s refusal to show, and the area as it was', async () => {
    const { store, reloads } = setup({ _tag: 'Left', left: kartisError('TOO_CLOSE_TO_PRSNT_DATE') })
    await store.payFor(hold, 'he')
    approve(store)
    await settle()
    expect(store.state).toEqual({ kind: 'failed', reservationIdentifier: 'KR-HOLD0001', error: { code: 'TOO_CLOSE_TO_PRSNT_DATE' } })
    expect(reloads()).toBe(0)
  })
})
