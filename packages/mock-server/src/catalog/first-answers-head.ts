import type { FastifyInstance, FastifyRequest } from 'fastify'
import { embeddedAnswersElement, eventsListAddresses, orderPageFollowingCalls, orderPagePresentationAddress } from '@kartis/api-adapter'
import { VENUE_PATH_PREFIX, venuePathOf, type SeatPlanKey } from '@kartis/core'
import { pathnameOf } from '../http/error-handling'
import type { StorefrontHead } from '../static/static-sites'

/** §2 the storefront's events list: its own addresses, and /booking, which shows the same list. */
const EVENTS_LIST_PAGES: ReadonlySet<string> = new Set(['/', '/booking'])

/** §2 the order page of one presentation, /order/{presentationId}. */
const ORDER_PAGE = /^\/order\/(\d{1,9})$/

/**
 * A seat plan of more seats than this is left for the page to ask: the 20,000-seat arena's (~0.5 MB of JSON
 * in columns, its seats' statuses ~0.5 MB more) would hold back the page's first bytes longer than its own call
 * takes. The cinema's has a few hundred (~7 KB in columns).
 */
export const MAX_EMBEDDED_PLAN_SEATS = 2_000

/** Any other answer above this is left out too (none of the demo's comes near). */
export const MAX_EMBEDDED_ANSWER_CHARS = 256 * 1024

/** How many seats a venue's seat plan has (null: no such plan); the box office's cached layouts answer it. */
export type SeatCountOf = (key: SeatPlanKey) => Promise<number | null>

/**
 * The page's path without a venue's /v/{slug} prefix (routing already stripped it: the app's rewriteUrl), and
 * the API base the page calls, under the prefix it was sent with (request.originalUrl).
 */
const pageOf = (request: FastifyRequest): { readonly page: string; readonly apiBase: string } => {
  const venue = venuePathOf(request.originalUrl)
  const page = pathnameOf(request).replace(/(.)\/+$/, '$1')
  return { page, apiBase: venue === null ? '/api/' : `${VENUE_PATH_PREFIX}${venue.slug}/api/` }
}

/** Each address and its answer's text, asked of the box office as the page's visitor would; an answer other than 200 is left out. */
type AskOwn = (addresses: readonly string[]) => Promise<readonly (readonly [string, string])[]>

const askingOwn =
  (fastify: FastifyInstance, request: FastifyRequest): AskOwn =>
  async (addresses) =>
    (
      await Promise.all(
        addresses.map(async (address): Promise<readonly (readonly [string, string])[]> => {
          const response = await fastify.inject({
            method: 'GET',
            url: address,
            headers: { accept: 'application/json', ...(request.headers.host === undefined ? {} : { host: request.headers.host }) },
            remoteAddress: request.ip,
          })
          return response.statusCode === 200 && response.body.length <= MAX_EMBEDDED_ANSWER_CHARS ? [[address, response.body]] : []
        }),
      )
    ).flat()

/** The page's first calls and their answers: the events list's two, or the order page's presentation and what follows from it. */
const firstAnswers = async (
  page: string,
  apiBase: string,
  ask: AskOwn,
  seatCountOf: SeatCountOf,
): Promise<readonly (readonly [string, string])[]> => {
  if (EVENTS_LIST_PAGES.has(page)) return ask(eventsListAddresses(apiBase))
  const order = ORDER_PAGE.exec(page)
  if (order === null) return []
  const presentationId = Number(order[1])
  const [presentation] = await ask([orderPagePresentationAddress(apiBase, presentationId)])
  if (presentation === undefined) return []
  const following = orderPageFollowingCalls(apiBase, presentationId, presentation[1])
  if (following === null) return [presentation]
  const seats = await seatCountOf(following.seatPlan.key)
  const planFits = seats !== null && seats <= MAX_EMBEDDED_PLAN_SEATS
  return [presentation, ...(await ask([...following.addresses, ...(planFits ? [following.seatPlan.address] : [])]))]
}

/**
 * Issue 16 §1 a page's first answers in the page: the box office asks its own calls (in process, as the
 * page's visitor, at the page's host and prefix, so the venue and any limit are the same as the browser's
 * call would meet) and writes their answers in as a data block. The events list (GET /features/, GET
 * /presentations/) and the order page (its presentation, feature, ticket groups, seat plan, timer and the
 * captcha setting, and its seat plan when not a stadium's) then render without waiting on a chain of round trips; the seat statuses are the
 * visitor's own (their held seats) and need a captcha token, so the page asks for them as before.
 */
export const storefrontFirstAnswersHead =
  (fastify: FastifyInstance, seatCountOf: SeatCountOf): StorefrontHead =>
  async (request) => {
    const { page, apiBase } = pageOf(request)
    const found = await firstAnswers(page, apiBase, askingOwn(fastify, request), seatCountOf)
    return found.length === 0 ? '' : embeddedAnswersElement(Object.fromEntries(found))
  }
