import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { agorot } from '@kartis/core'
import { decodeWith } from './decode'
import { ENDPOINT_LIST, endpoints, routeOf } from './endpoints'
import { urlOf } from './endpoint'
import { matchTemplate } from './url-template'

/** §7 Public ordering, Seats, timer, integration, mini-site, images, Customer and customer area: every call the spec lists there. */
const SPEC_CALLS = [
  'GET /payment/form/:locale',
  'POST /payment/commit',
  'POST /payment/:resId/payment',
  'POST /cart',
  'GET /reservations/:resId',
  'POST /reservations/:id/cancel',
  'POST /reservations/:id/producerCancel',
  'GET /payment/voucher',
  'GET /system-vouchers/:ref/history',
  'POST /system-vouchers/:voucherReference/cancel',
  'POST /system-vouchers/:voucherReference/replacement',
  'GET /presentations/',
  'GET /presentations/:id',
  'GET /presentations/:id/ticketGroups',
  'GET /presentations/:id/ticket',
  'GET /presentations/timer/:id',
  'GET /integration',
  'GET /features/',
  'GET /features/:id/placeholderImage',
  'GET /products/:id/image',
  'GET /mini-site/:url',
  'GET /mini-site/validate/:url',
  'GET /seats/presentations',
  'GET /seats/seatplan',
  'GET /seats/seatplan/columns',
  'GET /seats/seats-status',
  'PUT /seats/lock-seat',
  'PUT /seats/unlock-seat',
  'GET /seats/best-available',
  'POST /customer/login',
  'POST /customer/refresh',
  'POST /customer/logout',
  'GET /customer/locations',
  'POST /customer/mobile-login',
  'POST /customer/mobile-login-validation-area',
  'POST /customer-area/mobile-login',
  'POST /customer-area/mobile-login-validation',
  'GET /customer-area/customerAreaData',
  'POST /customer-area/logout',
  'PUT /customer-area/customers/:id',
  // §2 the VOD screen's calls (designed)
  'POST /vod/code',
  'POST /vod/watch',
  'GET /vod/:resId/:vodId/access',
  // §9 not a §7 call: the box office tells the storefront which captcha to use
  'GET /captcha-config',
  // Issue 15 not a §7 call: the public settings of the venue a page belongs to
  'GET /venue',
  // Issue 15 §4 designed: the venue manager's calls in the producer console (permission 270)
  'GET /PRES-live/venues',
  'GET /PRES-live/venues/:businessId',
  'PUT /PRES-live/venues/:businessId',
  'GET /PRES-live/venues/:businessId/audit',
  // §2 designed: the e-ticket by its signed key
  'GET /edocuments/:documentKey',
  // Issue 14 the membership shop (its catalogue is this product's; §7 Memberships and enrolment).
  'GET /memberships',
  'GET /memberships/:membershipCode',
  'GET /membership/seatplan',
  'PUT /membership/lock-seat',
  'PUT /membership/unlock-seat',
  // Issue 14 §3 membership enrolment (the season's call is this product's).
  'GET /enroll/:membershipId',
  'GET /enroll/:membershipId/seatplan',
  'PUT /enroll/:membershipId/lock-seat',
  'PUT /enroll/:membershipId/unlock-seat',
  // Issue 14 the voucher shop and the donation desk ("not shown" in §7: designed)
  'GET /vouchers/shop',
  'GET /donations/desk',
  // §2 /cart/{resId}: not a §7 call, the saved cart brought back for whoever holds its link
  'POST /cart/:resId/open',
  // §2 the login form's "send by e-mail": not a §7 call, a one-time /customer/{token} link by e-mail
  'POST /customer-area/login-link',
  // Issue 13 the producer console's staff login (designed) and §7 live: producer reservations
  'POST /PRES-live/login',
  'POST /PRES-live/login/totp',
  'POST /PRES-live/logout',
  'GET /PRES-live/me',
  'GET /PRES-live/v2/producerReservations',
  'GET /PRES-live/v2/sendResAgain',
  'POST /pres-live/sendTickets/:resId',
  'POST /presentations/:id/ticket/code',
  // §7 live (producer) area: the reports and the ticket-reference admin (wire/live/live-endpoints.ts)
  'GET /PRES-live/v2/availableFeatures',
  'GET /PRES-live/v2/featureData',
  'GET /PRES-live/v2/availablePresentations',
  'GET /PRES-live/v2/presentationData',
  'GET /PRES-live/locationTicketSales/',
  'GET /PRES-live/locationTicketSales/data/:date/0',
  'GET /PRES-live/featureTicketSales',
  'GET /PRES-live/featureTicketSales/data/:date',
  'GET /PRES-live/monitors/PresentationSales/data',
  'GET /pres-live/getTicketRefAgents',
  'GET /pres-live/monitors/TicketReferencePromptAdmin/data',
  'GET /pres-live/monitors/TicketReferencePromptAdminDetail/data',
  'GET /pres-live/monitors/TicketReferencePromptAdminTicketSales/data',
  'POST /pres-live/editReferencePromptOptionQuantity/1/:type/:priceId/:rowId',
]

describe('the endpoint table', () => {
  it('has exactly the calls of §7 it covers, each keyed by its name', () => {
    expect(ENDPOINT_LIST.map((e) => `${e.method} ${e.path}`).sort()).toEqual([...SPEC_CALLS].sort())
    for (const [key, e] of Object.entries(endpoints)) expect(e.name).toBe(key)
  })

  it('routes a concrete path of each call to that call only', () => {
    for (const e of ENDPOINT_LIST) {
      const path = e.path.replace(/:[A-Za-z]+/g, 'x1')
      expect(routeOf(e.method, path)?.endpoint.name).toBe(e.name)
    }
    expect(routeOf('GET', '/presentations/timer/812')).toEqual({ endpoint: endpoints.timer, pathParams: { id: '812' } })
    expect(routeOf('DELETE', '/cart')).toBeNull()
    expect(routeOf('GET', '/nowhere')).toBeNull()
  })

  it('only images answer bytes', () => {
    expect(
      ENDPOINT_LIST.filter((e) => e.responseType === 'binary')
        .map((e) => e.name)
        .sort(),
    ).toEqual(['featurePlaceholderImage', 'productImage'])
  })
})

describe('urlOf, and the server reading it back', () => {
  it('builds the address of a call from domain parameters', () => {
    expect(urlOf(endpoints.ticketGroups, { id: 812, isGA: true, modifiedTickets: [101, 102], isHold: false, miniSiteUrl: 'fest' })).toBe(
      '/presentations/812/ticketGroups?isGA=1&modifiedTickets=101%2C102&isHold=0&miniSiteUrl=fest',
    )
    expect(urlOf(endpoints.paymentForm, { locale: 'he', ssn: '039337423', total: agorot(18380), recaptchaToken: 'tok' })).toBe(
      '/payment/form/he?ssn=039337423&total=183.8&recaptchaToken=tok',
    )
  })

  it('the server decodes path and query back to the same parameters', () => {
    const params = {
      presentationId: 812,
      venueTypeId: 1,
      isReserved: true,
      recaptchaToken: 'tok',
      isHold: false,
      modifySeats: [{ sectionId: 3, x: 12, y: 5 }],
    }
    const url = urlOf(endpoints.seatsStatus, params)
    const [pathname = '', search = ''] = url.split('?')
    const route = routeOf('GET', pathname)
    const query = Object.fromEntries(search.split('&').map((pair) => pair.split('=').map(decodeURIComponent)))
    expect(route?.endpoint.name).toBe('seatsStatus')
    expect(decodeWith(endpoints.seatsStatus.params, { ...query, ...route?.pathParams, ts: '1751390000000' })).toEqual(E.right(params))
    expect(matchTemplate(endpoints.reservation.path, '/reservations/R-100')).toEqual({ resId: 'R-100' })
  })
})
