import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Customer, Reservation } from '@kartis/core'
import { DEMO_CUSTOMERS } from '../demo/demo-customers'
import { latestCode } from '../test-support/customer-browser'
import {
  SEED_TIMEOUT_MS,
  browserFetch,
  codeOf,
  contractVisitor,
  rightOf,
  startContractServer,
  type ContractServer,
} from './contract-harness'

const [NOA, DANI, MICHAL] = DEMO_CUSTOMERS
if (NOA === undefined || DANI === undefined || MICHAL === undefined) throw new Error('the demo has three customers')

// One server for the file: each test logs in a customer of its own or only reads.
let server: ContractServer

beforeAll(async () => {
  // §6 the demo theatre's venue lets customers cancel online (issue 15 demo venues).
  server = await startContractServer()
}, SEED_TIMEOUT_MS)

afterAll(async () => {
  await server.close()
})

/** A browser: the real HTTP adapters over a fetch that keeps the server's cookies. */
const browser = () => {
  const { fetch, cookies } = browserFetch()
  return { ...contractVisitor(server, { fetch }), cookies }
}

const codeSentTo = async (mobile: string): Promise<string> => {
  const code = await latestCode(server.storage.sms, mobile)
  if (code === null) throw new Error(`no code was sent to ${mobile}`)
  return code
}

const theatreAndCinema = (customer: Customer): { readonly theatre: Reservation; readonly cinema: Reservation } => {
  const theatre = customer.reservations.find((r) => r.cancellation !== null && r.cancellation !== undefined)
  const cinema = customer.reservations.find((r) => r.cancellation === null)
  if (theatre === undefined || cinema === undefined) throw new Error('expected a cancellable and a non-cancellable reservation')
  return { theatre, cinema }
}

describe('§7 customer area through HttpCustomerArea', () => {
  it('logs in by mobile number and SMS code, keeps the session in an httpOnly cookie and reads the area with it', async () => {
    const dani = browser()
    const challenge = rightOf(
      await dani.customerArea.requestMobileLogin({ method: 'mobile', mobileNumber: DANI.mobile, forCheckout: false }),
    )
    expect(challenge).toEqual({ isFallbackEnabled: true })
    const customer = rightOf(await dani.customerArea.validateMobileLogin(await codeSentTo(DANI.mobile)))
    expect(customer).toMatchObject({ firstName: 'דני', lastName: 'אברהם', ssn: DANI.ssn, mobileNumber: DANI.mobile, members: [] })
    expect(customer.customerIds).toHaveLength(1)
    expect(customer.reservations).toHaveLength(2)
    for (const reservation of customer.reservations) expect(reservation.documentKey).toMatch(/^KR-/)
    const { theatre } = theatreAndCinema(customer)
    expect(theatre.cancellation?.refund).toBeGreaterThan(0)
    expect(dani.cookies.get('kartis_customer')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(rightOf(await dani.customerArea.customerAreaData())).toEqual(customer)
    rightOf(await dani.customerArea.logout())
    expect(codeOf(await dani.customerArea.customerAreaData())).toBe('LOGIN_REQUIRED')
  })

  it('logs in by ID number (bySsnSms) with the code sent to the number on file', async () => {
    const michal = browser()
    const before = (await server.storage.sms.listFor(MICHAL.mobile)).length
    rightOf(await michal.customerArea.requestMobileLogin({ method: 'ssn', ssn: MICHAL.ssn, forCheckout: true }))
    await expect.poll(async () => (await server.storage.sms.listFor(MICHAL.mobile)).length).toBe(before + 1)
    const customer = rightOf(await michal.customerArea.validateMobileLogin(await codeSentTo(MICHAL.mobile)))
    expect(customer).toMatchObject({ firstName: 'מיכל', email: MICHAL.email, reservations: [] })
  })

  it('"send by e-mail": the link mailed to the address logs its customer in on another browser; an unknown address is answered alike', async () => {
    const asker = browser()
    expect(rightOf(await asker.customerArea.requestLoginLinkByEmail(MICHAL.email.toUpperCase()))).toBeUndefined()
    expect(rightOf(await asker.customerArea.requestLoginLinkByEmail('nobody@kartis.example'))).toBeUndefined()
    expect(codeOf(await asker.customerArea.requestLoginLinkByEmail('michal@'))).toBe('invalid_email')
    await expect.poll(async () => (await server.storage.email.listFor(MICHAL.email)).length).toBe(1)
    const [mail] = await server.storage.email.listFor(MICHAL.email)
    const token = /\/customer\/([\w-]+\.[\w-]+\.[\w-]+)/.exec(mail?.text ?? '')?.[1] ?? ''
    const phone = browser()
    expect(rightOf(await phone.customerArea.customerAreaData(token))).toMatchObject({ firstName: 'מיכל', email: MICHAL.email })
    expect(rightOf(await phone.customerArea.customerAreaData())).toMatchObject({ firstName: 'מיכל' })
    expect(codeOf(await asker.customerArea.customerAreaData())).toBe('LOGIN_REQUIRED')
  })

  it('without a session: LOGIN_REQUIRED; a wrong code: INVALID_SMS_CODE; a bad link: CUSTOMER_TOKEN_ERROR', async () => {
    const stranger = browser()
    expect(codeOf(await stranger.customerArea.customerAreaData())).toBe('LOGIN_REQUIRED')
    expect(codeOf(await stranger.customerArea.validateMobileLogin('123456'))).toBe('INVALID_SMS_CODE')
    expect(codeOf(await stranger.customerArea.customerAreaData('not.a.token'))).toBe('CUSTOMER_TOKEN_ERROR')
    expect(
      codeOf(await stranger.customerArea.requestMobileLogin({ method: 'mobile', mobileNumber: '0521234567', forCheckout: false })),
    ).toBe('invalid_mobileNumber')
  })
})

describe('§7 customer through HttpCustomers', () => {
  it('logs in by e-mail and password, refreshes, updates its own details and logs out', async () => {
    const noa = browser()
    expect(codeOf(await noa.customers.login({ email: NOA.email, password: 'wrong' }))).toBe('LOGIN_FAILED')
    const customer = rightOf(await noa.customers.login({ email: NOA.email, password: NOA.password ?? '' }))
    expect(customer).toMatchObject({ firstName: 'נועה', email: NOA.email })
    expect(customer.reservations).toHaveLength(1)
    expect(rightOf(await noa.customers.refresh()).customerIds).toEqual(customer.customerIds)
    const [customerId = 0] = customer.customerIds
    rightOf(
      await noa.customers.update({
        customerId,
        firstName: 'נועה',
        lastName: 'לוי',
        email: NOA.email,
        mobileNumber: NOA.mobile,
        city: 'חיפה',
      }),
    )
    expect(rightOf(await noa.customers.refresh()).city).toBe('חיפה')
    expect(
      codeOf(
        await noa.customers.update({
          customerId: customerId + 1,
          firstName: 'x',
          lastName: 'y',
          email: 'a@b.co',
          mobileNumber: NOA.mobile,
        }),
      ),
    ).toBe('CUSTOMER_NOT_FOUND')
    expect(rightOf(await noa.customers.locations()).length).toBeGreaterThan(0)
    rightOf(await noa.customers.logout())
    expect(codeOf(await noa.customers.refresh())).toBe('LOGIN_REQUIRED')
  })

  it('the checkout login: a code for a new number, whose validation makes the customer', async () => {
    const newcomer = browser()
    rightOf(await newcomer.customers.requestMobileLogin({ mobileNumber: '0545551234', sendSmsRegardlessOfCustomerExistence: true }))
    const customer = rightOf(
      await newcomer.customers.validateMobileLogin({ mobileNumber: '0545551234', smsCode: await codeSentTo('0545551234') }),
    )
    expect(customer).toMatchObject({ mobileNumber: '0545551234', reservations: [] })
  })
})

describe('§6 customer-area cancel through HttpReservations', () => {
  it('cancels the customer’s own reservation where the venue allows it, at the quoted fee; refuses where not', async () => {
    const dani = browser()
    rightOf(await dani.customerArea.requestMobileLogin({ method: 'mobile', mobileNumber: DANI.mobile, forCheckout: false }))
    const customer = rightOf(await dani.customerArea.validateMobileLogin(await codeSentTo(DANI.mobile)))
    const { theatre, cinema } = theatreAndCinema(customer)
    const request = (reservation: Reservation) => ({
      reservationIdentifier: reservation.reservationIdentifier,
      itemsToCancel: reservation.ticketIdentifiers ?? [],
      refundToTransactionCredit: true,
    })
    expect(codeOf(await browser().reservations.cancel(request(theatre)))).toBe('RESERVATION_NOT_FOUND')
    expect(codeOf(await dani.reservations.cancel(request(cinema)))).toBe('CANCEL_NOT_ALLOWED')
    const done = rightOf(await dani.reservations.cancel(request(theatre)))
    expect({ fee: done.fee, refund: done.refund }).toEqual(theatre.cancellation)
    const after = rightOf(await dani.customerArea.customerAreaData())
    expect(after.reservations.map((r) => r.reservationIdentifier)).toEqual([cinema.reservationIdentifier])
    expect(after.systemVouchers.map((v) => v.reference)).toEqual([done.creditCode])
  })
})
