import { agorot, kartisError, ManualClock } from '@kartis/core'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { endpoints } from '../wire/endpoints'
import { presentationWire } from '../wire/test-support/samples'
import { apiBaseUrl, HttpTransport, VISITOR_UUID_HEADER } from './http-transport'
import {
  bodyOf,
  failingCaptcha,
  fakeCaptcha,
  fakeFetch,
  json,
  queryOf,
  scriptedTransport,
  START_MS,
  text,
  unreadable,
  VISITOR_UUID,
} from './test-support/fake-fetch'

describe('apiBaseUrl (§7 the base API path ends in /api/)', () => {
  it('adds /api/ to an origin or prefix, once', () => {
    expect(apiBaseUrl('')).toBe('/api/')
    expect(apiBaseUrl('https://tickets.example.org')).toBe('https://tickets.example.org/api/')
    expect(apiBaseUrl('https://tickets.example.org/')).toBe('https://tickets.example.org/api/')
    expect(apiBaseUrl('https://tickets.example.org/box-office/api')).toBe('https://tickets.example.org/box-office/api/')
    expect(apiBaseUrl('/api/')).toBe('/api/')
  })
})

describe('HttpTransport: the request', () => {
  it('goes under the base, with the query encoded by the codec and ts from the clock last', async () => {
    const { transport, seen } = scriptedTransport(() => json(200, { features: [] }))
    await transport.send(endpoints.features, { featureIds: [12, 15], locationId: 3 }, undefined)
    expect(seen[0]?.url).toBe(`https://tickets.example.org/api/features/?featureIds=12%2C15&locationId=3&ts=${START_MS}`)
    expect(seen[0]?.init.method).toBe('GET')
  })

  it('stamps every request with the time of sending', async () => {
    const { transport, seen, clock } = scriptedTransport(() => json(200, { features: [] }))
    await transport.send(endpoints.features, { featureIds: [] }, undefined)
    clock.advance(1500)
    await transport.send(endpoints.features, { featureIds: [] }, undefined)
    expect(seen.map((r) => queryOf(r.url)['ts'])).toEqual([String(START_MS), String(START_MS + 1500)])
  })

  it('uses ? for ts when the call has no query', async () => {
    const { transport, seen } = scriptedTransport(() => json(200, { '812': { timeInSeconds: 600, currentTime: '20:30', url: '/' } }))
    await transport.send(endpoints.timer, { id: 812 }, undefined)
    expect(seen[0]?.url).toBe(`https://tickets.example.org/api/presentations/timer/812?ts=${START_MS}`)
  })

  it('encodes Hebrew, spaces, & and / in the query and the path', async () => {
    const { transport, seen } = scriptedTransport(() => json(200, { URL: 'x', PresentationList: [] }))
    await transport.send(endpoints.features, { featureIds: [], miniSiteUrl: 'פסטיבל הקיץ&more' }, undefined)
    await transport.send(endpoints.miniSite, { url: 'קיץ/2026' }, undefined)
    expect(seen[0]?.url).toContain('miniSiteUrl=%D7%A4%D7%A1%D7%98%D7%99%D7%91%D7%9C%20%D7%94%D7%A7%D7%99%D7%A5%26more&ts=')
    expect(queryOf(seen[0]?.url ?? '')['miniSiteUrl']).toBe('פסטיבל הקיץ&more')
    expect(seen[1]?.url).toBe(`https://tickets.example.org/api/mini-site/%D7%A7%D7%99%D7%A5%2F2026?ts=${START_MS}`)
  })

  it('keeps the integration TS apart from the client ts', async () => {
    const { transport, seen } = scriptedTransport(() => json(200, { integrationId: 'INT-1' }))
    await transport.send(endpoints.integration, { TS: 'partner-stamp', ret: 'https://partner.example/back', key: 'k1' }, undefined)
    expect(queryOf(seen[0]?.url ?? '')).toEqual({
      TS: 'partner-stamp',
      ret: 'https://partner.example/back',
      key: 'k1',
      ts: String(START_MS),
    })
  })

  it('carries the visitor uuid header on every request, and a JSON body with its content type', async () => {
    const { transport, seen } = scriptedTransport(() => json(200, { lockedSeat: { x: 4, y: 2, allocationId: null } }))
    await transport.send(endpoints.timer, { id: 1 }, undefined)
    const seat = { presentationId: 812, venueId: 7, seatplanId: 41, sectionId: 3, ticketGroupId: 9, x: 4, y: null }
    await transport.send(endpoints.lockSeat, {}, { recaptchaToken: 'tok', seat })
    expect(seen.map((r) => r.init.headers[VISITOR_UUID_HEADER])).toEqual([VISITOR_UUID, VISITOR_UUID])
    expect(seen[0]?.init.body).toBeUndefined()
    expect(seen[1]?.init).toMatchObject({ method: 'PUT', headers: { 'content-type': 'application/json' } })
    expect(bodyOf(seen[1])).toEqual({
      recaptchaToken: 'tok',
      seat: {
        PresentationId: 812,
        VenueId: 7,
        VenueSeatplanId: 41,
        VenueSectionId: 3,
        TicketGroupId: 9,
        XCoordinate: 4,
        YCoordinate: null,
      },
    })
  })

  it('sends money as decimal shekels', async () => {
    const { transport, seen } = scriptedTransport(() => json(200, { paymentFormURL: 'https://pay.example/form/1' }))
    await transport.send(endpoints.paymentForm, { locale: 'he', ssn: '039337423', total: agorot(18380), recaptchaToken: 'tok' }, undefined)
    expect(queryOf(seen[0]?.url ?? '')['total']).toBe('183.8')
  })

  it('gives the address of a call without ts, for image sources', () => {
    const { transport } = scriptedTransport(() => json(200, {}))
    expect(transport.address(endpoints.productImage, { id: 31 })).toBe('https://tickets.example.org/api/products/31/image')
  })

  it('uses the same origin under /api/ when no base URL is given', async () => {
    const { fetch, seen } = fakeFetch(() => json(200, { features: [] }))
    const transport = new HttpTransport({ clock: new ManualClock(5), visitor: { uuid: () => VISITOR_UUID }, captcha: fakeCaptcha(), fetch })
    await transport.send(endpoints.features, { featureIds: [] }, undefined)
    expect(seen[0]?.url).toBe('/api/features/?ts=5')
  })
})

describe('HttpTransport: the answer', () => {
  it('decodes a 2xx answer with the call’s codec into domain terms', async () => {
    const { transport } = scriptedTransport(() => json(200, { presentations: [presentationWire], hasReserved: 1, hasGA: 0 }))
    const answer = await transport.send(endpoints.presentations, { featureIds: [], ticketCodes: [], isHold: false }, undefined)
    expect(
      E.map((list: { readonly hasReserved: boolean; readonly presentations: readonly unknown[] }) => [
        list.hasReserved,
        list.presentations.length,
      ])(answer),
    ).toEqual(E.right([true, 1]))
  })

  it('is NETWORK_ERROR, naming the call, when fetch fails', async () => {
    const { transport } = scriptedTransport(() => new TypeError('fetch failed'))
    expect(await transport.send(endpoints.timer, { id: 1 }, undefined)).toEqual(
      E.left(kartisError('NETWORK_ERROR', { call: 'timer', reason: 'fetch failed' })),
    )
  })

  it('is NETWORK_ERROR when the body cannot be read', async () => {
    const { transport } = scriptedTransport(() => unreadable(200))
    expect(await transport.send(endpoints.timer, { id: 1 }, undefined)).toEqual(
      E.left(kartisError('NETWORK_ERROR', { call: 'timer', reason: 'connection reset' })),
    )
  })

  it('is NETWORK_ERROR when the platform has no fetch at all', async () => {
    const transport = new HttpTransport({
      clock: new ManualClock(0),
      visitor: { uuid: () => VISITOR_UUID },
      captcha: fakeCaptcha(),
      fetch: () => Promise.reject(new Error('offline')),
    })
    expect(await transport.send(endpoints.timer, { id: 1 }, undefined)).toEqual(
      E.left(kartisError('NETWORK_ERROR', { call: 'timer', reason: 'offline' })),
    )
  })

  it('maps a 400 with a code to that code and the server message', async () => {
    const { transport } = scriptedTransport(() =>
      json(400, { error: { code: 'BAD_REQUEST', message: 'quantity: expected integer, got "two"', params: { path: 'quantity' } } }),
    )
    expect(await transport.send(endpoints.timer, { id: 1 }, undefined)).toEqual(
      E.left(kartisError('BAD_REQUEST', { path: 'quantity' }, 'quantity: expected integer, got "two"')),
    )
  })

  it('keeps a known §8 code sent with a 4xx', async () => {
    const { transport } = scriptedTransport(() =>
      json(409, { error: { code: 'SEAT_NO_LONGER_AVAILABLE', message: 'המושב כבר אינו פנוי' } }),
    )
    expect(await transport.send(endpoints.timer, { id: 1 }, undefined)).toEqual(
      E.left(kartisError('SEAT_NO_LONGER_AVAILABLE', undefined, 'המושב כבר אינו פנוי')),
    )
  })

  it('maps a 404 to NOT_FOUND, with the server message', async () => {
    const { transport } = scriptedTransport(() => json(404, { error: { code: 'NOT_FOUND', message: 'no presentation 99' } }))
    expect(await transport.send(endpoints.timer, { id: 99 }, undefined)).toEqual(
      E.left(kartisError('NOT_FOUND', undefined, 'no presentation 99')),
    )
  })

  it('maps a 404 without a body to NOT_FOUND saying Error', async () => {
    const { transport } = scriptedTransport(() => text(404, ''))
    expect(await transport.send(endpoints.timer, { id: 99 }, undefined)).toEqual(E.left(kartisError('NOT_FOUND', undefined, 'Error')))
  })

  it('maps a 503 to SERVER_BUSY, the box office busy for a moment: the visitor may try again', async () => {
    const busy = scriptedTransport(() =>
      json(503, { error: { code: 'SERVER_BUSY', message: 'הקופה עמוסה כרגע', params: { retryAfterSeconds: 2 } } }),
    )
    const proxy = scriptedTransport(() => text(503, ''))
    expect(await busy.transport.send(endpoints.timer, { id: 1 }, undefined)).toEqual(
      E.left(kartisError('SERVER_BUSY', { retryAfterSeconds: 2 }, 'הקופה עמוסה כרגע')),
    )
    expect(await proxy.transport.send(endpoints.timer, { id: 1 }, undefined)).toEqual(
      E.left(kartisError('SERVER_BUSY', undefined, 'Error')),
    )
  })

  it('maps a 500 with an HTML body to SERVER_ERROR, the text as the error after the default message (§8)', async () => {
    const { transport } = scriptedTransport(() => text(500, 'Internal Server Error'))
    expect(await transport.send(endpoints.timer, { id: 1 }, undefined)).toEqual(
      E.left(kartisError('SERVER_ERROR', undefined, 'Error: Internal Server Error')),
    )
  })

  it('joins a failed request’s message and error (§8), each defaulting to Error', async () => {
    const both = scriptedTransport(() => json(502, { message: 'Unable to process order', error: 'card provider timeout' }))
    const errorOnly = scriptedTransport(() => json(502, { error: 'card provider timeout' }))
    expect(await both.transport.send(endpoints.timer, { id: 1 }, undefined)).toEqual(
      E.left(kartisError('SERVER_ERROR', undefined, 'Unable to process order: card provider timeout')),
    )
    expect(await errorOnly.transport.send(endpoints.timer, { id: 1 }, undefined)).toEqual(
      E.left(kartisError('SERVER_ERROR', undefined, 'Error: card provider timeout')),
    )
  })

  it('is DECODE_ERROR naming the path and the call when a 2xx body does not fit', async () => {
    const { transport } = scriptedTransport(() => json(200, { presentations: [{ ...presentationWire, VenueId: 'main hall' }] }))
    const answer = await transport.send(endpoints.presentations, { featureIds: [], ticketCodes: [], isHold: false }, undefined)
    expect(answer).toEqual(
      E.left(
        expect.objectContaining({
          code: 'DECODE_ERROR',
          params: expect.objectContaining({ path: 'presentations.0.VenueId', call: 'presentations' }),
        }),
      ),
    )
  })

  it('is DECODE_ERROR at the root when a 2xx body is not JSON', async () => {
    const { transport } = scriptedTransport(() => text(200, '<html>maintenance</html>'))
    expect(await transport.send(endpoints.timer, { id: 1 }, undefined)).toEqual(
      E.left(expect.objectContaining({ code: 'DECODE_ERROR', params: expect.objectContaining({ path: '', call: 'timer' }) })),
    )
  })
})

describe('HttpTransport.withCaptcha (§7 recaptchaToken)', () => {
  it('asks the Captcha port for a token for the action and passes it on', async () => {
    const captcha = fakeCaptcha()
    const { transport } = scriptedTransport(() => json(200, {}), captcha)
    expect(await transport.withCaptcha('commit', (token) => Promise.resolve(E.right(token)))).toEqual(E.right('token-for-commit'))
    expect(captcha.actions).toEqual(['commit'])
  })

  it('returns the port’s failure and sends nothing when no token can be had', async () => {
    const { transport, seen } = scriptedTransport(() => json(200, {}), failingCaptcha)
    const answer = await transport.withCaptcha('commit', () => transport.send(endpoints.timer, { id: 1 }, undefined))
    expect(answer).toEqual(E.left(kartisError('RECAPTCHA_FAILED')))
    expect(seen).toHaveLength(0)
  })
})
