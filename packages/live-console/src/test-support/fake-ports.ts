import * as E from 'fp-ts/Either'
import {
  agorot,
  kartisError,
  type LiveReports,
  type PresentationSales,
  type ProducerReservation,
  type Result,
  type StaffUser,
  type TicketReferenceAdmin,
  type VenueAdmin,
} from '@kartis/core'
import type { ConsolePorts } from '../di/container'
import { InMemoryBoxOffice, demoDataset, inMemoryAdapters } from '@kartis/api-adapter'
import { ManualClock } from '@kartis/core'
import { fakeLiveReports, presentationSalesOf } from './fake-live-reports'
import { fakeTicketReferences } from './fake-ticket-references'
import { fakeVenueAdmin } from './fake-venue-admin'

/** Test support: a reservation as the box office would answer it. */
export const reservationOf = (overrides: Partial<ProducerReservation> = {}): ProducerReservation => ({
  reservationIdentifier: 'KR-12345678',
  resStateId: 2,
  customerName: 'דני אברהם',
  mobileNumber: '0527654321',
  quantity: 2,
  amount: agorot(17800),
  presentationId: 31,
  featureName: 'המלט',
  venueName: 'תיאטרון העיר',
  startDateTime: '2025-07-10T20:30:00+03:00',
  sectionName: 'אולם',
  rowNames: 'ג',
  seatNames: '7, 8',
  isUnpaid: false,
  createdAt: '2025-07-01T12:00:00+03:00',
  integrationId: null,
  cancellation: { fee: agorot(2000), refund: agorot(15800) },
  ...overrides,
})

/** Test support: a presentation's sales as the monitor call answers them (presentation 31, 10 sold of 100). */
export const monitorSalesOf = (overrides: Partial<PresentationSales> = {}): PresentationSales => ({
  presentationId: 31,
  featureId: 7,
  locationId: 2,
  featureName: 'המלט',
  venueName: 'תיאטרון העיר',
  startDateTime: '2026-11-25T20:30:00+02:00',
  capacity: 100,
  sold: 10,
  held: 5,
  inCarts: 0,
  free: 85,
  seatTakenRatio: 0.15,
  ticketsSold: 10,
  revenue: agorot(89000),
  ticketTypes: [],
  ...overrides,
})

/** Test support: the demo box office's opening time (the in-memory catalogue is on sale from then on). */
export const DEMO_NOW = Date.UTC(2025, 6, 1, 9, 0)

/** Test support: console ports over one staff user (password 'right password', TOTP code '123456' when `totp`) and some reservations. */
export const fakePorts = (
  user: StaffUser,
  options: {
    readonly totp?: boolean
    readonly reservations?: readonly ProducerReservation[]
    readonly liveReports?: LiveReports
    /** What the sales monitor call answers (when `liveReports` is not given). */
    readonly sales?: readonly PresentationSales[]
    /** The ticket-reference admin (the demo's options, agents and sales by default). */
    readonly ticketReferences?: TicketReferenceAdmin
    /** The venue manager's calls (the demo's venues, the user's businesses, by default). */
    readonly venueAdmin?: VenueAdmin
  } = {},
) => {
  let signedIn = false
  let reservations = [...(options.reservations ?? [reservationOf()])]
  const calls: string[] = []
  const required = <A>(value: () => A): Promise<Result<A>> =>
    Promise.resolve(signedIn ? E.right(value()) : E.left(kartisError('STAFF_LOGIN_REQUIRED')))
  // The storefront's calls (catalogue, seats, locks, commit) over the demo box office in memory.
  const clock = new ManualClock(DEMO_NOW)
  const office = inMemoryAdapters(new InMemoryBoxOffice(demoDataset(DEMO_NOW), { clock }), { uuid: () => 'console-visitor' })
  const ports: ConsolePorts = {
    catalog: office.catalog,
    seatPlans: office.seatPlans,
    seatStatuses: office.seatStatuses,
    seatLocks: office.seatLocks,
    payments: office.payments,
    staffSession: {
      login: (credentials) => {
        if (credentials.password !== 'right password') return Promise.resolve(E.left(kartisError('STAFF_LOGIN_FAILED')))
        if (options.totp === true) return Promise.resolve(E.right({ kind: 'totpRequired', challenge: 'challenge' }))
        signedIn = true
        return Promise.resolve(E.right({ kind: 'loggedIn', user }))
      },
      loginTotp: (_challenge, code) => {
        signedIn = code === '123456'
        return Promise.resolve(signedIn ? E.right(user) : E.left(kartisError('STAFF_TOTP_FAILED')))
      },
      logout: () => {
        signedIn = false
        return Promise.resolve(E.right(undefined))
      },
      me: () => required(() => user),
    },
    producerReservations: {
      search: (search) => {
        calls.push(`search ${search.text}`)
        return required(() =>
          reservations.filter((r) => search.text === '' || r.reservationIdentifier === search.text || r.mobileNumber === search.text),
        )
      },
      sendAgain: (id) => {
        calls.push(`sendAgain ${id}`)
        return required(() => undefined)
      },
      sendTickets: (id, mobile) => {
        calls.push(`sendTickets ${id} ${mobile}`)
        return Promise.resolve(/^05\d{8}$/.test(mobile) ? E.right(undefined) : E.left(kartisError('invalid_mobileNumber')))
      },
    },
    liveReports: options.liveReports ?? {
      ...fakeLiveReports([presentationSalesOf()]).reports,
      presentationSalesMonitor: () => required(() => options.sales ?? []),
    },
    ticketReferences: options.ticketReferences ?? fakeTicketReferences().references,
    venueAdmin: options.venueAdmin ?? fakeVenueAdmin(user).venueAdmin,
    reservations: {
      producerCancel: (id) => {
        calls.push(`producerCancel ${id}`)
        reservations = reservations.map((r) => (r.reservationIdentifier === id ? { ...r, resStateId: 3, cancellation: null } : r))
        return required(() => undefined)
      },
    },
  }
  return { ports, calls, clock, endSession: () => (signedIn = false) }
}
