import { PassThrough } from 'node:stream'
import type { FastifyReply } from 'fastify'
import * as E from 'fp-ts/Either'
import { kartisError, type KartisError } from '@kartis/core'
import {
  SEAT_EVENTS_PATH,
  SEAT_EVENT_NAMES,
  SeatEventsParams,
  decodeWith,
  errorBodyOf,
  isRecord,
  seatStatusChangeData,
} from '@kartis/api-adapter'
import type { AppDeps, RouteHost } from '../app-deps'
import { hebrewMessageOf, inHebrew } from '../http/hebrew-messages'
import { clientAddressOf } from '../http/rate-limits'
import { API_PREFIX, badRequestBody } from '../http/register-endpoint'
import { httpStatusOf } from '../http/status-of-error'
import { visitorIdOfHeaders } from '../http/visitor-uuid'
import type { SeatEvent, SeatEventMessage } from '../seats/seat-events'
import { presentationAtVenue } from '../venues/venue-scope'

/** A client this far behind (bytes not yet taken) is cut off: it reconnects and resumes from its last event. */
const MAX_UNSENT_BYTES = 256 * 1024

/** How long a refused client should wait before trying again. */
const RETRY_AFTER_SECONDS = 10

const sendError = (reply: FastifyReply, error: KartisError): FastifyReply => reply.status(httpStatusOf(error.code)).send(errorBodyOf(error))

/** Each event is written once, however many streams it goes to. */
const textOfEvent = new WeakMap<SeatEvent, string>()

/** Issue 11 a message in the text/event-stream format. */
const sseTextOf = (message: SeatEventMessage): string => {
  switch (message.kind) {
    case 'start':
      // No data: the browser dispatches nothing, but remembers the id to resume from.
      return `id: ${message.id}\n\n`
    case 'reset':
      return `id: ${message.id}\nevent: ${SEAT_EVENT_NAMES.reset}\ndata: {}\n\n`
    case 'change': {
      const known = textOfEvent.get(message.event)
      if (known !== undefined) return known
      const text = `id: ${message.event.id}\nevent: ${SEAT_EVENT_NAMES.change}\ndata: ${seatStatusChangeData(message.event)}\n\n`
      textOfEvent.set(message.event, text)
      return text
    }
  }
}

/**
 * Issue 11 GET /api/seats/events?presentationId=…: the presentation's seat changes as
 * Server-Sent Events (`seats` events, and `reset` when the client must fetch the whole status
 * once), resumed after Last-Event-ID (or the lastEventId parameter) when this instance still
 * keeps it. Issue 15 §2 another venue's presentation is PRSNT_NOT_FOUND at a venue's host. Needs no visitor id (EventSource cannot send headers; a malformed one is still
 * refused) and tells nobody's uuid. PRSNT_NOT_FOUND for an unknown presentation;
 * TOO_MANY_REQUESTS past maxEventStreamsPerAddress open streams of one client address. A
 * comment every eventStreamHeartbeatMs keeps a quiet stream open; the streams end when the
 * server closes, so a draining server is not held up by them.
 */
export const registerSeatEventRoutes = (host: RouteHost, deps: AppDeps): void => {
  const { fastify } = host
  const { seatEvents, layouts, config } = deps
  const open = new Set<PassThrough>()
  const perAddress = new Map<string, number>()
  let heartbeat: NodeJS.Timeout | null = null

  const beat = (): void => {
    for (const stream of open) if (stream.writable) stream.write(': heartbeat\n\n')
  }

  fastify.addHook('preClose', async () => {
    for (const stream of open) if (stream.writable) stream.end()
  })

  fastify.get(`${API_PREFIX}${SEAT_EVENTS_PATH}`, async (request, reply) => {
    const visitor = visitorIdOfHeaders(request.headers)
    if (E.isLeft(visitor)) return sendError(reply, visitor.left)
    const params = decodeWith(SeatEventsParams, isRecord(request.query) ? request.query : {})
    if (E.isLeft(params)) {
      const inner = String(params.left.params?.['path'] ?? '')
      return reply.status(400).send(badRequestBody(params.left, inner === '' ? 'query' : `query.${inner}`))
    }
    const { presentationId } = params.right
    // Issue 15 §2 another venue's presentation is as unknown here as in the catalogue.
    const presentation = await presentationAtVenue({ venues: deps.storage.venues, layouts }, request, presentationId)
    if (E.isLeft(presentation)) return sendError(reply, inHebrew(presentation.left))
    const address = clientAddressOf(request)
    const held = perAddress.get(address) ?? 0
    if (held >= config.maxEventStreamsPerAddress) {
      const max = config.maxEventStreamsPerAddress
      void reply.header('retry-after', String(RETRY_AFTER_SECONDS))
      return sendError(
        reply,
        kartisError('TOO_MANY_REQUESTS', { max, retryAfterSeconds: RETRY_AFTER_SECONDS }, hebrewMessageOf('TOO_MANY_REQUESTS')),
      )
    }

    const header = request.headers['last-event-id']
    const lastEventId = typeof header === 'string' && header !== '' ? header : params.right.lastEventId
    const stream = new PassThrough()
    perAddress.set(address, held + 1)
    open.add(stream)
    heartbeat ??= setInterval(beat, config.eventStreamHeartbeatMs).unref()
    const unsubscribe = seatEvents.subscribe(
      presentationId,
      (message) => {
        if (!stream.writable) return
        if (stream.writableLength > MAX_UNSENT_BYTES) stream.end()
        else stream.write(sseTextOf(message))
      },
      lastEventId,
    )
    // The response closes when the client goes away, or once the stream has ended (server closing, client too slow).
    reply.raw.once('close', () => {
      unsubscribe()
      stream.destroy()
      open.delete(stream)
      const left = (perAddress.get(address) ?? 1) - 1
      if (left === 0) perAddress.delete(address)
      else perAddress.set(address, left)
      if (open.size === 0 && heartbeat !== null) {
        clearInterval(heartbeat)
        heartbeat = null
      }
    })
    return (
      reply
        .type('text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('x-accel-buffering', 'no')
        // The connection is the stream's alone: once it ends the socket goes too, so nothing holds a closing server.
        .header('connection', 'close')
        .send(stream)
    )
  })
}
