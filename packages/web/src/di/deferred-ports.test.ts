import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import type { Deferred } from './deferred-port'
import {
  deferredBestAvailable,
  deferredCatalog,
  deferredCustomerArea,
  deferredCustomers,
  deferredIntegration,
  deferredMembershipSales,
  deferredMemberships,
  deferredEnrolments,
  deferredVoucherSales,
  deferredDonationSales,
  deferredMiniSite,
  deferredPayments,
  deferredReservations,
  deferredSavedCarts,
  deferredSeatLocks,
  deferredSeatPlans,
  deferredSeatStatuses,
  deferredSystemVouchers,
  deferredVod,
} from './deferred-ports'

type Method = (...args: readonly unknown[]) => unknown

/** An adapter that records each call and answers with the method's name: any port, for forwarding checks. */
const recordingAdapter = () => {
  const calls: (readonly [string, readonly unknown[]])[] = []
  const adapter: Readonly<Record<string, Method>> = new Proxy(
    {},
    {
      get:
        (_target, name) =>
        (...args: readonly unknown[]) => {
          calls.push([String(name), args])
          return Promise.resolve(E.right(`${String(name)} answered`))
        },
    },
  )
  // The wrappers only call methods on it; the cast lets one recorder stand for every port.
  const port =
    <T>(): Deferred<T> =>
    (call) =>
      call(adapter as T)
  return { calls, port }
}

const isMethod = (value: unknown): value is Method => typeof value === 'function'

const argumentsOf = (name: string, count: number): string[] => Array.from({ length: count }, (_, i) => `${name}-arg${i}`)

/** Calls each method of a deferred port with as many distinct arguments as it declares; what each answered, and the arguments given. */
const callEvery = async (port: object, skip: readonly string[] = []) => {
  const answers: Record<string, unknown> = {}
  const given: (readonly [string, readonly unknown[]])[] = []
  for (const [name, method] of Object.entries(port)) {
    if (skip.includes(name) || !isMethod(method)) continue
    const args = argumentsOf(name, method.length)
    given.push([name, args])
    answers[name] = await method(...args)
  }
  return { answers, given }
}

describe('§9 deferred ports forward every method to the loaded adapter, with its arguments and its answer', () => {
  const wrappers: Readonly<Record<string, (port: Deferred<never>) => object>> = {
    catalog: deferredCatalog,
    seatPlans: deferredSeatPlans,
    seatStatuses: deferredSeatStatuses,
    seatLocks: deferredSeatLocks,
    bestAvailable: deferredBestAvailable,
    payments: deferredPayments,
    reservations: deferredReservations,
    savedCarts: deferredSavedCarts,
    systemVouchers: deferredSystemVouchers,
    customers: deferredCustomers,
    customerArea: deferredCustomerArea,
    miniSite: deferredMiniSite,
    integration: deferredIntegration,
    voucherSales: deferredVoucherSales,
    donationSales: deferredDonationSales,
    membershipSales: deferredMembershipSales,
    memberships: deferredMemberships,
    enrolments: deferredEnrolments,
  }

  for (const [name, wrap] of Object.entries(wrappers))
    it(name, async () => {
      const { calls, port } = recordingAdapter()
      const wrapped = wrap(port())
      const { answers, given } = await callEvery(wrapped)
      expect(given.length).toBeGreaterThan(0)
      expect(calls).toEqual(given)
      for (const [method] of given) expect(answers[method]).toEqual(E.right(`${method} answered`))
    })

  it('vod: its calls forward, and its media addresses are made at once, without loading the adapter', async () => {
    const { calls, port } = recordingAdapter()
    const vod = deferredVod(port(), (grant) => ({ video: `v/${grant.vodId}`, captions: `c/${grant.reservationIdentifier}` }))
    expect(vod.media({ vodId: 20, reservationIdentifier: 'KR-1' })).toEqual({ video: 'v/20', captions: 'c/KR-1' })
    expect(calls).toEqual([])
    await vod.watch({ vodId: 20, reservationIdentifier: 'KR-1', mobileNumber: '0501234567' }, '123456')
    expect(calls).toEqual([['watch', [{ vodId: 20, reservationIdentifier: 'KR-1', mobileNumber: '0501234567' }, '123456']]])
    const { answers, given } = await callEvery(vod, ['media', 'watch'])
    expect(answers).toEqual({ requestCode: E.right('requestCode answered'), access: E.right('access answered') })
    expect(calls.slice(1)).toEqual(given)
    expect(given.map(([method, args]) => [method, args.length])).toEqual([
      ['requestCode', 1],
      ['access', 2],
    ])
  })
})
