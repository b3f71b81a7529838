import * as t from 'io-ts'
import * as E from 'fp-ts/Either'
import type { PresentationList, PresentationTimer, TicketGroupsOffer } from '@kartis/core'
import { listOf, nullable, withDefault } from './optionality'
import { FeatureCodec, PresentationCodec } from './presentation'
import { QueryList } from './query-list'
import { orError } from './result-codec'
import { QueryFlag, WireBool, WireInt, WireString } from './scalars'
import { GlobalServiceChargeCodec } from './service-charge'
import { CustomerAreaLoginChallengeCodec } from './login-challenge'
import { TicketCodec, TicketGroupCodec, TicketLookupKindCodec } from './tickets'
import { field, isRecord, tolerantObject, tolerantStruct, wireObject, wrapped, type WireObject } from './tolerant-keys'

/** §7 public ordering: features, presentations, ticket groups, ticket look-up, timer, integration. */

// ---- GET /features/?featureIds=&locationId=&miniSiteUrl= ----------------------------------

/** §7 GET /features/ query. */
export const FeaturesParams = tolerantObject(
  'features params',
  { featureIds: QueryList(WireInt) },
  { locationId: WireInt, miniSiteUrl: WireString },
)
export type FeaturesParams = t.TypeOf<typeof FeaturesParams>

/** §7 GET /features/ answer (designed): `{ features: [Feature…] }` → the features. */
export const FeaturesResponse = wrapped('features', listOf(FeatureCodec))

// ---- GET /presentations/?featureIds= -----------------------------------------------------

const salesContext = { locationId: WireInt, miniSiteUrl: WireString, modifyCart: WireString }

/**
 * §7 GET /presentations/ query: featureIds, locationId, miniSiteUrl, ticketCodes, isHold,
 * modifyCart (the resId of the reservation being modified).
 */
export const PresentationsParams = tolerantObject(
  'presentations params',
  { featureIds: QueryList(WireInt), ticketCodes: QueryList(WireString), isHold: withDefault(QueryFlag, false) },
  salesContext,
)
export type PresentationsParams = t.TypeOf<typeof PresentationsParams>

/** §7 GET /presentations/ answer: `{ presentations, hasReserved, hasGA }`. */
export const PresentationListCodec: t.Type<PresentationList, WireObject, unknown> = wireObject('presentation list', {
  presentations: field('presentations', listOf(PresentationCodec)),
  hasReserved: field('hasReserved', withDefault(WireBool, false)),
  hasGA: field('hasGA', withDefault(WireBool, false)),
})

// ---- GET /presentations/{id} -------------------------------------------------------------

/** §7 GET /presentations/{id} query: the list's sale context plus the integration the visitor came from. */
export const PresentationParams = tolerantObject(
  'presentation params',
  { id: WireInt, ticketCodes: QueryList(WireString), isHold: withDefault(QueryFlag, false) },
  { ...salesContext, integrationId: WireString },
)
export type PresentationParams = t.TypeOf<typeof PresentationParams>

/** §7 "returns presentation or error": `{ presentation }` | `{ error }`. */
export const PresentationResponse = orError(wrapped('presentation', PresentationCodec))

// ---- GET /presentations/{id}/ticketGroups --------------------------------------------------

/** §7 GET /presentations/{id}/ticketGroups query; modifiedTickets are the ids of tickets being modified. */
export const TicketGroupsParams = tolerantObject(
  'ticket groups params',
  {
    id: WireInt,
    isGA: withDefault(QueryFlag, false),
    modifiedTickets: QueryList(WireInt),
    isHold: withDefault(QueryFlag, false),
  },
  { miniSiteUrl: WireString, integrationId: WireString, mode: WireString },
)
export type TicketGroupsParams = t.TypeOf<typeof TicketGroupsParams>

/** §7 GET /presentations/{id}/ticketGroups answer: `{ ticketGroups, serviceCharge }` (a bare amount is a fixed charge). */
export const TicketGroupsOfferCodec: t.Type<TicketGroupsOffer, WireObject, unknown> = wireObject('ticket groups', {
  ticketGroups: field('ticketGroups', listOf(TicketGroupCodec)),
  serviceCharge: field('serviceCharge', nullable(GlobalServiceChargeCodec)),
})

// ---- GET /presentations/{id}/ticket --------------------------------------------------------

/** §7 GET /presentations/{id}/ticket query: a ticket by code (§5 look-ups). */
export const TicketLookupParams = tolerantObject(
  'ticket look-up params',
  {
    id: WireInt,
    sectionId: WireInt,
    ticketGroupId: WireInt,
    ticketCode: WireString,
    ignoreTicketIds: QueryList(WireInt),
    recaptchaToken: WireString,
  },
  // Issue 15 §5 lookup names what ticketCode is (default a code or member number); a one-time code names its mobileNumber.
  { ticketId: WireInt, miniSiteUrl: WireString, lookup: TicketLookupKindCodec, mobileNumber: WireString },
)
export type TicketLookupParams = t.TypeOf<typeof TicketLookupParams>

/** §7 "returns ticket" or a §8 ticket look-up error. */
export const TicketLookupResponse = orError(wrapped('ticket', TicketCodec))

// ---- POST /presentations/{id}/ticket/code (issue 15, designed) ------------------------------

/** §5 issue 15 the path of a one-time code request for a ticket type's look-up. */
export const LookupCodeParams = tolerantStruct({ id: WireInt }, 'look-up code params')
export type LookupCodeParams = t.TypeOf<typeof LookupCodeParams>

/** §5 issue 15 the ticket group asking for a one-time code, the mobile number it goes to, recaptchaToken, optionally the mini-site. */
export const LookupCodeBody = tolerantObject(
  'look-up code body',
  { ticketGroupId: WireInt, mobileNumber: WireString, recaptchaToken: WireString },
  { miniSiteUrl: WireString },
)
export type LookupCodeBody = t.TypeOf<typeof LookupCodeBody>

/** §5 as the customer-area login's answer: isFallbackEnabled (§9 one more code after 20 s), or a §8 code. */
export const LookupCodeResponse = orError(CustomerAreaLoginChallengeCodec)

// ---- GET /presentations/timer/{id} ---------------------------------------------------------

/** §7 GET /presentations/timer/{id} path. */
export const TimerParams = tolerantStruct({ id: WireInt }, 'timer params')
export type TimerParams = t.TypeOf<typeof TimerParams>

/** §3 Timer: timeInSeconds, currentTime, url. */
export const PresentationTimerCodec: t.Type<PresentationTimer, WireObject, unknown> = wireObject('Timer', {
  timeInSeconds: field('timeInSeconds', WireInt),
  currentTime: field('currentTime', WireString),
  url: field('url', WireString),
})

/** §7 "returns timer keyed by id": `{ "812": { timeInSeconds, currentTime, url } }` → timers by presentation id. */
export const TimersResponse = new t.Type<Readonly<Record<string, PresentationTimer>>, WireObject, unknown>(
  'timers by presentation id',
  (u): u is Readonly<Record<string, PresentationTimer>> => isRecord(u) && Object.values(u).every(PresentationTimerCodec.is),
  (u, c) => {
    if (!isRecord(u)) return t.failure(u, c)
    const timers: [string, PresentationTimer][] = []
    const errors: t.ValidationError[] = []
    for (const [id, value] of Object.entries(u)) {
      const timer = PresentationTimerCodec.validate(value, t.appendContext(c, id, PresentationTimerCodec, value))
      if (E.isLeft(timer)) errors.push(...timer.left)
      else timers.push([id, timer.right])
    }
    // fromEntries defines own properties, so a key such as "__proto__" stays data.
    return errors.length > 0 ? t.failures(errors) : t.success(Object.fromEntries(timers))
  },
  (timers) => Object.fromEntries(Object.entries(timers).map(([id, timer]) => [id, PresentationTimerCodec.encode(timer)])),
)

// ---- GET /integration ----------------------------------------------------------------------

/**
 * §5/§7 GET /integration query: TS, ret and key, matched exactly (not ignoring case):
 * every request also carries the client's `ts` stamp, which must not be read as `TS`.
 */
export const IntegrationParams = t.exact(t.type({ TS: WireString, ret: WireString, key: WireString }), 'integration params')
export type IntegrationParams = t.TypeOf<typeof IntegrationParams>

/** §7 "returns integrationId". */
export const IntegrationResponse = orError(wrapped('integrationId', WireString))
