import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as E from 'fp-ts/Either'
import { afterEach, describe, expect, it } from 'vitest'
import { CartCodec, httpAdapters, platformFetch } from '@kartis/api-adapter'
import {
  agorot,
  emptyCart,
  lockRequestFor,
  rebalanceVoucherPayments,
  seatTicketFor,
  withSeatTicket,
  type Cart,
  type CartSeat,
  type Result,
  type Seat,
  type SeatStatus,
} from '@kartis/core'
import { DEV_CAPTCHA_TOKEN } from './captcha/captcha-verifier'
import { CUSTOMER } from './payment/payment-fixture'
import { SERVER_START_TIMEOUT_MS, startServerProcess, type ServerProcess } from './test-support/server-process'

// SIGTERM drains: the real server process (src/main.ts) is stopped while an order commit is in
// flight; the client must still get its reservation and, after a restart on the same database
// file, the seat must be sold. The same run with SIGKILL is the control: it loses the answer.

const rightOf = <A>(result: Result<A>): A => {
  if (E.isLeft(result)) throw new Error(`expected success, got ${result.left.code} ${result.left.serverMessage ?? ''}`)
  return result.right
}

const realClock = { now: () => Date.now(), every: () => () => undefined }

/** One visitor's HTTP adapters against the running server. */
const visitorOf = (server: ServerProcess, uuid: string) =>
  httpAdapters({
    baseUrl: server.origin,
    clock: realClock,
    visitor: { uuid: () => uuid },
    captcha: { token: () => Promise.resolve(E.right(DEV_CAPTCHA_TOKEN)) },
    fetch: platformFetch,
  })

/** §4 seats-status of the visitor's own lock and of a seat nobody may take. */
const SELECTED: SeatStatus = 'selected'
const UNAVAILABLE: SeatStatus = 'unavailable'

/** §3/§4 the visitor locks one free reserved seat of a cinema presentation and builds the cart paying it by gift card. */
const lockOneSeat = async (server: ServerProcess, uuid: string) => {
  const dana = visitorOf(server, uuid)
  const features = rightOf(await dana.catalog.features({ featureIds: [] }))
  const listed = rightOf(await dana.catalog.presentations({ featureIds: features.map((f) => f.id) }))
  const cinema = listed.presentations.find((p) => p.venueTypeId === 1)
  if (cinema === undefined) throw new Error('the demo lists no cinema presentation')
  const plan = rightOf(await dana.seatPlans.seatPlan({ venueId: cinema.venueId, seatplanId: cinema.seatplanId }))
  const seats = plan.sections.flatMap((s) => s.groups.flatMap((g) => g.rows.flatMap((r) => r.seats)))
  const statuses = rightOf(
    await dana.seatStatuses.seatsStatus({ presentationId: cinema.id, venueTypeId: cinema.venueTypeId, isReserved: true }),
  )
  const free = statuses.filter((e) => e.status === 'available')
  let locked: Seat | undefined
  for (const entry of free) {
    const seat = seats.find((s) => s.x === entry.x && s.y === entry.y && s.sectionId === entry.sectionId)
    if (seat === undefined) continue
    const lock = await dana.seatLocks.lock(lockRequestFor(cinema, seat))
    if (E.isRight(lock)) {
      locked = seat
      break
    }
  }
  if (locked === undefined) throw new Error('no seat of the cinema could be locked')
  const group = cinema.ticketGroups.find((g) => g.id === locked.ticketGroupId)
  const regular = group?.tickets[0]
  if (group === undefined || regular === undefined) throw new Error('no ticket for the locked seat')
  const bare: CartSeat = {
    presentationId: cinema.id,
    sectionId: locked.sectionId,
    x: locked.x,
    y: locked.y,
    venueId: locked.venueId,
    seatplanId: locked.seatplanId,
    groupId: locked.groupId,
    rowName: locked.rowName,
    seatName: locked.seatName,
    sectionName: locked.sectionName,
    ticketGroupId: locked.ticketGroupId,
    allocationId: locked.allocationId,
    attributes: locked.attributes,
    isMultiplyFactorSubTicket: false,
    ticket: null,
  }
  const gift = rightOf(await dana.payments.voucherBalance('GIFT-500'))
  const cart: Cart = rebalanceVoucherPayments({
    ...emptyCart('events', CUSTOMER),
    selectedPresentationId: cinema.id,
    seats: [withSeatTicket(bare, seatTicketFor(bare, group.id, regular))],
    voucherPayments: [{ code: gift.code, id: gift.id, balance: gift.balance, amount: agorot(0), isGiftCard: gift.isGiftCard }],
    paymentIdentifier: null,
  })
  /** What the visitor now sees of the seat (selected while locked by them, unavailable once sold). */
  const statusOfSeat = async (on: ServerProcess): Promise<SeatStatus | undefined> => {
    const now = rightOf(
      await visitorOf(on, uuid).seatStatuses.seatsStatus({ presentationId: cinema.id, venueTypeId: cinema.venueTypeId, isReserved: true }),
    )
    return now.find((e) => e.x === locked.x && e.y === locked.y && e.sectionId === locked.sectionId)?.status
  }
  return { cart, statusOfSeat }
}

/** The commit's answer, or the error that ended it. */
type Outcome = { readonly status: number; readonly body: string } | { readonly failed: string }

/**
 * §7 POST /payment/commit sent in two parts: the headers and half the body, then — once
 * `between` has run (the signal) — the rest. The request is in flight the whole time between.
 */
const commitInTwoParts = (
  server: ServerProcess,
  uuid: string,
  cart: Cart,
  requestId: string,
  between: () => Promise<void>,
): Promise<Outcome> => {
  const body = Buffer.from(JSON.stringify({ cart: CartCodec.encode(cart), recaptchaToken: DEV_CAPTCHA_TOKEN }))
  const { hostname, port } = new URL(server.origin)
  return new Promise<Outcome>((resolve) => {
    const sent = request(
      {
        hostname,
        port,
        method: 'POST',
        path: '/api/payment/commit',
        headers: { 'content-type': 'application/json', 'content-length': body.length, 'x-kartis-uuid': uuid, 'x-request-id': requestId },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => void chunks.push(chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }))
        response.on('error', (error) => resolve({ failed: error.message }))
      },
    )
    sent.on('error', (error) => resolve({ failed: error.message }))
    const half = Math.floor(body.length / 2)
    sent.write(body.subarray(0, half))
    void between().then(() => sent.end(body.subarray(half)))
  })
}

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

const newDatabase = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'kartis-signals-'))
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
  return join(dir, 'kartis.sqlite')
}

const started = async (databasePath: string, env: Readonly<Record<string, string>> = {}): Promise<ServerProcess> => {
  // debug: the server logs each request as it arrives, so the test knows the commit is in flight.
  const server = await startServerProcess(databasePath, { KARTIS_LOG_LEVEL: 'debug', ...env })
  cleanups.push(() => void server.child.kill('SIGKILL'))
  return server
}

/** Runs the commit and sends `signal` while it is in flight: the answer, the exit, and the seat as seen after a restart. */
const commitThenSignal = async (signal: 'SIGTERM' | 'SIGKILL') => {
  const databasePath = newDatabase()
  const first = await started(databasePath)
  const uuid = randomUUID()
  const { cart, statusOfSeat } = await lockOneSeat(first, uuid)
  expect(await statusOfSeat(first)).toBe(SELECTED)
  const requestId = `drain-${signal}`
  const outcome = await commitInTwoParts(first, uuid, cart, requestId, async () => {
    await first.lineMatching((line) => line.includes(`"reqId":"${requestId}"`) && line.includes('"msg":"request received"'))
    first.child.kill(signal)
    if (signal === 'SIGTERM') await first.lineMatching((line) => line.startsWith('SIGTERM: closing the server'))
    else await first.exited
  })
  const exit = await first.exited
  const second = await started(databasePath)
  const seatAfterRestart = await statusOfSeat(second)
  second.child.kill('SIGTERM')
  expect(await second.exited).toEqual({ code: 0, signal: null })
  return { outcome, exit, seatAfterRestart }
}

describe('stopping the server (src/main.ts)', () => {
  it(
    'SIGTERM lets the commit in flight finish: the client gets its reservation, the process exits 0, and the seat is sold after a restart',
    async () => {
      const { outcome, exit, seatAfterRestart } = await commitThenSignal('SIGTERM')
      expect(outcome).toMatchObject({ status: 200 })
      expect('body' in outcome ? JSON.parse(outcome.body) : null).toMatchObject({ reservationIdentifier: expect.stringMatching(/^KR-/) })
      expect(exit).toEqual({ code: 0, signal: null })
      expect(seatAfterRestart).toBe(UNAVAILABLE)
    },
    3 * SERVER_START_TIMEOUT_MS,
  )

  it(
    'control: SIGKILL at the same moment loses the answer and the order (so the test above can fail)',
    async () => {
      const { outcome, exit, seatAfterRestart } = await commitThenSignal('SIGKILL')
      expect(outcome).toEqual({ failed: expect.any(String) })
      expect(exit).toEqual({ code: null, signal: 'SIGKILL' })
      // Still the visitor's lock, never sold.
      expect(seatAfterRestart).toBe(SELECTED)
    },
    3 * SERVER_START_TIMEOUT_MS,
  )

  it(
    'a request that never finishes does not hold the exit: after KARTIS_SHUTDOWN_TIMEOUT_MS the process exits 1 anyway',
    async () => {
      const server = await started(newDatabase(), { KARTIS_SHUTDOWN_TIMEOUT_MS: '500' })
      const { hostname, port } = new URL(server.origin)
      // A body promised and never sent.
      const stuck = request({
        hostname,
        port,
        method: 'POST',
        path: '/api/payment/commit',
        headers: { 'content-type': 'application/json', 'content-length': 1000, 'x-kartis-uuid': randomUUID(), 'x-request-id': 'stuck-1' },
      })
      stuck.on('error', () => undefined)
      stuck.write('{"cart":')
      await server.lineMatching((line) => line.includes('"reqId":"stuck-1"') && line.includes('"msg":"request received"'))
      server.child.kill('SIGTERM')
      expect(await server.exited).toEqual({ code: 1, signal: null })
      expect(server.output()).toContain('SIGTERM: requests still in flight after 500 ms; exiting without them')
      stuck.destroy()
    },
    2 * SERVER_START_TIMEOUT_MS,
  )
})
