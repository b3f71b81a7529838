import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import * as E from 'fp-ts/Either'
import type { KartisError, Result } from '@kartis/core'
import {
  decodeWith,
  endpoints,
  errorBodyOf,
  type BodyOf,
  type Endpoint,
  type EndpointName,
  type Endpoints,
  type ParamsOf,
  type ResponseOf,
  isRecord,
} from '@kartis/api-adapter'
import { hebrewMessageOf } from './hebrew-messages'
import { clientAddressOf, type RateLimitCheck, type RateLimitGroup } from './rate-limits'
import { httpStatusOf } from './status-of-error'
import { requiredVisitorIdOf, visitorIdOfHeaders } from './visitor-uuid'

/** Every /api call is served under this prefix; the endpoint table's paths follow it. */
export const API_PREFIX = '/api'

/** What a handler of endpoint E gets: the decoded parameters (path and query) and body, and the visitor's uuid. */
export interface CallOf<E extends Endpoint> {
  readonly params: ParamsOf<E>
  readonly body: BodyOf<E>
  /** §6 the visitor's uuid (header uuid or x-kartis-uuid), validated and lower-cased; the nil uuid for a catalogue read sent without one. */
  readonly uuid: string
  /** Issue 10 the client address (rate limits and the seat-hold cap count by it; see clientAddressOf). */
  readonly clientAddress: string
  readonly request: FastifyRequest
  /** For what the answer carries beside its body (issue 12: the customer session's cookie). */
  readonly reply: FastifyReply
}

/**
 * A handler answers Right(value), encoded with the endpoint's response codec (200), or
 * Left(error), sent as `{ error: { code, … } }` with the status of its code (httpStatusOf).
 * For endpoints whose codec is "X or error" (§7), Right(Left(error)) answers the error in
 * band, with 200, as that codec writes it.
 */
export type HandlerOf<E extends Endpoint> = (call: CallOf<E>) => Promise<Result<ResponseOf<E>>>

/** What a handler of the named call gets. */
export type EndpointCall<N extends EndpointName> = CallOf<Endpoints[N]>
/** A handler of the named call (see HandlerOf). */
export type EndpointHandler<N extends EndpointName> = HandlerOf<Endpoints[N]>

export interface HandleOptions {
  /** Binary answers (images): their content type. Default application/octet-stream. */
  readonly contentType?: string
  /**
   * Issue 10 the rate-limit group the call counts in (its limits are AppConfig.rateLimits[group];
   * see rate-limits.ts). Calls without one are not limited: every call that takes a captcha,
   * a code or a login/SMS step must name one.
   */
  readonly rateLimit?: RateLimitGroup
  /**
   * Issue 16 the handler answers the same unchanging objects again (a cached seat plan): each one's
   * JSON is made once and kept while the object lives. A stadium's plan is 12 MB of JSON, whose
   * encoding took seconds of the server's one thread at every order page's load.
   */
  readonly answersKeptObjects?: boolean
}

/** Registers handlers for the endpoint table's calls on one fastify instance. */
export interface EndpointRegistrar {
  /** §7 serves the named call of the endpoint table at /api + its path. */
  handle<N extends EndpointName>(name: N, handler: EndpointHandler<N>, options?: HandleOptions): void
  /** The calls registered so far (for tests that walk every route). */
  readonly registered: () => readonly EndpointName[]
}

/**
 * §8 the 400 body of input that failed its codec: the code, the Hebrew message, where
 * (`query.date`, `body.seat.XCoordinate`) and what the codec said (params.message, for developers).
 */
export const badRequestBody = (error: KartisError, path: string): Readonly<Record<string, unknown>> => ({
  error: {
    code: 'BAD_REQUEST',
    message: hebrewMessageOf('BAD_REQUEST'),
    path,
    ...(error.params === undefined ? {} : { params: error.params }),
  },
})

/** The uuid a catalogue read sent without a visitor id sees: it serves everyone the same answer. */
const NIL_UUID = '00000000-0000-0000-0000-000000000000'

/**
 * Issue 10 the catalogue reads, which reveal nothing about a visitor, and the e-ticket by its key answer without a visitor
 * id (an <img> cannot send one; a crawler or a cache need not). A malformed id is still refused.
 */
export const CALLS_WITHOUT_VISITOR: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'features',
  'presentations',
  'presentation',
  'ticketGroups',
  'timer',
  'seatsPresentations',
  'seatPlan',
  'seatPlanColumns',
  'miniSite',
  'featurePlaceholderImage',
  'productImage',
  // §2 the e-ticket opens from an SMS link on any device: its signed key is what counts.
  'edocument',
  // §9 which captcha the box office verifies and its public site key: the same for everyone, and
  // written into the order page (issue 16 §1), whose request carries no visitor id.
  'captchaConfig',
])

/** The dotted place of a decode failure, prefixed by where the input came from. */
const placeOf = (error: KartisError, pathParams: Readonly<Record<string, unknown>>): string => {
  const inner = String(error.params?.['path'] ?? '')
  const head = inner.split('.')[0] ?? ''
  const where = head !== '' && Object.prototype.hasOwnProperty.call(pathParams, head) ? 'path' : 'query'
  return inner === '' ? where : `${where}.${inner}`
}

const sendError = (reply: FastifyReply, error: KartisError): FastifyReply => reply.status(httpStatusOf(error.code)).send(errorBodyOf(error))

/** §6 the visitor id of a call: required, or (catalogue reads) the nil uuid when none is sent. */
const visitorOf = (name: EndpointName, request: FastifyRequest): Result<string> =>
  CALLS_WITHOUT_VISITOR.has(name)
    ? E.map((id: string | null) => id ?? NIL_UUID)(visitorIdOfHeaders(request.headers))
    : requiredVisitorIdOf(request.headers)

/** Issue 10 no limits: for registrars built without a rate-limit check (tools, tests of the registrar alone). */
const unlimited: RateLimitCheck = () => Promise.resolve(false)

/**
 * §7/§8 the route registrar driven by the endpoint table: for each call given a handler it
 * registers `/api<path>`, checks the visitor id header (400 INVALID_VISITOR_ID; optional for
 * catalogue reads), applies the call's rate-limit group (429), decodes path and query parameters
 * and the body with the call's codecs (400 naming the failing path), runs the handler and
 * encodes its answer with the response codec.
 */
export const createEndpointRegistrar = (app: FastifyInstance, rateLimited: RateLimitCheck = unlimited): EndpointRegistrar => {
  const names: EndpointName[] = []
  const serve = <E extends Endpoint>(name: EndpointName, endpoint: E, handler: HandlerOf<E>, options: HandleOptions): void => {
    const group = options.rateLimit
    /** The JSON of this call's `answersKeptObjects` answers, by the answer object (per call: two calls may answer one object in two forms). */
    const keptJson = new WeakMap<object, string>()
    const jsonOf = (value: object, encode: () => unknown): string => {
      const known = keptJson.get(value)
      if (known !== undefined) return known
      const json = JSON.stringify(encode())
      keptJson.set(value, json)
      return json
    }
    app.route({
      method: endpoint.method,
      url: `${API_PREFIX}${endpoint.path}`,
      handler: async (request, reply) => {
        const uuid = visitorOf(name, request)
        if (E.isLeft(uuid)) return sendError(reply, uuid.left)
        if (group !== undefined && (await rateLimited(group, request, reply))) return reply
        const pathParams = isRecord(request.params) ? request.params : {}
        const query = isRecord(request.query) ? request.query : {}
        const params: Result<ParamsOf<E>> = decodeWith(endpoint.params, { ...query, ...pathParams })
        if (E.isLeft(params)) return reply.status(400).send(badRequestBody(params.left, placeOf(params.left, pathParams)))
        const body: Result<BodyOf<E>> = endpoint.body === null ? E.right(undefined) : decodeWith(endpoint.body, request.body)
        if (E.isLeft(body)) {
          const inner = String(body.left.params?.['path'] ?? '')
          return reply.status(400).send(badRequestBody(body.left, inner === '' ? 'body' : `body.${inner}`))
        }
        const answer = await handler({
          params: params.right,
          body: body.right,
          uuid: uuid.right,
          clientAddress: clientAddressOf(request),
          request,
          reply,
        })
        if (E.isLeft(answer)) return sendError(reply, answer.left)
        const value: unknown = answer.right
        if (options.answersKeptObjects === true && typeof value === 'object' && value !== null)
          return reply
            .status(200)
            .type('application/json; charset=utf-8')
            .send(jsonOf(value, () => endpoint.response.encode(answer.right)))
        const encoded: unknown = endpoint.response.encode(answer.right)
        if (endpoint.responseType === 'binary' && encoded instanceof Uint8Array)
          return reply.type(options.contentType ?? 'application/octet-stream').send(Buffer.from(encoded))
        return reply.status(200).send(encoded)
      },
    })
  }
  const handle = <N extends EndpointName>(name: N, handler: EndpointHandler<N>, options: HandleOptions = {}): void => {
    if (names.includes(name)) throw new Error(`endpoint ${name} is registered twice`)
    names.push(name)
    serve(name, endpoints[name], handler, options)
  }
  return { handle, registered: () => [...names] }
}
