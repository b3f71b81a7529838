import { ManualClock } from '@kartis/core'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { httpAdapters } from './http-adapters'
import { VISITOR_UUID_HEADER } from './http-transport'
import { fakeCaptcha, fakeFetch, json, queryOf } from './test-support/fake-fetch'

describe('httpAdapters', () => {
  it('gives every port over one transport: base URL, clock, visitor and fetch shared', async () => {
    const { fetch, seen } = fakeFetch((request) =>
      request.url.includes('/reservations/')
        ? json(200, { ReservationIdentifier: 'KRT-1001', ResStateId: 2, StartDateTime: null })
        : json(200, { '501': { timeInSeconds: 600, currentTime: 'now', url: '/' } }),
    )
    const adapters = httpAdapters({
      baseUrl: 'https://box.example',
      clock: new ManualClock(42),
      visitor: { uuid: () => 'visitor-1' },
      captcha: fakeCaptcha(),
      fetch,
    })
    expect(E.isRight(await adapters.catalog.timer(501))).toBe(true)
    expect(E.isRight(await adapters.reservations.reservation('KRT-1001'))).toBe(true)
    expect(seen.map((r) => r.url.split('?')[0])).toEqual([
      'https://box.example/api/presentations/timer/501',
      'https://box.example/api/reservations/KRT-1001',
    ])
    expect(seen.map((r) => [r.init.headers[VISITOR_UUID_HEADER], queryOf(r.url)['ts']])).toEqual([
      ['visitor-1', '42'],
      ['visitor-1', '42'],
    ])
    expect(queryOf(seen[1]?.url ?? '')['uuid']).toBe('visitor-1')
    expect(adapters.transport.apiBase).toBe('https://box.example/api/')
  })
})
