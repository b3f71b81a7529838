import { randomUUID } from 'node:crypto'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { agorot, kartisError, type Agorot, type Cart, type CommitResult, type Result } from '@kartis/core'
import { reservationOfDocumentKey } from '../edocuments/document-key'
import type { Engine } from '../storage/database/storage-database'
import { RESERVATION_IDENTIFIER_PATTERN } from '../storage/identifiers'
import { emptyPresentation } from '../test-support/demo-app'
import { ENGINES } from '../test-support/test-databases'
import { stubTwilioGateway } from '../test-support/stub-twilio'
import { TwilioSmsSender } from '../sms/twilio-sms-sender'
import { openCommitFixture } from './commit-fixture'
import { commitOrder } from './commit-order'
import {
  COUPLE_COUPON,
  CUSTOMER,
  OTHER_VISITOR,
  VISITOR,
  cartOf,
  keyOf,
  lockSeats,
  paymentVenue,
  type CartExtras,
  type SeatChoice,
} from './payment-fixture'

const START = Date.UTC(2025, 6, 1, 9, 0)
const MINUTE = 60_000
const TWO_SEATS: readonly SeatChoice[] = [
  { x: 1, ticketId: 11 },
  { x: 2, ticketId: 11 },
]
/** Two hall tickets: 2 × (₪40 + ₪2) + ₪5 handling fee. */
const TWO_SEATS_TOTAL = agorot(8900)

const setup = async (engine: Engine) => {
  const { clock, fixture, storage, presentationId, deps, published, secondProcess } = await openCommitFixture(START, engine)
  const pay = async (amount: Agorot, status: 'approved' | 'declined' | 'pending' = 'approved', uuid = VISITOR): Promise<string> => {
    const session = await storage.paymentSessions.create({ uuid, amount, numberOfPayments: 1 })
    if (E.isLeft(session)) throw new Error(session.left.code)
    if (status !== 'pending') await storage.paymentSessions.settle(session.right.id, { status, cardLast4: '4580', numberOfPayments: 1 })
    return session.right.id
  }
  const cart = (choices: readonly SeatChoice[], extras: CartExtras = {}): Cart => cartOf(presentationId, choices, extras)
  const commit = (order: Cart, uuid = VISITOR, on = deps): Promise<Result<CommitResult>> => commitOrder(on, { uuid, cart: order })
  const lock = (choices: readonly SeatChoice[], uuid = VISITOR, ttlMs?: number) => lockSeats(storage, uuid, presentationId, choices, ttlMs)
  const soldTo = async (choice: SeatChoice): Promise<string | null> => {
    const key = keyOf(presentationId, choice)
    const occupied = await storage.seats.occupiedSeats(presentationId, { sectionId: key.sectionId })
    const seat = occupied.find((o) => o.x === key.x && o.y === key.y)
    return seat?.occupancy.kind === 'sold' ? seat.occupancy.reservationIdentifier : null
  }
  const lockedBy = async (uuid: string): Promise<number> => (await storage.seats.locksOf(uuid)).length
  const balanceOf = async (code: string): Promise<number | undefined> => (await storage.vouchers.findByCode(code))?.balance
  return {
    clock,
    deps,
    storage,
    database: fixture.database,
    presentationId,
    pay,
    cart,
    commit,
    lock,
    soldTo,
    lockedBy,
    balanceOf,
    published,
    secondProcess,
  }
}

const committed = (result: Result<CommitResult>): CommitResult => {
  if (E.isLeft(result)) throw new Error(`expected a reservation, got ${result.left.code} ${JSON.stringify(result.left.params)}`)
  return result.right
}

const refusal = (result: Result<CommitResult>) => (E.isLeft(result) ? result.left : null)

describe.each(ENGINES)('commitOrder: paid by card on %s', (engine) => {
  it('turns the locks into a reservation with identifiers, sells the seats and sends the SMS', async () => {
    const { pay, cart, commit, lock, soldTo, lockedBy, storage } = await setup(engine)
    await lock(TWO_SEATS)
    const paymentIdentifier = await pay(TWO_SEATS_TOTAL)
    const result = committed(await commit(cart(TWO_SEATS, { paymentIdentifier })))
    expect(result.reservationIdentifier).toMatch(RESERVATION_IDENTIFIER_PATTERN)
    expect(result.ticketIdentifiers).toEqual([`${result.reservationIdentifier}-01`, `${result.reservationIdentifier}-02`])
    expect(await soldTo(TWO_SEATS[0] ?? { x: 0, ticketId: 0 })).toBe(result.reservationIdentifier)
    expect(await soldTo(TWO_SEATS[1] ?? { x: 0, ticketId: 0 })).toBe(result.reservationIdentifier)
    expect(await lockedBy(VISITOR)).toBe(0)
    const [sms] = await storage.sms.listFor(CUSTOMER.mobileNumber)
    expect(sms?.text).toContain(`מספר הזמנה: ${result.reservationIdentifier}`)
    const link = /\/edocument\/(\S+)$/.exec(sms?.text ?? '')
    expect(reservationOfDocumentKey(link?.[1] ?? '', 'kartis-dev-edocument-secret')).toBe(result.reservationIdentifier)
    // §2 the visitor who ordered is told the same e-ticket key the SMS links to.
    expect(result.documentKey).toBe(link?.[1])
    // The customer gave an address: the same confirmation by e-mail, in Hebrew, right to left, with the same link.
    const [mail] = await storage.email.listFor(CUSTOMER.email)
    expect(mail?.subject).toBe(`אישור הזמנה ${result.reservationIdentifier} – קרטיס`)
    expect(mail?.text).toContain('שלום דנה,')
    expect(mail?.text).toContain(`http://localhost:8080/edocument/${result.documentKey}`)
    expect(mail?.html).toContain(`href="http://localhost:8080/edocument/${result.documentKey}"`)
    expect(mail?.html).toContain('<html lang="he" dir="rtl">')
  })

  it('charges the venue’s service charge as saved, from the next order on, whatever the cart claims (issue 15)', async () => {
    const { pay, cart, commit, lock, soldTo, storage } = await setup(engine)
    await lock(TWO_SEATS)
    // The hall reads its business's settings through the venue repository (cached): a save is read at once.
    const saved = await storage.venues.save({
      ...paymentVenue(),
      orderRules: {
        ...paymentVenue().orderRules,
        globalServiceCharge: { name: 'עמלת הזמנה', amountPerOrder: agorot(1200), percentRatePerOrder: 10 },
      },
    })
    expect(E.isRight(saved)).toBe(true)
    // A cart claiming no charge, paid the old total, is refused: the server prices the charge itself.
    const claimed = cart(TWO_SEATS, { paymentIdentifier: await pay(TWO_SEATS_TOTAL) })
    expect(refusal(await commit({ ...claimed, globalServiceCharge: null }))).not.toBeNull()
    expect(await soldTo(TWO_SEATS[0] ?? { x: 0, ticketId: 0 })).toBeNull()
    // 2 × ₪40 + 2 × ₪2 + ₪12 + 10 % of ₪80 = ₪104.
    const order = cart(TWO_SEATS, { paymentIdentifier: await pay(agorot(10_400)) })
    const result = committed(await commit({ ...order, globalServiceCharge: null }))
    expect(await soldTo(TWO_SEATS[0] ?? { x: 0, ticketId: 0 })).toBe(result.reservationIdentifier)
  })

  it('texts the confirmation through the SMS port: with Twilio configured, the gateway gets it (issue 12)', async () => {
    const { pay, cart, lock, deps, storage } = await setup(engine)
    const gateway = await stubTwilioGateway(201, { sid: 'SM1' })
    const twilio = new TwilioSmsSender({
      accountSid: `AC${'0'.repeat(32)}`,
      authToken: 't',
      sender: { from: '+15005550006' },
      baseUrl: gateway.baseUrl,
    })
    await lock(TWO_SEATS)
    const order = cart(TWO_SEATS, { paymentIdentifier: await pay(TWO_SEATS_TOTAL) })
    const result = committed(await commitOrder({ ...deps, notices: { ...deps.notices, sms: twilio } }, { uuid: VISITOR, cart: order }))
    expect(gateway.received.map((request) => request.form.get('To'))).toEqual(['+972501234567'])
    expect(gateway.received[0]?.form.get('Body')).toContain(`/edocument/${result.documentKey}`)
    expect(await storage.sms.listFor(CUSTOMER.mobileNumber)).toEqual([])
  })

  it('a confirmation that cannot be delivered is logged, and the order stands', async () => {
    const { cart, lock, deps, storage } = await setup(engine)
    const warnings: string[] = []
    const refused = () => Promise.resolve(E.left(kartisError('SMS_FAILED')))
    const notices = {
      sms: { send: refused },
      email: { send: refused },
      log: { warn: (_: unknown, message: string) => void warnings.push(message) },
    }
    await lock(TWO_SEATS)
    const result = committed(
      await commitOrder({ ...deps, notices }, { uuid: VISITOR, cart: cart(TWO_SEATS, { voucherPayments: ['GIFT-500'] }) }),
    )
    expect(await storage.reservations.getForUuid(result.reservationIdentifier, VISITOR)).not.toBeNull()
    expect(warnings.sort()).toEqual(['order confirmation: the SMS was not sent', 'order confirmation: the e-mail was not sent'])
  })

  it('issue 14 records the partner integration the visitor came from; an integration it does not know is refused', async () => {
    const { pay, cart, commit, lock, storage } = await setup(engine)
    await lock(TWO_SEATS)
    const unknown = await commit({ ...cart(TWO_SEATS, { paymentIdentifier: await pay(TWO_SEATS_TOTAL) }), integrationId: 'INT-FORGED' })
    expect(refusal(unknown)).toEqual(kartisError('BAD_REQUEST', { integrationId: 'INT-FORGED' }))
    const paymentIdentifier = await pay(TWO_SEATS_TOTAL)
    const result = committed(await commit({ ...cart(TWO_SEATS, { paymentIdentifier }), integrationId: 'INT-1' }))
    expect((await storage.reservations.get(result.reservationIdentifier))?.integrationId).toBe('INT-1')
  })

  it('refuses a declined card: nothing sold, the locks stay', async () => {
    const { pay, cart, commit, lock, soldTo, lockedBy } = await setup(engine)
    await lock(TWO_SEATS)
    const paymentIdentifier = await pay(TWO_SEATS_TOTAL, 'declined')
    expect(refusal(await commit(cart(TWO_SEATS, { paymentIdentifier })))?.code).toBe('CARD_PROVIDER_ERROR')
    expect(await soldTo(TWO_SEATS[0] ?? { x: 0, ticketId: 0 })).toBeNull()
    expect(await lockedBy(VISITOR)).toBe(2)
  })

  it('refuses a lowered client price: the card paid what the client computed, not what is due', async () => {
    const { pay, cart, commit, lock, lockedBy } = await setup(engine)
    await lock(TWO_SEATS)
    const cheap = TWO_SEATS.map((choice) => ({ ...choice, amount: agorot(100) }))
    // The tampered cart would cost 2 × (₪1 + ₪2) + ₪5; the card is charged that.
    const paymentIdentifier = await pay(agorot(1100))
    const result = refusal(await commit(cart(cheap, { paymentIdentifier })))
    expect(result?.code).toBe('PAYMENT_ERROR')
    expect(result?.params).toMatchObject({ reason: 'amount-mismatch', paid: 1100, due: 8900 })
    expect(await lockedBy(VISITOR)).toBe(2)
  })

  it('refuses a missing, pending or foreign payment', async () => {
    const { pay, cart, commit, lock } = await setup(engine)
    await lock(TWO_SEATS)
    expect(refusal(await commit(cart(TWO_SEATS)))?.params).toMatchObject({ reason: 'payment-not-found' })
    const pending = await pay(TWO_SEATS_TOTAL, 'pending')
    expect(refusal(await commit(cart(TWO_SEATS, { paymentIdentifier: pending })))?.params).toMatchObject({ reason: 'payment-pending' })
    const foreign = await pay(TWO_SEATS_TOTAL, 'approved', OTHER_VISITOR)
    expect(refusal(await commit(cart(TWO_SEATS, { paymentIdentifier: foreign })))?.params).toMatchObject({ reason: 'payment-not-found' })
  })

  it('refuses a payment session older than its time to live', async () => {
    const { clock, pay, cart, commit, lock } = await setup(engine)
    await lock(TWO_SEATS, VISITOR, 60 * MINUTE)
    const paymentIdentifier = await pay(TWO_SEATS_TOTAL)
    clock.advance(31 * MINUTE)
    expect(refusal(await commit(cart(TWO_SEATS, { paymentIdentifier })))?.code).toBe('PAYMENT_EXPIRED')
  })
})

describe.each(ENGINES)('commitOrder: vouchers and gift cards on %s', (engine) => {
  it('commits an order a gift card covers in full, with no card, and debits the gift card', async () => {
    const { cart, commit, lock, balanceOf, storage } = await setup(engine)
    await lock(TWO_SEATS)
    const result = committed(await commit(cart(TWO_SEATS, { voucherPayments: ['gift-500'] })))
    expect(await balanceOf('GIFT-500')).toBe(50_000 - 8900)
    expect(await storage.vouchers.history('GIFT-500')).toEqual([
      expect.objectContaining({ amount: 8900, reservationIdentifier: result.reservationIdentifier }),
    ])
  })

  it('takes a voucher first and the rest by card', async () => {
    const { pay, cart, commit, lock, balanceOf } = await setup(engine)
    await lock(TWO_SEATS)
    const paymentIdentifier = await pay(agorot(8900 - 5000))
    committed(await commit(cart(TWO_SEATS, { voucherPayments: ['VOUCHER-50'], paymentIdentifier })))
    expect(await balanceOf('VOUCHER-50')).toBe(0)
  })

  it('refuses expired, empty and unknown vouchers without writing anything', async () => {
    const { cart, commit, lock, lockedBy } = await setup(engine)
    await lock(TWO_SEATS)
    expect(refusal(await commit(cart(TWO_SEATS, { voucherPayments: ['VOUCHER-OLD'] })))?.code).toBe('VOUCHER_EXPIRED')
    expect(refusal(await commit(cart(TWO_SEATS, { voucherPayments: ['GIFT-EMPTY'] })))?.code).toBe('VOUCHER_WITHOUT_BALANCE')
    expect(refusal(await commit(cart(TWO_SEATS, { voucherPayments: ['NO-SUCH'] })))?.code).toBe('CODE_NOT_FOUND')
    expect(refusal(await commit(cart(TWO_SEATS, { voucherPayments: ['GIFT-500', 'gift-500'] })))?.code).toBe('VOUCHER_ALREADY_APPLIED')
    expect(await lockedBy(VISITOR)).toBe(2)
  })
})

describe.each(ENGINES)('commitOrder: retries and races on %s', (engine) => {
  it('answers a retried commit with the same reservation and debits once', async () => {
    const { cart, commit, lock, balanceOf, storage } = await setup(engine)
    await lock(TWO_SEATS)
    const order = cart(TWO_SEATS, { voucherPayments: ['GIFT-500'] })
    const first = committed(await commit(order))
    const again = committed(await commit(order))
    expect(again).toEqual(first)
    expect(await balanceOf('GIFT-500')).toBe(50_000 - 8900)
    expect(await storage.sms.listFor(CUSTOMER.mobileNumber)).toHaveLength(1)
    expect(await storage.email.listFor(CUSTOMER.email)).toHaveLength(1)
  })

  it('gives concurrent commits of one paid cart one reservation', async () => {
    const { pay, cart, commit, lock, storage } = await setup(engine)
    await lock(TWO_SEATS)
    const order = cart(TWO_SEATS, { paymentIdentifier: await pay(TWO_SEATS_TOTAL) })
    const results = await Promise.all(Array.from({ length: 8 }, () => commit(order)))
    const identifiers = new Set(results.map((result) => committed(result).reservationIdentifier))
    expect(identifiers.size).toBe(1)
    expect(await storage.reservations.listForUuid(VISITOR)).toHaveLength(1)
  })

  it('gives concurrent commits of one paid cart from two processes one reservation, one sale and one SMS', async () => {
    const { pay, cart, commit, lock, soldTo, storage, secondProcess } = await setup(engine)
    const other = await secondProcess()
    await lock(TWO_SEATS)
    const order = cart(TWO_SEATS, { paymentIdentifier: await pay(TWO_SEATS_TOTAL) })
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => commit(order, VISITOR, i % 2 === 0 ? undefined : other)))
    const identifiers = new Set(results.map((result) => committed(result).reservationIdentifier))
    expect(identifiers.size).toBe(1)
    expect(await soldTo(TWO_SEATS[0] ?? { x: 0, ticketId: 0 })).toBe([...identifiers][0])
    expect(await storage.reservations.listForUuid(VISITOR)).toHaveLength(1)
    expect(await storage.sms.listFor(CUSTOMER.mobileNumber)).toHaveLength(1)
  })

  it('never overspends a gift card that concurrent commits of several visitors, from two processes, pay with', async () => {
    const { cart, commit, lock, balanceOf, secondProcess } = await setup(engine)
    const other = await secondProcess()
    // GIFT-500 (₪500) covers five orders of ₪89 and part of a sixth, which has no card for the rest.
    // Six pairs of seats: three in each of the hall's two rows of six.
    const buyers = Array.from({ length: 6 }, (_, i) => ({
      uuid: randomUUID(),
      seats: [1, 2].map((seat) => ({ x: 2 * (i % 3) + seat, y: 1 + Math.floor(i / 3), ticketId: 11 })),
    }))
    for (const buyer of buyers) await lock(buyer.seats, buyer.uuid)
    const results = await Promise.all(
      buyers.map((buyer, i) => commit(cart(buyer.seats, { voucherPayments: ['GIFT-500'] }), buyer.uuid, i % 2 === 0 ? undefined : other)),
    )
    expect(results.filter(E.isRight)).toHaveLength(5)
    expect(results.flatMap((result) => (E.isLeft(result) ? [result.left.params] : []))).toEqual([
      expect.objectContaining({ reason: 'payment-not-found' }),
    ])
    expect(await balanceOf('GIFT-500')).toBe(50_000 - 5 * 8900)
  })

  it('commits one of two orders paying with the same two vouchers in opposite orders from two processes: no deadlock, no overspending', async () => {
    const { cart, commit, lock, balanceOf, storage, database, presentationId, secondProcess } = await setup(engine)
    const other = await secondProcess()
    // Four hall tickets cost ₪173: ₪100 from the first voucher listed, ₪73 from the second.
    // A deadlock needs the two commits to interleave just so: five rounds give them the chance.
    for (let round = 0; round < 5; round++) {
      const [a, b] = [`PAIR-A-${round}`, `PAIR-B-${round}`]
      for (const code of [a, b])
        await storage.vouchers.issue({ code, name: 'שובר', isGiftCard: false, balance: agorot(10_000), expiresAt: START + 86_400_000 })
      const buyers = [
        { uuid: randomUUID(), y: 1, vouchers: [a, b] },
        { uuid: randomUUID(), y: 2, vouchers: [b, a] },
      ].map((buyer) => ({ ...buyer, seats: [1, 2, 3, 4].map((x) => ({ x, y: buyer.y, ticketId: 11 })) }))
      for (const buyer of buyers) await lock(buyer.seats, buyer.uuid)
      const results = await Promise.all(
        buyers.map((buyer, i) => commit(cart(buyer.seats, { voucherPayments: buyer.vouchers }), buyer.uuid, i === 0 ? undefined : other)),
      )
      expect(results.filter(E.isRight)).toHaveLength(1)
      expect(new Set([await balanceOf(a), await balanceOf(b)])).toEqual(new Set([0, 2700]))
      await emptyPresentation(database, presentationId)
    }
  })
})

describe.each(ENGINES)('commitOrder: live seat status (issue 11) on %s', (engine) => {
  it('publishes the seats sold once the commit is in; a refused or replayed commit publishes nothing', async () => {
    const { pay, cart, commit, lock, presentationId, published } = await setup(engine)
    await lock(TWO_SEATS)
    const changes = () => published.flatMap((message) => (message.kind === 'change' ? [message.event] : []))
    expect(refusal(await commit(cart(TWO_SEATS, { paymentIdentifier: await pay(TWO_SEATS_TOTAL, 'declined') })))?.code).toBe(
      'CARD_PROVIDER_ERROR',
    )
    expect(changes()).toEqual([])
    const order = cart(TWO_SEATS, { voucherPayments: ['GIFT-500'] })
    committed(await commit(order))
    committed(await commit(order))
    expect(changes()).toEqual([
      expect.objectContaining({
        presentationId,
        status: 'sold',
        seats: TWO_SEATS.map((choice) => {
          const { sectionId, x, y } = keyOf(presentationId, choice)
          return { sectionId, x, y }
        }),
      }),
    ])
  })
})

describe.each(ENGINES)('commitOrder: locks on %s', (engine) => {
  it('refuses a commit whose locks ran out (PAYMENT_EXPIRED), or whose seat another visitor took since', async () => {
    const { clock, pay, cart, commit, lock } = await setup(engine)
    await lock(TWO_SEATS, VISITOR, 15 * MINUTE)
    const paymentIdentifier = await pay(TWO_SEATS_TOTAL)
    clock.advance(16 * MINUTE)
    const expired = refusal(await commit(cart(TWO_SEATS, { paymentIdentifier })))
    expect(expired?.code).toBe('PAYMENT_EXPIRED')
    expect(expired?.params).toMatchObject({ reason: 'lock-expired' })
    await lock([{ x: 1, ticketId: 11 }], OTHER_VISITOR)
    expect(refusal(await commit(cart(TWO_SEATS, { paymentIdentifier })))?.code).toBe('SEAT_NO_LONGER_AVAILABLE')
  })
})

describe.each(ENGINES)('commitOrder: coupons, customers and kinds on %s', (engine) => {
  it('records a coupon redemption, so its balance is spent for the next visitor', async () => {
    const { cart, commit, lock } = await setup(engine)
    const couple: readonly SeatChoice[] = [
      { x: 1, ticketId: 92, code: COUPLE_COUPON },
      { x: 2, ticketId: 92, code: COUPLE_COUPON },
    ]
    await lock(couple)
    committed(await commit(cart(couple, { voucherPayments: ['GIFT-500'] })))
    const next = couple.map((choice) => ({ ...choice, y: 2 }))
    await lock(next, OTHER_VISITOR)
    expect(refusal(await commit(cart(next, { voucherPayments: ['GIFT-500'] }), OTHER_VISITOR))?.code).toBe('COUPON_ALREADY_USED')
  })

  it('refuses hold orders and customers the §5 form rules refuse', async () => {
    const { cart, commit, lock } = await setup(engine)
    await lock(TWO_SEATS)
    expect(refusal(await commit({ ...cart(TWO_SEATS), isHold: true }))?.code).toBe('HOLD_REQUIRES_LOGIN')
    const noSsn = cart(TWO_SEATS, { customerInfo: { ...CUSTOMER, ssn: '' }, voucherPayments: ['GIFT-500'] })
    expect(refusal(await commit(noSsn))).toMatchObject({ code: 'FORM_INVALID', params: { fields: 'ssn' } })
  })

  it('saves producer seats for the named customer and texts them', async () => {
    const { deps, cart, lock, storage } = await setup(engine)
    await lock(TWO_SEATS)
    const order = { uuid: VISITOR, cart: cart(TWO_SEATS, { voucherPayments: ['GIFT-500'], customerInfo: { ...CUSTOMER, ssn: '' } }) }
    expect(refusal(await commitOrder(deps, { ...order, producer: { mobileNumber: '123', customerName: 'יוסי' } }))?.code).toBe(
      'invalid_mobileNumber',
    )
    committed(await commitOrder(deps, { ...order, producer: { mobileNumber: '052-7654321', customerName: 'יוסי לוי' } }))
    expect(await storage.sms.listFor('0527654321')).toHaveLength(1)
    // The producer names no address: no e-mail, not even to the cart's.
    expect(await storage.email.listFor(CUSTOMER.email)).toEqual([])
  })

  it('saves producer seats without a card payment (the producer collects it), which a storefront order needs', async () => {
    const { deps, cart, lock } = await setup(engine)
    await lock(TWO_SEATS)
    const unpaid = { uuid: VISITOR, cart: cart(TWO_SEATS, { customerInfo: { ...CUSTOMER, ssn: '' } }) }
    expect(refusal(await commitOrder(deps, { ...unpaid, cart: cart(TWO_SEATS) }))).not.toBeNull()
    committed(await commitOrder(deps, { ...unpaid, producer: { mobileNumber: '0527654321', customerName: 'יוסי לוי' } }))
  })
})
