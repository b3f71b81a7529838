import { kartisError, ManualClock, type SeatStatusEntry } from '@kartis/core'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { InMemoryBoxOffice } from './box-office'
import { inMemoryAdapters } from './in-memory-adapters'
import { hallSeat, OPENING_MS, openSample, sampleDataset, visitorNamed } from './test-support/demo-sample'

const statusAt = (entries: E.Either<unknown, readonly SeatStatusEntry[]>, sectionId: number, x: number, y: number): string | undefined =>
  E.isRight(entries) ? entries.right.find((e) => e.sectionId === sectionId && e.x === x && e.y === y)?.status : undefined

describe('InMemorySeatLocks: lock and unlock', () => {
  it('locks a free seat for the visitor: its coordinates and allocation; everyone then sees it selected', async () => {
    const { dana, yossi } = openSample()
    expect(await dana.seatLocks.lock(hallSeat(501, 3, 1))).toEqual(E.right({ x: 3, y: 1, allocationId: 9013 }))
    const statuses = await yossi.seatStatuses.seatsStatus({ presentationId: 501, venueTypeId: 1, isReserved: true })
    expect(statusAt(statuses, 1, 3, 1)).toBe('selected')
    expect(statusAt(statuses, 1, 4, 1)).toBe('available')
  })

  it('refuses a seat another visitor holds, and frees it on unlock', async () => {
    const { dana, yossi } = openSample()
    await dana.seatLocks.lock(hallSeat(501, 3, 1))
    expect(await yossi.seatLocks.lock(hallSeat(501, 3, 1))).toEqual(
      E.left(kartisError('SEAT_NO_LONGER_AVAILABLE', { section: 'אולם', row: 'א', seat: '3' })),
    )
    expect(await dana.seatLocks.unlock(hallSeat(501, 3, 1))).toEqual(E.right(undefined))
    expect(await yossi.seatLocks.lock(hallSeat(501, 3, 1))).toEqual(E.right({ x: 3, y: 1, allocationId: 9013 }))
  })

  it('refuses seats held or sold before opening', async () => {
    const { dana } = openSample()
    expect(await dana.seatLocks.lock(hallSeat(502, 1, 2))).toEqual(
      E.left(kartisError('SEAT_NO_LONGER_AVAILABLE', { section: 'אולם', row: 'ב', seat: '1' })),
    )
    expect(await dana.seatLocks.lock(hallSeat(502, 2, 2))).toEqual(
      E.left(kartisError('SEAT_NO_LONGER_AVAILABLE', { section: 'אולם', row: 'ב', seat: '2' })),
    )
  })

  it('PRSNT_NOT_FOUND for an unknown presentation; SEAT_NOT_FOUND for a seat, section or venue plan not the presentation’s', async () => {
    const { dana } = openSample()
    expect(await dana.seatLocks.lock(hallSeat(999, 3, 1))).toEqual(E.left(kartisError('PRSNT_NOT_FOUND', { presentationId: 999 })))
    expect(await dana.seatLocks.lock({ ...hallSeat(601, 3, 1), sectionId: 3 })).toEqual(
      E.left(kartisError('SEAT_NOT_FOUND', { sectionId: 3, x: 3, y: 1 })),
    )
    expect(await dana.seatLocks.lock(hallSeat(501, 9, 1))).toEqual(E.left(kartisError('SEAT_NOT_FOUND', { sectionId: 1, x: 9, y: 1 })))
    expect(await dana.seatLocks.lock(hallSeat(501, 3, 1, 7))).toEqual(E.left(kartisError('SEAT_NOT_FOUND', { sectionId: 7, x: 3, y: 1 })))
  })

  it('unlocking a seat the visitor holds no lock of is SEAT_UNLOCK_FAILED, and another’s lock stays', async () => {
    const { dana, yossi } = openSample()
    await dana.seatLocks.lock(hallSeat(501, 3, 1))
    expect(await yossi.seatLocks.unlock(hallSeat(501, 3, 1))).toEqual(E.left(kartisError('SEAT_UNLOCK_FAILED', { sectionId: 1, x: 3 })))
    expect(await yossi.seatLocks.unlock(hallSeat(501, 5, 1))).toEqual(E.left(kartisError('SEAT_UNLOCK_FAILED', { sectionId: 1, x: 5 })))
    expect(E.isLeft(await yossi.seatLocks.lock(hallSeat(501, 3, 1)))).toBe(true)
  })

  it('unlocking one’s own lock after it expired is fine', async () => {
    const { dana, clock } = openSample()
    await dana.seatLocks.lock(hallSeat(501, 3, 1))
    clock.advance(20 * 60_000)
    expect(await dana.seatLocks.unlock(hallSeat(501, 3, 1))).toEqual(E.right(undefined))
  })
})

describe('InMemorySeatLocks: expiry against the Clock port', () => {
  it('a lock holds for 15 minutes, then frees its seat at once', async () => {
    const { dana, yossi, clock } = openSample()
    await dana.seatLocks.lock(hallSeat(501, 3, 1))
    clock.advance(15 * 60_000 - 1)
    expect(E.isLeft(await yossi.seatLocks.lock(hallSeat(501, 3, 1)))).toBe(true)
    clock.advance(1)
    expect(await yossi.seatLocks.lock(hallSeat(501, 3, 1))).toEqual(E.right({ x: 3, y: 1, allocationId: 9013 }))
  })

  it('locking one’s own seat again succeeds without change: the lock still ends on time', async () => {
    const { dana, yossi, clock } = openSample()
    await dana.seatLocks.lock(hallSeat(501, 3, 1))
    clock.advance(10 * 60_000)
    expect(await dana.seatLocks.lock(hallSeat(501, 3, 1))).toEqual(E.right({ x: 3, y: 1, allocationId: 9013 }))
    clock.advance(5 * 60_000)
    expect(E.isRight(await yossi.seatLocks.lock(hallSeat(501, 3, 1)))).toBe(true)
  })

  it('the lock time is configurable', async () => {
    const clock = new ManualClock(OPENING_MS)
    const office = new InMemoryBoxOffice(sampleDataset, { clock, lockTtlMs: 60_000 })
    const dana = inMemoryAdapters(office, visitorNamed('dana'))
    const yossi = inMemoryAdapters(office, visitorNamed('yossi'))
    await dana.seatLocks.lock(hallSeat(501, 3, 1))
    clock.advance(60_000)
    expect(E.isRight(await yossi.seatLocks.lock(hallSeat(501, 3, 1)))).toBe(true)
  })

  it('expired locks no longer count towards the visitor’s maximum', async () => {
    const { dana, clock } = openSample()
    for (const x of [6, 5, 4, 3]) expect(E.isRight(await dana.seatLocks.lock(hallSeat(501, x, 1)))).toBe(true)
    expect(await dana.seatLocks.lock(hallSeat(501, 1, null, 2))).toEqual(E.left(kartisError('SEAT_MAXIMUM_REACHED', { max: 4 })))
    clock.advance(15 * 60_000)
    expect(E.isRight(await dana.seatLocks.lock(hallSeat(501, 1, null, 2)))).toBe(true)
  })
})

describe('InMemorySeatLocks: the core’s seating rules on the server side', () => {
  it('§4 single-seat rule (policy 3): a seat that strands its neighbour is refused', async () => {
    const { dana } = openSample()
    expect(await dana.seatLocks.lock(hallSeat(501, 2, 1))).toEqual(
      E.left(kartisError('SINGLE_SEAT_LEFT', { section: 'אולם', row: 'א', seat: '1' })),
    )
    expect(E.isRight(await dana.seatLocks.lock(hallSeat(501, 3, 1)))).toBe(true)
  })

  it('§4 without policy 3 the same seat is allowed', async () => {
    const { dana } = openSample()
    expect(E.isRight(await dana.seatLocks.lock(hallSeat(502, 2, 1)))).toBe(true)
  })

  it('§4 the rule counts the visitor’s own seats: after seat 3, seat 2 is fine, seat 5 strands seat 4', async () => {
    const { dana } = openSample()
    await dana.seatLocks.lock(hallSeat(501, 3, 1))
    expect(await dana.seatLocks.lock(hallSeat(501, 5, 1))).toEqual(
      E.left(kartisError('SINGLE_SEAT_LEFT', { section: 'אולם', row: 'א', seat: '4' })),
    )
    expect(E.isRight(await dana.seatLocks.lock(hallSeat(501, 4, 1)))).toBe(true)
  })

  it('§4 a couch is one unit: locking one seat locks both, unlocking one frees both', async () => {
    const { dana, yossi } = openSample()
    expect(await dana.seatLocks.lock(hallSeat(502, 3, 2))).toEqual(E.right({ x: 3, y: 2, allocationId: 9023 }))
    const statuses = await yossi.seatStatuses.seatsStatus({ presentationId: 502, venueTypeId: 1, isReserved: true })
    expect([statusAt(statuses, 1, 3, 2), statusAt(statuses, 1, 4, 2)]).toEqual(['selected', 'selected'])
    expect(await yossi.seatLocks.lock(hallSeat(502, 4, 2))).toEqual(
      E.left(kartisError('SEAT_NO_LONGER_AVAILABLE', { section: 'אולם', row: 'ב', seat: '3' })),
    )
    expect(await dana.seatLocks.unlock(hallSeat(502, 4, 2))).toEqual(E.right(undefined))
    expect(E.isRight(await yossi.seatLocks.lock(hallSeat(502, 4, 2)))).toBe(true)
  })

  it('§5 a couch counts as its seats towards the maximum', async () => {
    const { dana } = openSample()
    for (const x of [6, 5, 4]) await dana.seatLocks.lock(hallSeat(501, x, 1))
    expect(await dana.seatLocks.lock(hallSeat(501, 3, 2))).toEqual(E.left(kartisError('SEAT_MAXIMUM_REACHED', { max: 4 })))
  })

  it('§5 seat maximum: the visitor’s locks in the presentation, GA places included', async () => {
    const { dana, yossi } = openSample()
    for (const x of [6, 5, 4]) await dana.seatLocks.lock(hallSeat(501, x, 1))
    expect(E.isRight(await dana.seatLocks.lock(hallSeat(501, 0, null, 2)))).toBe(true)
    expect(await dana.seatLocks.lock(hallSeat(501, 3, 1))).toEqual(E.left(kartisError('SEAT_MAXIMUM_REACHED', { max: 4 })))
    expect(E.isRight(await yossi.seatLocks.lock(hallSeat(501, 3, 1)))).toBe(true)
  })
})

describe('InMemorySeatLocks: general admission', () => {
  it('§7 allocates the lowest free place in row 1, until the section is full', async () => {
    const { dana, yossi, office } = openSample()
    const carmel = inMemoryAdapters(office, visitorNamed('carmel'))
    expect(await dana.seatLocks.lock(hallSeat(501, 0, null, 2))).toEqual(E.right({ x: 1, y: 1, allocationId: null }))
    expect(await yossi.seatLocks.lock(hallSeat(501, 0, null, 2))).toEqual(E.right({ x: 2, y: 1, allocationId: null }))
    expect(await carmel.seatLocks.lock(hallSeat(501, 0, null, 2))).toEqual(E.left(kartisError('NO_SEATS_LEFT_GA', { section: 'עמידה' })))
    expect(await dana.seatLocks.unlock(hallSeat(501, 1, 1, 2))).toEqual(E.right(undefined))
    expect(await carmel.seatLocks.lock(hallSeat(501, 0, null, 2))).toEqual(E.right({ x: 1, y: 1, allocationId: null }))
  })

  it('§7 seats-status lists the taken GA places as selected', async () => {
    const { dana } = openSample()
    await dana.seatLocks.lock(hallSeat(501, 0, null, 2))
    const statuses = await dana.seatStatuses.seatsStatus({ presentationId: 501, venueTypeId: 1, isReserved: false, sectionId: 2 })
    expect(statuses).toEqual(E.right([{ sectionId: 2, groupId: 0, x: 1, y: 1, allocationId: null, ticketGroupId: 5, status: 'selected' }]))
  })

  it('a GA unlock names its place by x (row 1 when no row is given)', async () => {
    const { dana, yossi } = openSample()
    await dana.seatLocks.lock(hallSeat(501, 0, null, 2))
    await dana.seatLocks.lock(hallSeat(501, 0, null, 2))
    expect(await dana.seatLocks.unlock(hallSeat(501, 2, null, 2))).toEqual(E.right(undefined))
    expect(await yossi.seatLocks.lock(hallSeat(501, 0, null, 2))).toEqual(E.right({ x: 2, y: 1, allocationId: null }))
    expect(await yossi.seatLocks.unlock(hallSeat(501, 1, 1, 2))).toEqual(E.left(kartisError('SEAT_UNLOCK_FAILED', { sectionId: 2, x: 1 })))
  })
})
