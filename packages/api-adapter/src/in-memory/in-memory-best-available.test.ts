import { kartisError, type BestAvailableMatch } from '@kartis/core'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { hallSeat, openSample } from './test-support/demo-sample'

describe('InMemoryBestAvailable', () => {
  it('§7 finds the best block in the presentation and locks it for the visitor', async () => {
    const { dana, yossi } = openSample()
    const found = await dana.bestAvailable.bestAvailable({ quantity: 2, presentationId: 501 })
    expect(found).toEqual(
      E.right([
        {
          presentationId: 501,
          seats: [
            { sectionId: 1, x: 3, y: 1 },
            { sectionId: 1, x: 4, y: 1 },
          ],
        },
      ]),
    )
    expect(await yossi.seatLocks.lock(hallSeat(501, 4, 1))).toEqual(
      E.left(kartisError('SEAT_NO_LONGER_AVAILABLE', { section: 'אולם', row: 'א', seat: '4' })),
    )
  })

  it('§4 the block leaves no single seat under policy 3', async () => {
    const { dana } = openSample()
    const found = await dana.bestAvailable.bestAvailable({ quantity: 4, presentationId: 501 })
    expect(E.map((matches: readonly BestAvailableMatch[]) => matches[0]?.seats.map((s) => `${s.y}:${s.x}`))(found)).toEqual(
      E.right(['1:1', '1:2', '1:3', '1:4']),
    )
  })

  it('§7 one match per presentation of the feature, best first', async () => {
    const { dana } = openSample()
    const found = await dana.bestAvailable.bestAvailable({ quantity: 1, featureId: 1 })
    expect(E.map((matches: readonly BestAvailableMatch[]) => matches.map((m) => m.presentationId).sort())(found)).toEqual(
      E.right([501, 502]),
    )
  })

  it('§7 looks only within the dates asked for (Jerusalem days, both ends included)', async () => {
    const { dana } = openSample()
    const found = await dana.bestAvailable.bestAvailable({
      quantity: 1,
      featureId: 1,
      startDate: { year: 2026, month: 7, day: 3 },
      endDate: { year: 2026, month: 7, day: 3 },
    })
    expect(E.map((matches: readonly BestAvailableMatch[]) => matches.map((m) => m.presentationId))(found)).toEqual(E.right([502]))
  })

  it('§8 NOT_ENOUGH_SEATS when no block of that size is free', async () => {
    const { dana } = openSample()
    expect(await dana.bestAvailable.bestAvailable({ quantity: 7, presentationId: 502 })).toEqual(
      E.left(kartisError('NOT_ENOUGH_SEATS', { quantity: 7 })),
    )
  })

  it('§5 a block past the visitor’s seat maximum is not locked', async () => {
    const { dana } = openSample()
    await dana.seatLocks.lock(hallSeat(501, 0, null, 2))
    await dana.seatLocks.lock(hallSeat(501, 0, null, 2))
    expect(await dana.bestAvailable.bestAvailable({ quantity: 3, presentationId: 501 })).toEqual(
      E.left(kartisError('SEAT_MAXIMUM_REACHED', { max: 4 })),
    )
  })
})
