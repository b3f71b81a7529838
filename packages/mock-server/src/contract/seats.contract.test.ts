import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { endpoints } from '@kartis/api-adapter'
import type { Presentation, Seat, SeatLockRequest, SeatStatusEntry } from '@kartis/core'
import { CAPTCHA, emptyPresentation } from '../test-support/demo-app'
import {
  SEED_TIMEOUT_MS,
  clientClockAt,
  codeOf,
  contractVisitor,
  firstListed,
  rightOf,
  startContractServer,
  timestampsSeen,
  type ContractServer,
  type ContractVisitor,
} from './contract-harness'

// One server for the file; each test starts from empty cinema and club presentations.
let server: ContractServer
let cinema: Presentation
let club: Presentation
let cinemaSection: number
let cinemaSeats: readonly Seat[]
let clubSection: number

beforeAll(async () => {
  server = await startContractServer()
  const scout = contractVisitor(server)
  cinema = await firstListed(scout, (p) => p.venueTypeId === 1 && p.seatingPolicyId === 3)
  club = await firstListed(scout, (p) => p.venueTypeId === 3)
  const sectionOf = async (p: Presentation) => {
    const [section] = rightOf(await scout.seatPlans.seatPlan({ venueId: p.venueId, seatplanId: p.seatplanId })).sections
    if (section === undefined) throw new Error(`presentation ${p.id} has no section`)
    return section
  }
  const hall = await sectionOf(cinema)
  cinemaSection = hall.id
  cinemaSeats = hall.groups.flatMap((g) => g.rows.flatMap((r) => r.seats))
  clubSection = (await sectionOf(club)).id
}, SEED_TIMEOUT_MS)

beforeEach(async () => {
  await emptyPresentation(server.database, cinema.id)
  await emptyPresentation(server.database, club.id)
})

afterAll(async () => {
  await server.close()
})

/** §7 the lock-seat payload of a cinema seat (row y, grid column x) with its ticket group from the seat plan, as the seat flow sends it. */
const cinemaSeat = (x: number, y: number): SeatLockRequest => ({
  presentationId: cinema.id,
  venueId: cinema.venueId,
  seatplanId: cinema.seatplanId,
  sectionId: cinemaSection,
  // A coordinate the plan lacks has no ticket group: the server answers SEAT_NOT_FOUND.
  ticketGroupId: cinemaSeats.find((seat) => seat.x === x && seat.y === y)?.ticketGroupId ?? null,
  x,
  y,
})

/** §7 a GA lock in the club: the club's ticket group, no coordinates yet. */
const clubPlace = (): SeatLockRequest => ({
  presentationId: club.id,
  venueId: club.venueId,
  seatplanId: club.seatplanId,
  sectionId: clubSection,
  ticketGroupId: club.ticketGroups[0]?.id ?? null,
  x: 0,
  y: null,
})

const statusesOf = async (by: ContractVisitor, presentation: Presentation): Promise<readonly SeatStatusEntry[]> =>
  rightOf(await by.seatStatuses.seatsStatus({ presentationId: presentation.id, venueTypeId: presentation.venueTypeId, isReserved: true }))

const statusOf = (entries: readonly SeatStatusEntry[], x: number, y: number) =>
  entries.find((e) => e.sectionId === cinemaSection && e.x === x && e.y === y)?.status

describe('SeatStatuses.seatsStatus', () => {
  it('decodes the wire arrays to seat keys and statuses: free, the visitor’s own lock, another’s lock', async () => {
    const dana = contractVisitor(server)
    const yossi = contractVisitor(server)
    rightOf(await dana.seatLocks.lock(cinemaSeat(5, 5)))
    const danaSees = await statusesOf(dana, cinema)
    expect(danaSees).toHaveLength(180)
    expect(statusOf(danaSees, 5, 5)).toBe('selected')
    expect(statusOf(danaSees, 6, 5)).toBe('available')
    expect(statusOf(await statusesOf(yossi, cinema), 5, 5)).toBe('unavailable')
  })

  it('maps a wrong captcha token to invalid_captcha and an unknown presentation to PRSNT_NOT_FOUND', async () => {
    const robot = contractVisitor(server, { captchaToken: 'wrong' })
    expect(codeOf(await robot.seatStatuses.seatsStatus({ presentationId: cinema.id, venueTypeId: 1, isReserved: true }))).toBe(
      'invalid_captcha',
    )
    const dana = contractVisitor(server)
    expect(codeOf(await dana.seatStatuses.seatsStatus({ presentationId: 999_999, venueTypeId: 1, isReserved: true }))).toBe(
      'PRSNT_NOT_FOUND',
    )
  })
})

describe('SeatLocks', () => {
  it('locks a seat (answering its coordinates) and unlocks it', async () => {
    const dana = contractVisitor(server)
    expect(rightOf(await dana.seatLocks.lock(cinemaSeat(5, 5)))).toEqual({ x: 5, y: 5, allocationId: null })
    expect(rightOf(await dana.seatLocks.unlock(cinemaSeat(5, 5)))).toBeUndefined()
    expect(statusOf(await statusesOf(contractVisitor(server), cinema), 5, 5)).toBe('available')
  })

  it('maps a seat another visitor holds to SEAT_NO_LONGER_AVAILABLE', async () => {
    rightOf(await contractVisitor(server).seatLocks.lock(cinemaSeat(5, 5)))
    expect(codeOf(await contractVisitor(server).seatLocks.lock(cinemaSeat(5, 5)))).toBe('SEAT_NO_LONGER_AVAILABLE')
  })

  it('carries the uuid header: a lock made by uuid A cannot be unlocked by uuid B (SEAT_UNLOCK_FAILED), only by A', async () => {
    const a = contractVisitor(server)
    const b = contractVisitor(server)
    rightOf(await a.seatLocks.lock(cinemaSeat(7, 6)))
    expect(codeOf(await b.seatLocks.unlock(cinemaSeat(7, 6)))).toBe('SEAT_UNLOCK_FAILED')
    expect(statusOf(await statusesOf(a, cinema), 7, 6)).toBe('selected')
    rightOf(await a.seatLocks.unlock(cinemaSeat(7, 6)))
    const seenUuids = server.requests.filter((r) => r.url.startsWith('/api/seats/unlock-seat')).map((r) => r.uuid)
    expect(seenUuids.slice(-2)).toEqual([b.uuid, a.uuid])
  })

  it('refuses the single-seat rule under seating policy 3: SINGLE_SEAT_LEFT, nothing locked', async () => {
    expect(cinema.seatingPolicyId).toBe(3)
    const dana = contractVisitor(server)
    // Seat 2 of row 5 would leave seat 1 alone against the wall.
    expect(codeOf(await dana.seatLocks.lock(cinemaSeat(2, 5)))).toBe('SINGLE_SEAT_LEFT')
    expect(statusOf(await statusesOf(dana, cinema), 2, 5)).toBe('available')
  })

  it('refuses past the presentation’s seat maximum: SEAT_MAXIMUM_REACHED', async () => {
    const dana = contractVisitor(server)
    expect(cinema.maxSeats).toBe(10)
    for (const y of [3, 4]) for (let x = 1; x <= 5; x++) rightOf(await dana.seatLocks.lock(cinemaSeat(x, y)))
    const refused = await dana.seatLocks.lock(cinemaSeat(1, 5))
    expect(codeOf(refused)).toBe('SEAT_MAXIMUM_REACHED')
  })

  it('allocates GA coordinates: the lowest free places, row 1', async () => {
    expect(rightOf(await contractVisitor(server).seatLocks.lock(clubPlace()))).toMatchObject({ x: 1, y: 1 })
    expect(rightOf(await contractVisitor(server).seatLocks.lock(clubPlace()))).toMatchObject({ x: 2, y: 1 })
  })

  it('maps a seat the plan lacks to SEAT_NOT_FOUND and a wrong captcha to invalid_captcha', async () => {
    expect(codeOf(await contractVisitor(server).seatLocks.lock(cinemaSeat(10, 5)))).toBe('SEAT_NOT_FOUND')
    const robot = contractVisitor(server, { captchaToken: 'wrong' })
    expect(codeOf(await robot.seatLocks.lock(cinemaSeat(5, 5)))).toBe('invalid_captcha')
    expect(codeOf(await robot.seatLocks.unlock(cinemaSeat(5, 5)))).toBe('invalid_captcha')
  })
})

describe('the ts stamp and the uuid header reach the server', () => {
  it('puts the client clock’s ts and the visitor’s uuid on a request, as the server’s socket sees it', async () => {
    const stamp = Date.UTC(2025, 6, 6, 6, 30, 15)
    const dana = contractVisitor(server, { clock: clientClockAt(stamp) })
    rightOf(await dana.seatPlans.presentationsOn({ year: 2025, month: 7, day: 8 }))
    const seen = server.requests.filter((r) => r.url.startsWith('/api/seats/presentations?'))
    expect(seen.at(-1)?.uuid).toBe(dana.uuid)
    expect(timestampsSeen(server, '/api/seats/presentations').at(-1)).toBe(String(stamp))
  })

  it('stamps a PUT as well: the lock-seat request the server received carries the client’s ts', async () => {
    const stamp = Date.UTC(2025, 6, 6, 6, 45)
    rightOf(await contractVisitor(server, { clock: clientClockAt(stamp) }).seatLocks.lock(cinemaSeat(5, 7)))
    expect(timestampsSeen(server, '/api/seats/lock-seat').at(-1)).toBe(String(stamp))
  })
})

describe('BestAvailable', () => {
  it('with isLock (the port’s default) finds and locks a block: the seats are the visitor’s', async () => {
    const dana = contractVisitor(server)
    const matches = rightOf(await dana.bestAvailable.bestAvailable({ presentationId: cinema.id, quantity: 3 }))
    expect(matches).toHaveLength(1)
    const [match] = matches
    expect(match?.presentationId).toBe(cinema.id)
    expect(match?.seats).toHaveLength(3)
    const seen = await statusesOf(dana, cinema)
    for (const seat of match?.seats ?? []) {
      expect(seat.sectionId).toBe(cinemaSection)
      expect(statusOf(seen, seat.x, seat.y ?? -1)).toBe('selected')
    }
  })

  it('without isLock (isLock=0 through the same transport) finds seats and locks none', async () => {
    const dana = contractVisitor(server)
    const answer = await dana.transport.send(
      endpoints.bestAvailable,
      {
        recaptchaToken: CAPTCHA,
        presentationId: cinema.id,
        quantity: 2,
        maxMatches: 5,
        resultsPerMatch: 1,
        isBestPerPresentation: true,
        isLock: false,
      },
      undefined,
    )
    const matches = rightOf(rightOf(answer))
    const seats = matches.flatMap((m) => m.seats)
    expect(seats).toHaveLength(2)
    const seen = await statusesOf(dana, cinema)
    for (const seat of seats) expect(statusOf(seen, seat.x, seat.y ?? -1)).toBe('available')
  })

  it('maps a block that does not fit to NOT_ENOUGH_SEATS and an unknown presentation to PRSNT_NOT_FOUND', async () => {
    const dana = contractVisitor(server)
    expect(codeOf(await dana.bestAvailable.bestAvailable({ presentationId: cinema.id, quantity: 30 }))).toBe('NOT_ENOUGH_SEATS')
    expect(codeOf(await dana.bestAvailable.bestAvailable({ presentationId: 999_999, quantity: 2 }))).toBe('PRSNT_NOT_FOUND')
  })
})
