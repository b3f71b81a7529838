import * as E from 'fp-ts/Either'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { kartisError } from '@kartis/core'
import { InProcessSeatEvents } from '../seats/in-process-seat-events'
import type { SeatEventMessage } from '../seats/seat-events'
import type { ReleasedHold } from '../storage/hold-releases'
import { startHoldReleaseSweep } from './hold-release-sweep'

const HOLD: ReleasedHold = {
  reservationIdentifier: 'KR-AAAAAAAA',
  seats: [
    { presentationId: 7, sectionId: 101, x: 1, y: 2 },
    { presentationId: 7, sectionId: 101, x: 2, y: 2 },
  ],
  mobileNumber: '0523334455',
  featureName: 'המלט',
  startDateTime: '2025-07-01T20:00:00+03:00',
}
/** A hold whose order named no mobile number (nobody to text). */
const UNNAMED: ReleasedHold = { ...HOLD, reservationIdentifier: 'KR-BBBBBBBB', seats: [], mobileNumber: '' }

describe('startHoldReleaseSweep', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('releases every interval, publishes the freed seats free and reports the holds; a failed pass is reported and retried', async () => {
    vi.useFakeTimers()
    const events = new InProcessSeatEvents()
    const seen: SeatEventMessage[] = []
    events.subscribe(7, (message) => seen.push(message))
    const answers: (readonly ReleasedHold[] | Error)[] = [[], new Error('database away'), [HOLD, UNNAMED]]
    const texts: string[] = []
    const released: (readonly ReleasedHold[])[] = []
    const errors: unknown[] = []
    const sweep = startHoldReleaseSweep({
      holds: {
        releaseDue: () => {
          const next = answers.shift() ?? []
          return next instanceof Error ? Promise.reject(next) : Promise.resolve(next)
        },
      },
      seatEvents: events,
      sms: {
        send: (to, text) => {
          texts.push(`${to}: ${text}`)
          return Promise.resolve(E.right(undefined))
        },
      },
      intervalMs: 1000,
      onReleased: (holds) => released.push(holds),
      onError: (error) => errors.push(error),
    })
    await vi.advanceTimersByTimeAsync(3000)
    await sweep.stop()
    expect(released).toEqual([[HOLD, UNNAMED]])
    expect(errors).toEqual([new Error('database away')])
    // §9 the customer is told, in Hebrew, which order was cancelled; a hold without a number texts nobody.
    expect(texts).toEqual([
      '0523334455: ההזמנה KR-AAAAAAAA (המלט, 01/07/2025 20:00) לא שולמה עד 30 דקות לפני האירוע, ולכן בוטלה והמקומות שוחררו.\nאפשר להזמין מחדש באתר, אם נותרו מקומות.',
    ])
    expect(seen.flatMap((message) => (message.kind === 'change' ? [message.event] : []))).toEqual([
      expect.objectContaining({
        presentationId: 7,
        status: 'free',
        seats: [
          { sectionId: 101, x: 1, y: 2 },
          { sectionId: 101, x: 2, y: 2 },
        ],
      }),
    ])
    await events.close()
  })

  it('reports an SMS the gateway did not take (the release stands)', async () => {
    vi.useFakeTimers()
    const errors: unknown[] = []
    const sweep = startHoldReleaseSweep({
      holds: { releaseDue: () => Promise.resolve([HOLD]) },
      seatEvents: new InProcessSeatEvents(),
      sms: { send: () => Promise.resolve(E.left(kartisError('SMS_FAILED'))) },
      intervalMs: 1000,
      onReleased: () => undefined,
      onError: (error) => errors.push(error),
    })
    await vi.advanceTimersByTimeAsync(1000)
    await sweep.stop()
    expect(errors).toEqual([new Error('the SMS of released hold KR-AAAAAAAA was not sent (SMS_FAILED)')])
  })
})
