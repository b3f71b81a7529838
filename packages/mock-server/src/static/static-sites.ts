import { readFile, stat } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { isApiPath, pathnameOf, sendApiNotFound } from '../http/error-handling'
import { notBuiltPage } from './not-built-page'
import { firstScreenReader } from './first-screen'
import { routeLinks, routeOfPath, routePreloadsReader } from './route-preloads'

/** §2 the producer console's base path. */
export const LIVE_CONSOLE_BASE = '/PRES-live/'

/** §2 the console's other address; it redirects to LIVE_CONSOLE_BASE, so the console has one base. */
export const LIVE_CONSOLE_V1 = '/PRES-live-v1'

/** Where the built storefront and console are. */
export interface StaticDirs {
  readonly web: string
  readonly liveConsole: string
  /** Issue 16 §1 the storefront's first-screen module (its server build); without it pages go out with an empty #root. */
  readonly webFirstScreen?: string
}

interface StaticSite {
  readonly root: string
  readonly uiName: string
  readonly workspace: string
}

const isFile = async (path: string): Promise<boolean> => {
  try {
    return (await stat(path)).isFile()
  } catch {
    return false
  }
}

/**
 * Issue 16 §1 what the box office writes into the storefront's index.html for one request, just
 * before `</head>` (its venue's settings as a JSON data block): the first paint need not wait for a call.
 */
export type StorefrontHead = (request: FastifyRequest) => Promise<string>

/** Issue 16 §1 several heads' markup, one after the other. */
export const storefrontHeads =
  (...heads: readonly StorefrontHead[]): StorefrontHead =>
  async (request) =>
    (await Promise.all(heads.map((head) => head(request)))).join('')

/** A build's index.html, read again only when the file changed (a rebuild while the server runs). */
const indexPageReader = (): ((root: string) => Promise<string>) => {
  const read = new Map<string, { readonly mtimeMs: number; readonly html: string }>()
  return async (root) => {
    const path = join(root, 'index.html')
    const { mtimeMs } = await stat(path)
    const known = read.get(path)
    if (known?.mtimeMs === mtimeMs) return known.html
    const html = await readFile(path, 'utf8')
    read.set(path, { mtimeMs, html })
    return html
  }
}

/** Issue 16 §1 the page with `head` written just before its `</head>` (a page without one is left as it is). */
export const withHead = (html: string, head: string): string => {
  const end = html.indexOf('</head>')
  return end < 0 ? html : `${html.slice(0, end)}${head}${html.slice(end)}`
}

/**
 * Vite names what it puts in assets/ by content: cached for good; anything else (index.html) is
 * revalidated. The body depends on Accept-Encoding (a .br or .gz twin), which caches must know.
 */
const setCacheHeaders = (res: { setHeader(name: string, value: string): unknown }, path: string): void => {
  res.setHeader('cache-control', basename(dirname(path)) === 'assets' ? 'public, max-age=31536000, immutable' : 'no-cache')
  res.setHeader('vary', 'accept-encoding')
}

/**
 * A path that names a file (…/app.js, …/logo.svg): its last segment ends in a short extension.
 * A page's own segment may hold dots without being a file — /customer/{token} carries a signed
 * token (header.payload.signature), whose last part is far longer than any extension.
 */
const hasExtension = (pathname: string): boolean => /\.[A-Za-z0-9]{1,8}$/.test(pathname.slice(pathname.lastIndexOf('/')))

const isConsolePath = (pathname: string): boolean => pathname === LIVE_CONSOLE_BASE.slice(0, -1) || pathname.startsWith(LIVE_CONSOLE_BASE)

/** /PRES-live-v1/x?y → /PRES-live/x?y (the rest of the address kept; it always stays on this origin). */
const consoleAddressOf = (url: string): string => `${LIVE_CONSOLE_BASE}${url.slice(LIVE_CONSOLE_V1.length).replace(/^\/+/, '')}`

/**
 * §2 the built storefront at / and the producer console at /PRES-live/ on the API's port, by
 * @fastify/static: a path naming a file of a build serves it (its Vite-made .br or .gz twin
 * when the browser accepts one); /PRES-live-v1/… redirects to /PRES-live/…. Returns the
 * not-found handler, which gives client-side routes (GET paths without a file extension) the
 * app's index.html, shows a Hebrew page saying how to build a UI whose build is missing, and
 * answers everything else — every /api path among them — the API's JSON 404. The storefront's
 * pages (/ among them) get `storefrontHead`'s markup in their index.html when it is given, after the
 * preloads of the route's first render (issue 16 §1, the build's route map); the page then goes out
 * compressed per request by the compression plugin.
 */
export const registerStaticSites = (
  app: FastifyInstance,
  dirs: StaticDirs,
  storefrontHead?: StorefrontHead,
): ((request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) => {
  const common = {
    preCompressed: true,
    cacheControl: false,
    setHeaders: setCacheHeaders,
    // /api is the box office's alone: never a file, even if a build had such a folder.
    allowedPath: (pathName: string) => !isApiPath(pathName),
  }
  void app.register(fastifyStatic, { ...common, root: dirs.web, prefix: '/' })
  void app.register(fastifyStatic, { ...common, root: dirs.liveConsole, prefix: LIVE_CONSOLE_BASE, decorateReply: false })

  const redirect = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> =>
    reply.redirect(consoleAddressOf(request.raw.url ?? LIVE_CONSOLE_V1), 301)
  app.get(LIVE_CONSOLE_V1, redirect)
  app.get(`${LIVE_CONSOLE_V1}/*`, redirect)

  const indexPage = indexPageReader()
  const routePreloads = routePreloadsReader()
  const web: StaticSite = { root: dirs.web, uiName: 'אתר המכירה', workspace: '@kartis/web' }
  const liveConsole: StaticSite = { root: dirs.liveConsole, uiName: 'מסוף המפיקים', workspace: '@kartis/live-console' }

  const firstScreen = firstScreenReader()
  /**
   * Issue 16 §1 the page with its first screen drawn in it: a phone paints the venue's header and the
   * page's frame before its JavaScript has run. Only the routes of the build's map, whose styles the
   * page then applies; a page that cannot be drawn goes out as before (the browser draws it).
   */
  const drawFirstScreen = async (request: FastifyRequest, page: string): Promise<string | undefined> => {
    if (dirs.webFirstScreen === undefined) return undefined
    try {
      const render = await firstScreen(dirs.webFirstScreen)
      // The address as the browser has it: under a venue's /v/{slug} prefix, with the prefix (routing strips it).
      return render === undefined ? undefined : await render(page, request.originalUrl)
    } catch (error) {
      request.log.warn({ err: error }, 'the page went out without its first screen')
      return undefined
    }
  }

  const page = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const pathname = pathnameOf(request)
    if (isApiPath(pathname) || (request.method !== 'GET' && request.method !== 'HEAD')) return sendApiNotFound(reply)
    const site = isConsolePath(pathname) ? liveConsole : web
    if (!(await isFile(join(site.root, 'index.html'))))
      return reply
        .status(200)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(notBuiltPage(site.uiName, site.workspace))
    if (hasExtension(pathname)) return sendApiNotFound(reply)
    if (site !== web || storefrontHead === undefined) return reply.sendFile('index.html', site.root)
    const [html, routes, head] = await Promise.all([indexPage(site.root), routePreloads(site.root), storefrontHead(request)])
    const route = routeOfPath(routes, pathname)
    // A HEAD request's page is not sent: nothing to draw.
    const drawn =
      route === undefined || request.method !== 'GET'
        ? undefined
        : await drawFirstScreen(request, withHead(html, `${routeLinks(route, 'stylesheet')}${head}`))
    return reply
      .status(200)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8')
      .send(drawn ?? withHead(html, `${routeLinks(route, 'preload')}${head}`))
  }
  // With a storefront head, / is a page like any other (not the build's index.html as it is).
  if (storefrontHead !== undefined) app.get('/', page)
  return page
}
