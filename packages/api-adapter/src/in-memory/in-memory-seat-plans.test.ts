import { kartisError } from '@kartis/core'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { hallSeat, openSample } from './test-support/demo-sample'

describe('InMemorySeatPlans', () => {
  it('§7 the layout of a venue’s plan, every seat unavailable until statuses load', async () => {
    const { dana } = openSample()
    const plan = await dana.seatPlans.seatPlan({ venueId: 10, seatplanId: 100 })
    const seats = E.isRight(plan) ? plan.right.sections.flatMap((s) => s.groups.flatMap((g) => g.rows.flatMap((r) => r.seats))) : []
    expect(seats).toHaveLength(10)
    expect(new Set(seats.map((seat) => seat.status))).toEqual(new Set(['unavailable']))
    expect(E.map((p: { readonly sections: readonly { readonly name: string }[] }) => p.sections.map((s) => s.name))(plan)).toEqual(
      E.right(['אולם', 'עמידה']),
    )
  })

  it('NOT_FOUND for a plan no presentation has', async () => {
    const { dana } = openSample()
    expect(await dana.seatPlans.seatPlan({ venueId: 10, seatplanId: 101 })).toEqual(
      E.left(kartisError('NOT_FOUND', { venueId: 10, seatplanId: 101 })),
    )
  })

  it('§7 the presentations of a Jerusalem day, without their plans', async () => {
    const { dana } = openSample()
    const onDay = await dana.seatPlans.presentationsOn({ year: 2026, month: 7, day: 2 })
    expect(
      E.map((list: readonly { readonly id: number; readonly seatPlan: unknown }[]) => list.map((p) => [p.id, p.seatPlan]))(onDay),
    ).toEqual(
      E.right([
        [501, null],
        [601, null],
      ]),
    )
    expect(await dana.seatPlans.presentationsOn({ year: 2026, month: 7, day: 4 })).toEqual(E.right([]))
  })
})

describe('InMemorySeatStatuses', () => {
  it('§4 every reserved seat with its status now: held, sold before opening, locked, available', async () => {
    const { dana } = openSample()
    await dana.seatLocks.lock(hallSeat(502, 5, 1))
    const statuses = await dana.seatStatuses.seatsStatus({ presentationId: 502, venueTypeId: 1, isReserved: true, sectionId: 1 })
    expect(
      E.map((entries: readonly { readonly x: number; readonly y: number; readonly status: string }[]) =>
        entries.map((e) => `${e.y}:${e.x}:${e.status}`),
      )(statuses),
    ).toEqual(
      E.right([
        '1:1:available',
        '1:2:available',
        '1:3:available',
        '1:4:available',
        '1:5:selected',
        '1:6:available',
        '2:1:hold',
        '2:2:unavailable',
        '2:3:available',
        '2:4:available',
      ]),
    )
  })

  it('a lock in one presentation leaves the other presentation of the same hall alone', async () => {
    const { dana } = openSample()
    await dana.seatLocks.lock(hallSeat(502, 5, 1))
    const other = await dana.seatStatuses.seatsStatus({ presentationId: 501, venueTypeId: 1, isReserved: true })
    expect(
      E.map(
        (entries: readonly { readonly x: number; readonly y: number; readonly status: string }[]) =>
          entries.find((e) => e.x === 5 && e.y === 1)?.status,
      )(other),
    ).toEqual(E.right('available'))
  })

  it('PRSNT_NOT_FOUND for an unknown presentation', async () => {
    const { dana } = openSample()
    expect(await dana.seatStatuses.seatsStatus({ presentationId: 77, venueTypeId: 1, isReserved: true })).toEqual(
      E.left(kartisError('PRSNT_NOT_FOUND', { presentationId: 77 })),
    )
  })
})
