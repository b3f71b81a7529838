import { agorot } from '@kartis/core'
import { computed } from 'mobx'
import { describe, expect, it } from 'vitest'
import { VALID_DETAILS, makeCheckout, twoSeatCart } from '../checkout/checkout.fixtures'
import type { CheckoutStore } from '../checkout/checkout-store'
import { noaAsMember, premiumCart } from './hold-fixtures'
import { HoldOrderStore } from './hold-order-store'

/** Reads derived state the way a view would (strict MobX wants computeds read inside a derivation). */
const read = <T>(fn: () => T): T => computed(fn, { requiresReaction: false }).get()

// The fixtures' clock stands in late May 2026; the show is on 1 July 2026 at 20:30.
const ACTIVE = noaAsMember({ startDate: '2026-01-01', endDate: '2026-12-31' })
const LAPSED = noaAsMember({ startDate: '2025-01-01', endDate: '2025-12-31' })

const fill = (store: CheckoutStore) => {
  for (const field of ['firstName', 'lastName', 'ssn', 'email', 'mobileNumber'] as const) store.form.setText(field, VALID_DETAILS[field])
  store.form.setText('verifyMobileNumber', VALID_DETAILS.mobileNumber)
  store.form.setTermsAccepted(true)
}

/** A checkout whose hold gate is a hold store over the same order. */
const makeHoldCheckout = (cart = twoSeatCart()) => {
  let holds: HoldOrderStore | null = null
  const made = makeCheckout({ holdGate: { mayProceed: () => holds?.mayProceed() ?? true } }, cart)
  holds = new HoldOrderStore({ order: made.order, clock: made.clock })
  return { ...made, holds }
}

describe('§4 issue 15 a venue without hold orders', () => {
  it('ignores ?isHold=1 and offers no hold, even to an active member', () => {
    const made = makeCheckout({}, twoSeatCart())
    const holds = new HoldOrderStore({ order: made.order, clock: made.clock, allowed: false })
    holds.choose(true)
    expect(made.order.cart.isHold).toBe(false)
    holds.knowCustomer(ACTIVE)
    expect(read(() => holds.isOffered)).toBe(false)
  })
})

describe('§4 the hold booking flag', () => {
  it('?isHold=1 and the choice set it on the cart; a hold lets voucher payments go; switching back clears it', () => {
    const { holds, order } = makeHoldCheckout({
      ...twoSeatCart(),
      voucherPayments: [{ code: 'VOUCH30', id: 2, balance: agorot(3000), amount: agorot(3000), isGiftCard: false }],
    })
    expect(holds.isHold).toBe(false)
    holds.choose(true)
    expect([order.cart.isHold, order.cart.voucherPayments]).toEqual([true, []])
    holds.switchToRegular()
    expect(order.cart.isHold).toBe(false)
  })

  it('is offered to an active member, and to whoever asked for it', () => {
    const { holds } = makeHoldCheckout()
    expect(read(() => holds.isOffered)).toBe(false)
    holds.knowCustomer(LAPSED)
    expect(read(() => holds.isOffered)).toBe(false)
    holds.knowCustomer(ACTIVE)
    expect(read(() => holds.isOffered)).toBe(true)
    holds.knowCustomer(null)
    holds.choose(true)
    expect(read(() => holds.isOffered)).toBe(true)
  })

  it('tells the premium seats and when the event starts', () => {
    const { holds } = makeHoldCheckout(premiumCart())
    expect(read(() => holds.premiumSeats.map((seat) => seat.seatName))).toEqual(['6'])
    expect(read(() => holds.presentationStart)).toBe('2026-07-01T20:30:00+03:00')
  })
})

describe('§4 checkout holds a hold back until nothing stands in its way', () => {
  it('a regular order goes on as before', async () => {
    const { store, office } = makeHoldCheckout()
    fill(store)
    expect(await store.proceed('he')).toBe('started')
    expect(office.formRequests).toHaveLength(1)
  })

  it('waits while the customer is not known, asks a visitor not logged in to log in, refuses a lapsed member', async () => {
    const { store, holds, office } = makeHoldCheckout()
    fill(store)
    holds.choose(true)
    expect(await store.proceed('he')).toBe('held')
    expect([holds.refusal, holds.loginWanted]).toEqual([null, false])
    holds.knowCustomer(null)
    expect(await store.proceed('he')).toBe('held')
    expect([holds.refusal?.code, holds.loginWanted]).toEqual(['HOLD_REQUIRES_LOGIN', true])
    holds.loginShown()
    holds.knowCustomer(LAPSED)
    expect(holds.refusal).toBeNull()
    expect(await store.proceed('he')).toBe('held')
    expect([holds.refusal?.code, holds.loginWanted]).toEqual(['HOLD_REQUIRES_ACTIVE_MEMBERSHIP', false])
    expect([office.commits, office.formRequests]).toEqual([[], []])
  })

  it('refuses premium seats with the offer of a regular order, which then goes to the card', async () => {
    const { store, holds, office } = makeHoldCheckout(premiumCart())
    fill(store)
    holds.knowCustomer(ACTIVE)
    holds.choose(true)
    expect(await store.proceed('he')).toBe('held')
    expect(holds.refusal).toMatchObject({ code: 'PREMIUM_SEAT_CANNOT_BE_HELD', params: { offer: 'switchToRegularOrder', count: 1 } })
    holds.switchToRegular()
    expect(holds.refusal).toBeNull()
    expect(await store.proceed('he')).toBe('started')
    expect(office.formRequests).toHaveLength(1)
  })

  it('refuses within 30 minutes of the event', async () => {
    const { store, holds, clock } = makeHoldCheckout()
    fill(store)
    holds.knowCustomer(ACTIVE)
    holds.choose(true)
    clock.advance(Date.parse('2026-07-01T20:00:01+03:00') - clock.now())
    expect(await store.proceed('he')).toBe('held')
    expect(holds.refusal?.code).toBe('TOO_CLOSE_TO_PRSNT_DATE')
  })

  it('commits an active member’s hold at once, with no card page and no payment', async () => {
    const { store, holds, office } = makeHoldCheckout()
    fill(store)
    holds.knowCustomer(ACTIVE)
    holds.choose(true)
    expect(await store.proceed('he')).toBe('started')
    expect(office.formRequests).toEqual([])
    expect(office.commits).toEqual([expect.objectContaining({ isHold: true, paymentIdentifier: null, voucherPayments: [] })])
    expect(store.commitState.kind).toBe('done')
  })
})
