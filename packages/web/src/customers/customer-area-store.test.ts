import {
  ManualClock,
  ZERO,
  agorot,
  kartisError,
  type CancellationOutcome,
  type CancellationRequest,
  type Customer,
  type KartisError,
  type Result,
  type VoucherHistoryEntry,
} from '@kartis/core'
import { describe, expect, it, vi } from 'vitest'
import { fakePorts } from '../../test/fake-ports'
import { NOA, NOA_RESERVATION, NOW, inMemoryCustomerSession } from './customer-fixtures'
import { createCustomerSession } from './customer-session'
import type { CustomerAreaSettings } from './customer-area-settings'

const right = <T>(value: T): Result<T> => ({ _tag: 'Right', right: value })
const left = (error: KartisError): Result<never> => ({ _tag: 'Left', left: error })

/** §6 the page's venue lets customers cancel online (customerAreaAllowEnableCancel). */
const CANCEL_ALLOWED: Partial<CustomerAreaSettings> = { cancel: { customerAreaAllowEnableCancel: true } }

/** Noa logged in over fakes: the box office answers `data` in turn (the last one again), cancels with `cancel`. */
const loggedIn = async (
  options: {
    readonly data?: readonly Customer[]
    readonly cancel?: Result<CancellationOutcome>
    readonly settings?: Partial<CustomerAreaSettings>
    readonly now?: number
  } = {},
) => {
  const clock = new ManualClock(options.now ?? NOW)
  const answers = [...(options.data ?? [NOA])]
  const cancel = vi.fn(
    async (_request: CancellationRequest) => options.cancel ?? right({ fee: agorot(1000), refund: agorot(8000), creditCode: 'CR-7Q2K' }),
  )
  const history = vi.fn(async (): Promise<Result<readonly VoucherHistoryEntry[]>> =>
    right([{ dateTime: '2026-06-29T19:00:00+03:00', description: 'מימוש', amount: agorot(-5000), reservationIdentifier: 'KRT-2001' }]),
  )
  const data = vi.fn(async () => right(answers.length > 1 ? (answers.shift() ?? NOA) : (answers[0] ?? NOA)))
  const voucherCancel = vi.fn(async (_reference: string, _reservationIdentifier: string) => right(undefined))
  const replace = vi.fn(async (_reference: string, _reservationIdentifier: string) =>
    right({
      isForReplacement: true,
      startDate: '2026-07-01T12:00:00+03:00',
      endDate: '2027-07-01T12:00:00+03:00',
      dateTimeCreated: '2026-07-01T12:00:00+03:00',
    }),
  )
  const ports = fakePorts({
    clock,
    customerArea: { ...fakePorts().customerArea, customerAreaData: data, logout: async () => right(undefined) },
    reservations: { ...fakePorts().reservations, cancel },
    systemVouchers: { history, cancel: voucherCancel, requestReplacement: replace },
  })
  const session = createCustomerSession({ ports, clock, ...(options.settings === undefined ? {} : { settings: options.settings }) })
  await session.customer.restore()
  return { session, cancel, history, data, voucherCancel, replace }
}

describe('§2/§4 cancelling a reservation in the customer area', () => {
  it('previews the server’s quote, cancels every ticket with the refund as transaction credit, shows the credit code, and the reservation leaves the list', async () => {
    const { session, cancel, data } = await loggedIn({ data: [NOA, { ...NOA, reservations: [] }], settings: CANCEL_ALLOWED })
    const { area } = session
    area.openCancel(NOA_RESERVATION)
    expect(area.cancel).toEqual({ kind: 'confirm', reservation: NOA_RESERVATION, quote: { fee: 1000, refund: 8000 } })
    await area.confirmCancel()
    expect(cancel).toHaveBeenCalledWith({
      reservationIdentifier: 'KRT-2001',
      itemsToCancel: ['KRT-2001-1', 'KRT-2001-2'],
      refundToTransactionCredit: true,
    })
    expect(area.cancel).toMatchObject({ kind: 'done', outcome: { creditCode: 'CR-7Q2K' } })
    expect(session.customer.customer?.reservations).toEqual([])
    // The customer is read again after the cancellation.
    expect(data).toHaveBeenCalledTimes(2)
  })

  it('asks for no transaction credit when nothing is refunded', async () => {
    const free = { ...NOA_RESERVATION, cancellation: { fee: ZERO, refund: ZERO } }
    const { session, cancel } = await loggedIn({
      data: [{ ...NOA, reservations: [free] }],
      cancel: right({ fee: ZERO, refund: ZERO, creditCode: null }),
      settings: CANCEL_ALLOWED,
    })
    session.area.openCancel(free)
    await session.area.confirmCancel()
    expect(cancel.mock.calls[0]?.[0].refundToTransactionCredit).toBe(false)
  })

  it('§6 offers nothing for a reservation the venue does not let customers cancel (no quote)', async () => {
    const { session } = await loggedIn({ settings: CANCEL_ALLOWED })
    session.area.openCancel({ ...NOA_RESERVATION, cancellation: null })
    expect(session.area.cancel).toEqual({ kind: 'closed' })
  })

  it('§6 issue 15 offers nothing at a venue without customer-area cancellation, even with the server’s quote', async () => {
    const { session } = await loggedIn()
    expect(session.area.canCancel(NOA_RESERVATION)).toBe(false)
    session.area.openCancel(NOA_RESERVATION)
    expect(session.area.cancel).toEqual({ kind: 'closed' })
  })

  it('§8 CANCEL_NOT_ALLOWED is shown in the dialog, the reservation stays, and it may be tried again', async () => {
    const { session, cancel } = await loggedIn({ cancel: left(kartisError('CANCEL_NOT_ALLOWED')), settings: CANCEL_ALLOWED })
    session.area.openCancel(NOA_RESERVATION)
    await session.area.confirmCancel()
    expect(session.area.cancel).toMatchObject({ kind: 'failed', error: kartisError('CANCEL_NOT_ALLOWED') })
    expect(session.customer.customer?.reservations).toHaveLength(1)
    await session.area.confirmCancel()
    expect(cancel).toHaveBeenCalledTimes(2)
    session.area.closeCancel()
    expect(session.area.cancel).toEqual({ kind: 'closed' })
  })

  it('in memory: an order made in another browser with her phone is in her area; cancelled from there, it leaves it', async () => {
    const { session, office, ports } = inMemoryCustomerSession({ allowCancel: true })
    office.reservations.create({
      uuid: 'another-browser',
      commitKey: 'k',
      orderKey: 'o',
      customerName: 'מיכל פרץ',
      customerIds: [],
      mobileNumber: '0549876543',
      featureName: 'המלט',
      startDateTime: '2026-07-03T20:00:00+03:00',
      seats: [{ presentationId: 1, place: { sectionId: 1, x: 1, y: 1 }, sectionName: 'אולם', rowName: '5', seatName: '11' }],
      isUnpaid: false,
    })
    await ports.customers.login({ email: 'noa.levi@kartis.example', password: 'Kartis-Demo-1' })
    await session.customer.restore()
    const [reservation] = session.customer.customer?.reservations ?? []
    if (reservation === undefined) throw new Error('her order is in her area')
    session.area.openCancel(reservation)
    await session.area.confirmCancel()
    expect(session.area.cancel.kind).toBe('done')
    expect(session.customer.customer?.reservations).toEqual([])
  })
})

describe('§2/§4/§9 vouchers and gift cards', () => {
  it('§7 shows a voucher’s history on demand and hides it again', async () => {
    const { session, history } = await loggedIn()
    await session.area.toggleHistory('GIFT-500')
    expect(session.area.histories.get('GIFT-500')).toMatchObject({ kind: 'ready', entries: [{ amount: -5000 }] })
    await session.area.toggleHistory('GIFT-500')
    expect(session.area.histories.has('GIFT-500')).toBe(false)
    expect(history).toHaveBeenCalledTimes(1)
  })

  it('§9 replacement is offered within the window after purchase, and applied with the voucher’s reservation', async () => {
    const { session, replace } = await loggedIn()
    const [voucher] = NOA.systemVouchers
    if (voucher === undefined) throw new Error('fixture')
    expect(session.area.canReplaceVoucher(voucher)).toBe(true)
    session.area.openVoucherAction('replace', voucher)
    await session.area.confirmVoucherAction()
    expect(replace).toHaveBeenCalledWith('GIFT-500', 'KRT-1999')
    expect(session.area.voucherDialog).toMatchObject({ kind: 'done', action: 'replace' })
  })

  it('§9 past the window it is not offered, and the core refuses it before the box office is asked (TOO_FAR_FROM_PURCHASE_DATE)', async () => {
    const { session, replace } = await loggedIn({ now: Date.UTC(2026, 7, 1), settings: { replacementWindowDays: 14 } })
    const [voucher] = NOA.systemVouchers
    if (voucher === undefined) throw new Error('fixture')
    expect(session.area.canReplaceVoucher(voucher)).toBe(false)
    session.area.openVoucherAction('replace', voucher)
    await session.area.confirmVoucherAction()
    expect(session.area.voucherDialog).toMatchObject({ kind: 'failed', error: { code: 'TOO_FAR_FROM_PURCHASE_DATE' } })
    expect(replace).not.toHaveBeenCalled()
  })

  it('§6 cancelling a voucher is offered only where customerAreaAllowEnableCancel allows; cancelled, it leaves the customer', async () => {
    const [voucher] = NOA.systemVouchers
    if (voucher === undefined) throw new Error('fixture')
    const closed = await loggedIn()
    expect(closed.session.area.canCancelVoucher(voucher)).toBe(false)
    const { session, voucherCancel } = await loggedIn({
      data: [NOA, { ...NOA, systemVouchers: [] }],
      settings: { cancel: { customerAreaAllowEnableCancel: true } },
    })
    expect(session.area.canCancelVoucher(voucher)).toBe(true)
    session.area.openVoucherAction('cancel', voucher)
    await session.area.confirmVoucherAction()
    expect(voucherCancel).toHaveBeenCalledWith('GIFT-500', 'KRT-1999')
    expect(session.customer.customer?.systemVouchers).toEqual([])
  })
})

describe('§2/§5/§8 the profile', () => {
  it('starts from the customer’s details; §5 messages block the save; a valid form sends the normalised details and the customer is read again', async () => {
    const update = vi.fn(async () => right(undefined))
    const clock = new ManualClock(NOW)
    const data = vi.fn(async () => right(NOA))
    const ports = fakePorts({
      clock,
      customers: { ...fakePorts().customers, update },
      customerArea: { ...fakePorts().customerArea, customerAreaData: data },
    })
    const { area, customer } = createCustomerSession({ ports, clock })
    await customer.restore()
    area.selectTab('profile')
    const form = area.profile.form
    if (form === null) throw new Error('the profile tab starts editing')
    expect(form.values).toMatchObject({
      firstName: 'נועה',
      email: 'noa@example.org',
      mobileNumber: '0501234567',
      verifyMobileNumber: '0501234567',
    })
    form.setText('email', 'not an address')
    await area.saveProfile()
    expect(form.errorOf('email')).toEqual({ key: 'validation.email', params: { name: 'email' } })
    expect(update).not.toHaveBeenCalled()
    form.setText('email', ' noa.cohen@example.org ')
    form.setText('mobileNumber', '+972 52 765 4321')
    form.setText('verifyMobileNumber', '052-7654321')
    form.setText('city', 'עכו')
    await area.saveProfile()
    expect(update).toHaveBeenCalledWith({
      customerId: 1,
      firstName: 'נועה',
      lastName: 'כהן',
      email: 'noa.cohen@example.org',
      mobileNumber: '0527654321',
      city: 'עכו',
    })
    expect(area.profile.save).toEqual({ kind: 'saved' })
    expect(data).toHaveBeenCalledTimes(2)
  })

  it('§8 a refusal is kept to show (error saving details)', async () => {
    const clock = new ManualClock(NOW)
    const ports = fakePorts({
      clock,
      customers: { ...fakePorts().customers, update: async () => left(kartisError('CUSTOMER_SAVE_FAILED')) },
      customerArea: { ...fakePorts().customerArea, customerAreaData: async () => right(NOA) },
    })
    const { area, customer } = createCustomerSession({ ports, clock })
    await customer.restore()
    area.selectTab('profile')
    await area.saveProfile()
    expect(area.profile.save).toEqual({ kind: 'failed', error: kartisError('CUSTOMER_SAVE_FAILED') })
  })
})

describe('§2/§4 the logout dialog', () => {
  it('asks first; once confirmed the customer is cleared and the area starts afresh', async () => {
    const { session } = await loggedIn()
    session.area.selectTab('vouchers')
    session.area.openLogout()
    expect(session.area.logoutOpen).toBe(true)
    session.area.closeLogout()
    expect(session.customer.isLoggedIn).toBe(true)
    session.area.openLogout()
    await session.area.confirmLogout()
    expect(session.customer.isLoggedIn).toBe(false)
    expect(session.area.logoutOpen).toBe(false)
    expect(session.area.tab).toBe('tickets')
  })
})
