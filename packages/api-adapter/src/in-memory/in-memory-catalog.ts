import {
  checkLookupOffered,
  isBenefitLookupKind,
  kartisError,
  parseLookupValue,
  sameCode,
  type BenefitLookupKind,
  type Catalog,
  type CustomerAreaLoginChallenge,
  type LookupCodeRequest,
  type Feature,
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
import { pipe } from 'fp-ts/function'
import type { InMemoryBoxOffice } from './box-office'
import { listedPresentation } from './listed-presentation'
import { placeholderImageUrl } from './placeholder-image'
import { benefitTicketOf } from '../demo/lookup-benefit-ticket'
import { presentationsMatching } from './presentation-filter'

/**
 * Issue 15 §5 the one-time code the in-memory box office "sends" to a mobile number on a
 * benefit's list (it has no SMS): typed after requestLookupCode, it proves the number.
 */
export const IN_MEMORY_LOOKUP_CODE = '246810'

/** §7 public ordering in memory: what the dataset has on sale and at what price. */
export class InMemoryCatalog implements Catalog {
  constructor(private readonly office: InMemoryBoxOffice) {}

  /** §7 GET /features/: the features asked for (all when none are), narrowed to those with presentations at the location or mini-site. */
  features(filter: FeatureFilter): Promise<Result<readonly Feature[]>> {
    const narrowed = filter.locationId !== undefined || filter.miniSiteUrl !== undefined
    const onSale = new Set(
      presentationsMatching(this.office, { locationId: filter.locationId, miniSiteUrl: filter.miniSiteUrl }).map((p) => p.featureId),
    )
    const features = this.office.dataset.features.filter(
      (feature) => (filter.featureIds.length === 0 || filter.featureIds.includes(feature.id)) && (!narrowed || onSale.has(feature.id)),
    )
    return Promise.resolve(E.right(features))
  }

  /** §7 GET /presentations/: the matching presentations (without seat plans), and whether any is reserved or GA. */
  presentations(filter: PresentationFilter): Promise<Result<PresentationList>> {
    const presentations = presentationsMatching(this.office, filter).map(listedPresentation)
    return Promise.resolve(
      E.right({
        presentations,
        hasReserved: presentations.some((presentation) => presentation.isReserved),
        hasGA: presentations.some((presentation) => presentation.isGA > 0),
      }),
    )
  }

  /** §7 GET /presentations/{id}: PRSNT_NOT_FOUND when unknown, or not sold by the mini-site asked through. */
  presentation(presentationId: number, query: PresentationQuery): Promise<Result<Presentation>> {
    const found = presentationsMatching(this.office, { presentationId, miniSiteUrl: query.miniSiteUrl })[0]
    return Promise.resolve(
      found === undefined ? E.left(kartisError('PRSNT_NOT_FOUND', { presentationId })) : E.right(listedPresentation(found)),
    )
  }

  /** §7 GET /presentations/{id}/ticketGroups: its ticket groups and the order's service charge (null when none). */
  ticketGroups(presentationId: number, _query: TicketGroupQuery): Promise<Result<TicketGroupsOffer>> {
    const offer = E.map((presentation: Presentation): TicketGroupsOffer => ({
      ticketGroups: presentation.ticketGroups,
      serviceCharge: this.office.dataset.serviceCharges.find((charge) => charge.presentationId === presentationId)?.charge ?? null,
    }))(this.office.presentation(presentationId))
    return Promise.resolve(offer)
  }

  /**
   * §5/§7 a ticket by code (any case): PRSNT_NOT_FOUND for an unknown presentation, CODE_NOT_FOUND for
   * an unknown code, TICKET_NOT_IN_EVENT when the code is for other presentations or another
   * ticket group, VOUCHER_WITHOUT_BALANCE when its redemptions are used up.
   */
  ticketByCode(lookup: TicketLookup): Promise<Result<Ticket>> {
    const kind = lookup.kind ?? 'code'
    if (isBenefitLookupKind(kind)) return Promise.resolve(this.benefitTicket(lookup, kind))
    const ticket = pipe(
      this.office.presentation(lookup.presentationId),
      E.chain((): Result<Ticket> => {
        const codes = this.office.dataset.ticketCodes.filter((entry) => sameCode(entry.code, lookup.code))
        if (codes.length === 0) return E.left(kartisError('CODE_NOT_FOUND', { code: lookup.code }))
        const entry = codes.find(
          (candidate) =>
            (candidate.presentationIds.length === 0 || candidate.presentationIds.includes(lookup.presentationId)) &&
            candidate.ticketGroupId === lookup.ticketGroupId,
        )
        if (entry === undefined) return E.left(kartisError('TICKET_NOT_IN_EVENT', { code: lookup.code }))
        if (entry.ticket.balance !== undefined && entry.ticket.balance <= 0)
          return E.left(kartisError('VOUCHER_WITHOUT_BALANCE', { code: lookup.code }))
        return E.right(entry.ticket)
      }),
    )
    return Promise.resolve(ticket)
  }

  /**
   * §5 issue 15 a ticket by ID number, mobile number or one-time code, as the server's: the kind
   * must be one the group asks for (TICKET_NOT_IN_EVENT), the value valid (INVALID_ID,
   * invalid_mobileNumber, INVALID_SMS_CODE), on the benefit's list (REFERENCE_NOT_ELIGIBLE).
   */
  private benefitTicket(lookup: TicketLookup, kind: BenefitLookupKind): Result<Ticket> {
    return pipe(
      this.office.presentation(lookup.presentationId),
      E.chain((presentation): Result<Ticket> => {
        const group = presentation.ticketGroups.find((candidate) => candidate.id === lookup.ticketGroupId)
        if (group === undefined) return E.left(kartisError('TICKET_NOT_IN_EVENT', { ticketGroupId: lookup.ticketGroupId }))
        const offered = checkLookupOffered(group, kind)
        if (E.isLeft(offered)) return offered
        const value = parseLookupValue(kind, lookup.code)
        if (E.isLeft(value)) return value
        const benefit = (this.office.dataset.lookupBenefits ?? []).find((b) => b.ticketGroupId === group.id && b.kind === kind)
        if (benefit === undefined) return E.left(kartisError('TICKET_NOT_IN_EVENT', { ticketGroupId: group.id, lookup: kind }))
        const holder = kind === 'oneTimeCode' ? parseLookupValue('mobile', lookup.mobileNumber ?? '') : value
        if (E.isLeft(holder)) return holder
        if (kind === 'oneTimeCode' && value.right !== IN_MEMORY_LOOKUP_CODE) return E.left(kartisError('INVALID_SMS_CODE'))
        if (!benefit.eligible.includes(holder.right)) return E.left(kartisError('REFERENCE_NOT_ELIGIBLE'))
        return E.right(benefitTicketOf(benefit))
      }),
    )
  }

  /** §5 issue 15 a one-time code for a one-time-code look-up: invalid_mobileNumber, else sent (IN_MEMORY_LOOKUP_CODE). */
  requestLookupCode(request: LookupCodeRequest): Promise<Result<CustomerAreaLoginChallenge>> {
    const challenge = pipe(
      this.office.presentation(request.presentationId),
      E.chain(() => parseLookupValue('mobile', request.mobileNumber)),
      E.map((): CustomerAreaLoginChallenge => ({ isFallbackEnabled: true })),
    )
    return Promise.resolve(challenge)
  }

  /** §3/§7 GET /presentations/timer/{id}: the dataset's timer with the box office's time now; NOT_FOUND when it has none. */
  timer(presentationId: number): Promise<Result<PresentationTimer>> {
    const timer = this.office.dataset.timers.find((candidate) => candidate.presentationId === presentationId)
    return Promise.resolve(
      timer === undefined
        ? E.left(kartisError('NOT_FOUND', { presentationId }))
        : E.right({ timeInSeconds: timer.timeInSeconds, currentTime: this.office.nowIso(), url: timer.url }),
    )
  }

  /** §7 a feature's image: its own address, else a generated placeholder; NOT_FOUND for an unknown feature. */
  featureImageUrl(featureId: number): Promise<Result<string>> {
    const feature = this.office.feature(featureId)
    return Promise.resolve(
      feature === undefined
        ? E.left(kartisError('NOT_FOUND', { featureId }))
        : E.right(feature.imageUrl ?? placeholderImageUrl(feature.name)),
    )
  }

  /** §7 a product's image: a generated placeholder with its name; NOT_FOUND for a product no presentation sells. */
  productImageUrl(productId: number): Promise<Result<string>> {
    const product = this.office.dataset.presentations
      .flatMap((presentation) => presentation.products)
      .find((candidate) => candidate.id === productId)
    return Promise.resolve(
      product === undefined ? E.left(kartisError('NOT_FOUND', { productId })) : E.right(placeholderImageUrl(product.name)),
    )
  }
}
