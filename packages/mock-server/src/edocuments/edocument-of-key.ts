import * as E from 'fp-ts/Either'
import {
  edocumentOf,
  kartisError,
  withSellingVenueGrace,
  type EDocument,
  type EDocumentTicket,
  type Result,
  type VenueSettingsRepository,
} from '@kartis/core'
import { hebrewMessageOf } from '../http/hebrew-messages'
import type { CatalogRepository } from '../storage/catalog-repository'
import type { CustomerMembers } from '../storage/customer-members'
import type { VoucherRepository } from '../storage/voucher-repository'
import type { ReservationDetails, ReservationRepository, ReservationTicket } from '../storage/reservation-repository'
import { reservationOfDocumentKey } from './document-key'
import { ticketReferenceOf } from './ticket-reference'

/** What the e-ticket is read from. */
export interface EDocumentDeps {
  readonly reservations: Pick<ReservationRepository, 'get'>
  readonly catalog: Pick<CatalogRepository, 'listProducts' | 'getPresentation' | 'listFeatures'>
  /** Issue 14 the member a reservation bought (a membership's document lists its number); absent: none looked up. */
  readonly members?: Pick<CustomerMembers, 'ofReservation'>
  /** Issue 14 the gift cards and vouchers a voucher order bought, with their balances now. */
  readonly vouchers: Pick<VoucherRepository, 'creditsOfReservations'>
  /** The secret the document keys and ticket references are signed with (PaymentConfig.documentKeySecret). */
  readonly secret: string
  /** Issue 15 the venues, whose e-document grace the document carries (its presentation's business's); absent: none carried. */
  readonly venues?: Pick<VenueSettingsRepository, 'ofBusiness'>
}

/** The one answer to every key the box office did not issue: it tells a forged key from an unknown reservation by nothing. */
const notFound = (): Result<never> => E.left(kartisError('NOT_FOUND', undefined, hebrewMessageOf('NOT_FOUND')))

const ticketOf = (line: ReservationTicket, productNames: ReadonlyMap<number, string>, secret: string): EDocumentTicket => ({
  ticketIdentifier: line.ticketIdentifier,
  reference: ticketReferenceOf(line.ticketIdentifier, secret),
  sectionName: line.sectionName,
  rowName: line.rowName,
  seatName: line.seatName,
  ...(line.kind === 'product' ? { productName: productNames.get(line.productId ?? -1) ?? '' } : {}),
  quantity: line.quantity,
})

/** §2 the lines an e-ticket shows: every product, and every seat the reservation still holds. */
const shownLines = (details: ReservationDetails): readonly ReservationTicket[] =>
  details.tickets.filter((line) => line.kind === 'product' || line.seat !== null)

/**
 * §2 GET /edocuments/{documentKey}: the e-ticket for whoever holds the key the box office
 * signed (the confirmation SMS and page link to it), on any device, with no visitor id or
 * login. The key is checked (HMAC, constant time) before the reservation is looked up, so a
 * forged key costs no database read; any key the box office did not issue, or whose
 * reservation is gone, is the same NOT_FOUND. Issue 15 it carries the e-document grace minutes of
 * its presentation's venue, which the page judges its tickets by on any host.
 */
export const edocumentOfKey = async (deps: EDocumentDeps, documentKey: string): Promise<Result<EDocument>> => {
  const reservationIdentifier = reservationOfDocumentKey(documentKey, deps.secret)
  if (reservationIdentifier === null) return notFound()
  const details = await deps.reservations.get(reservationIdentifier)
  if (details === null) return notFound()
  const productIds = details.tickets.flatMap((line) => (line.kind === 'product' && line.productId !== null ? [line.productId] : []))
  const products = productIds.length === 0 ? [] : await deps.catalog.listProducts(productIds)
  const productNames = new Map(products.map((product) => [product.id, product.name]))
  const tickets = shownLines(details).map((line) => ticketOf(line, productNames, deps.secret))
  const member = deps.members === undefined ? null : await deps.members.ofReservation(reservationIdentifier)
  const bought = details.saleLines.some((line) => line.kind === 'voucher')
  const cards = bought ? await deps.vouchers.creditsOfReservations([details.reservationIdentifier]) : []
  const donations = details.saleLines.filter((line) => line.kind === 'donation')
  const waivers = details.saleLines.flatMap(({ name, jumperDateOfBirth }) =>
    jumperDateOfBirth === null ? [] : [{ name, jumperDateOfBirth }],
  )
  const document: EDocument = {
    ...edocumentOf(details, member === null && details.enrolment === undefined ? tickets : await withShows(deps.catalog, details, tickets)),
    // Issue 14 §3 an enrolment's document names its season and rate; its lines name each event.
    ...(details.enrolment === undefined
      ? {}
      : {
          enrolment: {
            seasonName: details.enrolment.seasonName,
            rateName: details.enrolment.rateName,
            isFixedSeat: details.enrolment.isFixedSeat,
          },
        }),
    ...(member === null
      ? {}
      : { membership: { name: member.name, memberNumber: member.memberNumber, validFrom: member.startDate, validUntil: member.endDate } }),
    // Issue 14 each card's code is what pays: shown only while the order stands.
    ...(bought && details.cancelledAt === null
      ? { vouchers: cards.map(({ code, name, isGiftCard, balance, expiresAt }) => ({ code, name, isGiftCard, balance, expiresAt })) }
      : {}),
    ...(donations.length === 0 ? {} : { donations: donations.map(({ name, amount, quantity }) => ({ name, amount, quantity })) }),
    // §5 the waiver's jumper, whose age the voucher was sold for.
    ...(waivers.length === 0 ? {} : { waivers }),
  }
  // §9 issue 15 the grace of the venue that sold it, wherever the link is opened (the plain host's default is not its venue's).
  const seller = deps.venues === undefined || details.businessId === null ? null : await deps.venues.ofBusiness(details.businessId)
  return E.right(withSellingVenueGrace(document, seller))
}

/** Issue 14 a membership's (or an enrolment's) seats span several presentations: each seat line names its show (feature and start). */
const withShows = async (
  catalog: Pick<CatalogRepository, 'getPresentation' | 'listFeatures'>,
  details: ReservationDetails,
  tickets: readonly EDocumentTicket[],
): Promise<readonly EDocumentTicket[]> => {
  const presentationOf = new Map(details.tickets.map((line) => [line.ticketIdentifier, line.presentationId]))
  const ids = [...new Set(details.tickets.flatMap((line) => (line.presentationId === null ? [] : [line.presentationId])))]
  const presentations = (await Promise.all(ids.map((id) => catalog.getPresentation(id)))).flatMap((p) => (p === null ? [] : [p]))
  const features = await catalog.listFeatures([...new Set(presentations.map((p) => p.featureId))])
  return tickets.map((ticket) => {
    const presentation = presentations.find((p) => p.id === presentationOf.get(ticket.ticketIdentifier))
    if (presentation === undefined) return ticket
    const featureName = features.find((feature) => feature.id === presentation.featureId)?.name ?? ''
    return { ...ticket, featureName, startDateTime: presentation.startDateTime }
  })
}
