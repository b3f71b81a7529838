import {
  kartisError,
  type Catalog,
  type CustomerAreaLoginChallenge,
  type Feature,
  type LookupCodeRequest,
  type FeatureFilter,
  type Presentation,
  type PresentationFilter,
  type PresentationList,
  type PresentationQuery,
  type PresentationTimer,
  type Result,
  type Ticket,
  type TicketGroupQuery,
  type TicketGroupsOffer,
  type TicketLookup,
} from '@kartis/core'
import * as E from 'fp-ts/Either'
import { catalogEndpoints } from '../wire/catalog-endpoints'
import { inBand } from './answers'
import type { HttpTransport } from './http-transport'

/** §7 GET /features/'s parameters for a filter. */
export const featuresParams = (filter: FeatureFilter) => ({
  featureIds: filter.featureIds,
  locationId: filter.locationId,
  miniSiteUrl: filter.miniSiteUrl,
})

/** §7 GET /presentations/'s parameters for a filter. */
export const presentationsParams = (filter: PresentationFilter) => ({
  featureIds: filter.featureIds,
  ticketCodes: filter.ticketCodes ?? [],
  isHold: filter.isHold ?? false,
  locationId: filter.locationId,
  miniSiteUrl: filter.miniSiteUrl,
  modifyCart: filter.modifyResId,
})

/** §7 GET /presentations/{id}'s parameters for a query. */
export const presentationParams = (presentationId: number, query: PresentationQuery) => ({
  id: presentationId,
  ticketCodes: [],
  isHold: query.isHold ?? false,
  locationId: query.locationId,
  miniSiteUrl: query.miniSiteUrl,
  modifyCart: query.modifyResId,
  integrationId: query.integrationId,
})

/** §7 GET /presentations/{id}/ticketGroups' parameters for a query: modifiedTickets go as their ticket ids. */
export const ticketGroupsParams = (presentationId: number, query: TicketGroupQuery) => ({
  id: presentationId,
  isGA: query.isGA,
  modifiedTickets: (query.modifiedTickets ?? []).map((ticket) => ticket.ticketId),
  isHold: query.isHold ?? false,
  miniSiteUrl: query.miniSiteUrl,
  integrationId: query.integrationId,
  mode: query.mode,
})

/** §7 public ordering over HTTP: features, presentations, ticket groups, ticket by code, timer, image addresses. */
export class HttpCatalog implements Catalog {
  constructor(private readonly transport: HttpTransport) {}

  /** §7 GET /features/?featureIds=&locationId=&miniSiteUrl= */
  features(filter: FeatureFilter): Promise<Result<readonly Feature[]>> {
    return this.transport.send(catalogEndpoints.features, featuresParams(filter), undefined)
  }

  /** §7 GET /presentations/?featureIds= with locationId, miniSiteUrl, ticketCodes, isHold, modifyCart. */
  presentations(filter: PresentationFilter): Promise<Result<PresentationList>> {
    return this.transport.send(catalogEndpoints.presentations, presentationsParams(filter), undefined)
  }

  /** §7 GET /presentations/{id}: the presentation, or the server's error. */
  async presentation(presentationId: number, query: PresentationQuery): Promise<Result<Presentation>> {
    return inBand(await this.transport.send(catalogEndpoints.presentation, presentationParams(presentationId, query), undefined))
  }

  /** §7 GET /presentations/{id}/ticketGroups: modifiedTickets go as their ticket ids. */
  ticketGroups(presentationId: number, query: TicketGroupQuery): Promise<Result<TicketGroupsOffer>> {
    return this.transport.send(catalogEndpoints.ticketGroups, ticketGroupsParams(presentationId, query), undefined)
  }

  /** §7 GET /presentations/{id}/ticket with recaptchaToken: a ticket by code (§8 look-up errors from the server). */
  ticketByCode(lookup: TicketLookup): Promise<Result<Ticket>> {
    return this.transport.withCaptcha(catalogEndpoints.ticketLookup.name, async (recaptchaToken) =>
      inBand(
        await this.transport.send(
          catalogEndpoints.ticketLookup,
          {
            id: lookup.presentationId,
            sectionId: lookup.sectionId,
            ticketGroupId: lookup.ticketGroupId,
            ticketCode: lookup.code,
            ignoreTicketIds: lookup.ignoreTicketIds ?? [],
            recaptchaToken,
            ticketId: lookup.ticketId,
            miniSiteUrl: lookup.miniSiteUrl,
            lookup: lookup.kind,
            mobileNumber: lookup.mobileNumber,
          },
          undefined,
        ),
      ),
    )
  }

  /** §5 issue 15 POST /presentations/{id}/ticket/code with recaptchaToken: a one-time code by SMS for the ticket type's look-up. */
  requestLookupCode(request: LookupCodeRequest): Promise<Result<CustomerAreaLoginChallenge>> {
    return this.transport.withCaptcha(catalogEndpoints.ticketLookupCode.name, async (recaptchaToken) =>
      inBand(
        await this.transport.send(
          catalogEndpoints.ticketLookupCode,
          { id: request.presentationId },
          {
            ticketGroupId: request.ticketGroupId,
            mobileNumber: request.mobileNumber,
            recaptchaToken,
            miniSiteUrl: request.miniSiteUrl,
          },
        ),
      ),
    )
  }

  /** §7 GET /presentations/timer/{id}: the timer keyed by the presentation's id; NOT_FOUND when the answer has none for it. */
  async timer(presentationId: number): Promise<Result<PresentationTimer>> {
    const answer = await this.transport.send(catalogEndpoints.timer, { id: presentationId }, undefined)
    return E.chain((timers: Readonly<Record<string, PresentationTimer>>): Result<PresentationTimer> => {
      const timer = timers[String(presentationId)]
      return timer === undefined ? E.left(kartisError('NOT_FOUND', { presentationId })) : E.right(timer)
    })(answer)
  }

  /** §7 GET features/{id}/placeholderImage: the address, for an image source (no ts, so browsers may cache it). */
  featureImageUrl(featureId: number): Promise<Result<string>> {
    return Promise.resolve(E.right(this.transport.address(catalogEndpoints.featurePlaceholderImage, { id: featureId })))
  }

  /** §7 GET /products/{id}/image: the address, for an image source (no ts, so browsers may cache it). */
  productImageUrl(productId: number): Promise<Result<string>> {
    return Promise.resolve(E.right(this.transport.address(catalogEndpoints.productImage, { id: productId })))
  }
}
