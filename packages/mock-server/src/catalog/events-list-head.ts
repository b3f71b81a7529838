import type { FastifyInstance, FastifyRequest } from 'fastify'
import { embeddedAnswersElement, eventsListAddresses } from '@kartis/api-adapter'
import { VENUE_PATH_PREFIX, venuePathOf } from '@kartis/core'
import { pathnameOf } from '../http/error-handling'
import type { StorefrontHead } from '../static/static-sites'

/** §2 the storefront's events list: its own addresses, and /booking, which shows the same list. */
const EVENTS_LIST_PAGES: ReadonlySet<string> = new Set(['/', '/booking'])

/**
 * The page's path without a venue's /v/{slug} prefix (routing already stripped it: the app's rewriteUrl), and
 * the API base the page calls, under the prefix it was sent with (request.originalUrl).
 */
const pageOf = (request: FastifyRequest): { readonly page: string; readonly apiBase: string } => {
  const venue = venuePathOf(request.originalUrl)
  const page = pathnameOf(request).replace(/(.)\/+$/, '$1')
  return { page, apiBase: venue === null ? '/api/' : `${VENUE_PATH_PREFIX}${venue.slug}/api/` }
}

/**
 * Issue 16 §1 the events list's first answers in its page: the box office asks its own GET /features/ and
 * GET /presentations/ (in process, as the page's visitor, at the page's host and prefix, so the venue and
 * any limit are the same as the browser's call would meet) and writes their answers in as a data block. The
 * first page then renders without a round trip for its data; an answer other than 200 is left out, and the
 * page asks for it as before.
 */
export const storefrontEventsListHead =
  (fastify: FastifyInstance): StorefrontHead =>
  async (request) => {
    const { page, apiBase } = pageOf(request)
    if (!EVENTS_LIST_PAGES.has(page)) return ''
    const answers = await Promise.all(
      eventsListAddresses(apiBase).map(async (address): Promise<readonly (readonly [string, string])[]> => {
        const response = await fastify.inject({
          method: 'GET',
          url: address,
          headers: { accept: 'application/json', ...(request.headers.host === undefined ? {} : { host: request.headers.host }) },
          remoteAddress: request.ip,
        })
        return response.statusCode === 200 ? [[address, response.body]] : []
      }),
    )
    const found = answers.flat()
    return found.length === 0 ? '' : embeddedAnswersElement(Object.fromEntries(found))
  }
