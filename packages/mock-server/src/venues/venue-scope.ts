import type { FastifyRequest } from 'fastify'
import * as E from 'fp-ts/Either'
import { DEFAULT_VENUE_BUSINESS_ID, kartisError, type Result, type VenueSettings, type VenueSettingsRepository } from '@kartis/core'
import type { SeatPlans } from '../seats/seating-layouts'
import type { SeatLockingDeps } from '../seats/seat-locking'
import type { CatalogPresentation, CatalogRepository } from '../storage/catalog-repository'
import type { ReservationRepository } from '../storage/reservation-repository'
import { venueOfRequest } from './request-venue'

// Issue 15 §2 "nothing of one venue appears on another venue's pages": the one rule every route
// that shows or changes a business's data asks (catalogue, seats, seat events, customer area,
// cancel, commit), so that no route words it on its own.

/** Issue 15 §2 the business a venue's pages show: its own, or every business (null) at the install's default venue. */
export const visibleBusinessOfVenue = (venue: Pick<VenueSettings, 'businessId'>): number | null =>
  venue.businessId === DEFAULT_VENUE_BUSINESS_ID ? null : venue.businessId

/** Issue 15 §2 whether data of a business (null: of none, e.g. a voucher order) may appear on pages showing `visible` (null: every business). */
export const isVisibleAt = (visible: number | null, businessId: number | null): boolean => visible === null || businessId === visible

/** Issue 15 §2 the business whose data a request may see, by its venue (host, /v/{slug}); VENUE_NOT_FOUND for an unknown prefix. */
export const visibleBusinessOf = async (
  venues: Pick<VenueSettingsRepository, 'resolve'>,
  request: FastifyRequest,
): Promise<Result<number | null>> => E.map(visibleBusinessOfVenue)(await venueOfRequest(venues, request))

/** A presentation as a venue's pages see it: null when unknown or of another business than `visible`. */
const ofVenue = (visible: number | null, presentation: CatalogPresentation | null): CatalogPresentation | null =>
  presentation !== null && isVisibleAt(visible, presentation.businessId) ? presentation : null

/**
 * Issue 15 §2 the seat plans as one venue's pages see them: another business's presentation is
 * unknown, so every seat call (plan, status, lock, unlock, best available, a saved cart or a
 * reservation opened, a membership's or an enrolment's seats) answers PRSNT_NOT_FOUND for it, as the catalogue does.
 */
export const seatPlansOfVenue = (plans: SeatPlans, visible: number | null): SeatPlans =>
  visible === null
    ? plans
    : {
        layoutOf: (venueId, seatplanId) => plans.layoutOf(venueId, seatplanId),
        presentation: async (presentationId) => ofVenue(visible, await plans.presentation(presentationId)),
      }

/** The catalogue reads a venue's pages make besides the catalogue routes' own: memberships, enrolment seasons, saved carts (a hall's plan is not scoped: a presentation is). */
export type VenueCatalog = Pick<CatalogRepository, 'listPresentations' | 'listFeatures' | 'getPresentation' | 'getSeatPlan'>

/**
 * Issue 15 §2 the catalogue as one venue's pages see it: another business's presentations are
 * neither listed nor found, so a membership or enrolment season covering them is not on sale
 * there (NOT_FOUND, not listed) and a cart naming them is PRSNT_NOT_FOUND.
 */
export const catalogOfVenue = (catalog: VenueCatalog, visible: number | null): VenueCatalog =>
  visible === null
    ? catalog
    : {
        listFeatures: (featureIds) => catalog.listFeatures(featureIds),
        getSeatPlan: (venueId, seatplanId) => catalog.getSeatPlan(venueId, seatplanId),
        listPresentations: async (query) =>
          (await catalog.listPresentations(query)).filter((presentation) => isVisibleAt(visible, presentation.businessId)),
        getPresentation: async (presentationId) => ofVenue(visible, await catalog.getPresentation(presentationId)),
      }

/**
 * Issue 15 §2 the catalogue an order made at a venue (absent: the install's default) is priced
 * from when no one presentation decides its venue (a membership, an enrolment): a membership or
 * season of another venue is not on sale through this venue's host or prefix (catalogOfVenue).
 */
export const catalogOfOrderVenue = (catalog: VenueCatalog, venue: Pick<VenueSettings, 'businessId'> | undefined): VenueCatalog =>
  catalogOfVenue(catalog, venue === undefined ? null : visibleBusinessOfVenue(venue))

/** What a venue's seat calls read and lock with, as its pages see them. */
export interface SeatCallsOfVenue {
  /** The business the request sees (null: every business, at the install's default host). */
  readonly visible: number | null
  readonly catalog: VenueCatalog
  readonly locking: SeatLockingDeps
}

/**
 * Issue 15 §2 the catalogue and seat locking of the request's venue (catalogOfVenue,
 * seatPlansOfVenue): what every seat route — an event's, a membership's, an enrolment's —
 * works with, so none scopes on its own. VENUE_NOT_FOUND for an unknown prefix.
 */
export const seatCallsOfVenue = async (
  deps: { readonly venues: Pick<VenueSettingsRepository, 'resolve'>; readonly catalog: VenueCatalog; readonly locking: SeatLockingDeps },
  request: FastifyRequest,
): Promise<Result<SeatCallsOfVenue>> =>
  E.map((visible: number | null): SeatCallsOfVenue => ({
    visible,
    catalog: catalogOfVenue(deps.catalog, visible),
    locking: { ...deps.locking, layouts: seatPlansOfVenue(deps.locking.layouts, visible) },
  }))(await visibleBusinessOf(deps.venues, request))

/** Issue 15 §2 a presentation a request's venue may show: PRSNT_NOT_FOUND when unknown or of another venue (VENUE_NOT_FOUND for an unknown prefix). */
export const presentationAtVenue = async (
  deps: { readonly venues: Pick<VenueSettingsRepository, 'resolve'>; readonly layouts: SeatPlans },
  request: FastifyRequest,
  presentationId: number,
): Promise<Result<CatalogPresentation>> => {
  const visible = await visibleBusinessOf(deps.venues, request)
  if (E.isLeft(visible)) return visible
  const presentation = await seatPlansOfVenue(deps.layouts, visible.right).presentation(presentationId)
  return presentation === null ? E.left(kartisError('PRSNT_NOT_FOUND', { presentationId })) : E.right(presentation)
}

/**
 * Issue 15 §2 whether a reservation may be shown or changed at the request's venue: another
 * business's (or a business-less order's) does not exist at a venue's host or /v/{slug}; the
 * install's default host sees all; an unknown identifier is left to the call's own not-found answer.
 */
export const isReservationAtVenue = async (
  deps: { readonly venues: Pick<VenueSettingsRepository, 'resolve'>; readonly reservations: Pick<ReservationRepository, 'get'> },
  request: FastifyRequest,
  reservationIdentifier: string,
): Promise<boolean> => {
  const visible = await visibleBusinessOf(deps.venues, request)
  if (E.isLeft(visible)) return false
  if (visible.right === null) return true
  const reservation = await deps.reservations.get(reservationIdentifier.trim())
  return reservation === null || isVisibleAt(visible.right, reservation.businessId)
}
