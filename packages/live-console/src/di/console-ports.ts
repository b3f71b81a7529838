import {
  HttpCaptchaConfig,
  HttpCatalog,
  HttpLiveReports,
  HttpPayments,
  HttpProducerReservations,
  HttpReservations,
  HttpSeatLocks,
  HttpSeatPlans,
  HttpSeatStatuses,
  HttpStaffSession,
  HttpTicketReferenceAdmin,
  HttpTransport,
  HttpVenueAdmin,
  StoredVisitorIdentity,
} from '@kartis/api-adapter'
import type { KeyValueStorage } from '@kartis/api-adapter'
import { kartisError, type Captcha } from '@kartis/core'
import { boxOfficeCaptcha, DEV_CAPTCHA_TOKEN, systemClock } from '@kartis/web/shared'
import * as E from 'fp-ts/Either'
import type { ConsolePorts } from './container'

/** The captcha config call carries no token: a captcha asked for anyway is a bug, answered as a refusal. */
const NO_CAPTCHA: Captcha = { token: () => Promise.resolve(E.left(kartisError('RECAPTCHA_FAILED'))) }

/**
 * Issue 13 the console's ports over HTTP on the same origin (/api/): the staff session lives in
 * the box office's httpOnly cookie, which the browser sends itself; the visitor uuid the
 * transport sends is the storefront's stored one. The seat calls (seat plan and status, locks,
 * the commit) carry the captcha the box office verifies, chosen as the storefront chooses it.
 */
export const httpConsolePorts = (storage: KeyValueStorage, window: Window): ConsolePorts => {
  const visitor = new StoredVisitorIdentity(storage)
  const base = { baseUrl: '/api/', clock: systemClock, visitor }
  const config = new HttpCaptchaConfig(new HttpTransport({ ...base, captcha: NO_CAPTCHA }))
  const captcha = boxOfficeCaptcha(() => config.captchaConfig(), DEV_CAPTCHA_TOKEN, window)
  const transport = new HttpTransport({ ...base, captcha })
  return {
    staffSession: new HttpStaffSession(transport),
    producerReservations: new HttpProducerReservations(transport),
    reservations: new HttpReservations(transport, visitor),
    liveReports: new HttpLiveReports(transport),
    ticketReferences: new HttpTicketReferenceAdmin(transport),
    catalog: new HttpCatalog(transport),
    seatPlans: new HttpSeatPlans(transport),
    seatStatuses: new HttpSeatStatuses(transport),
    seatLocks: new HttpSeatLocks(transport),
    payments: new HttpPayments(transport),
    venueAdmin: new HttpVenueAdmin(transport),
  }
}
