import {
  HttpLiveReports,
  HttpProducerReservations,
  HttpReservations,
  HttpStaffSession,
  HttpTransport,
  StoredVisitorIdentity,
} from '@kartis/api-adapter'
import type { KeyValueStorage } from '@kartis/api-adapter'
import { kartisError, type Captcha, type Clock } from '@kartis/core'
import * as E from 'fp-ts/Either'
import type { ConsolePorts } from './container'

/** No staff call takes a captcha: one asked for anyway is a bug, answered as a refusal. */
const NO_CAPTCHA: Captcha = { token: () => Promise.resolve(E.left(kartisError('RECAPTCHA_FAILED'))) }

/** The clock the transport stamps calls with (`ts`); the console runs no timers of its own through it. */
export const browserClock: Clock = {
  now: () => Date.now(),
  every: (ms, tick) => {
    const id = window.setInterval(tick, ms)
    return () => window.clearInterval(id)
  },
}

/**
 * Issue 13 the console's ports over HTTP on the same origin (/api/): the staff session lives in
 * the box office's httpOnly cookie, which the browser sends itself; the visitor uuid the
 * transport sends is the storefront's stored one.
 */
export const httpConsolePorts = (storage: KeyValueStorage): ConsolePorts => {
  const visitor = new StoredVisitorIdentity(storage)
  const transport = new HttpTransport({ baseUrl: '/api/', clock: browserClock, visitor, captcha: NO_CAPTCHA })
  return {
    staffSession: new HttpStaffSession(transport),
    producerReservations: new HttpProducerReservations(transport),
    reservations: new HttpReservations(transport, visitor),
    liveReports: new HttpLiveReports(transport),
  }
}
