import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { isApiPath, pathnameOf, sendApiNotFound } from '../http/error-handling'
import { contentTypeOf } from './content-type'
import { notBuiltPage } from './not-built-page'

/** §2 the producer console's base path. */
export const LIVE_CONSOLE_BASE = '/PRES-live/'

interface StaticSite {
  readonly base: string
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

/** The file a URL path names inside `root`, or null when it would leave it or is not valid. */
const fileUnder = (root: string, relative: string): string | null => {
  let decoded: string
  try {
    decoded = decodeURIComponent(relative)
  } catch {
    return null
  }
  if (decoded.includes('\0')) return null
  const path = normalize(join(root, decoded))
  return path === root || path.startsWith(root.endsWith(sep) ? root : `${root}${sep}`) ? path : null
}

const sendFile = async (reply: FastifyReply, path: string): Promise<FastifyReply> => {
  // Vite names built assets by their content: they may be cached for good; pages may not.
  const immutable = path.includes(`${sep}assets${sep}`)
  return reply
    .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
    .type(contentTypeOf(path))
    .send(await readFile(path))
}

/**
 * §2 the built storefront at / and the producer console at /PRES-live/, on the API's port:
 * a path naming a file of the build serves it; any other path without a file extension is
 * a client-side route and gets the app's index.html (SPA fallback). A missing build serves
 * a short Hebrew page saying how to build it. /api paths and other methods answer the API's
 * JSON 404. Used as fastify's not-found handler, so API routes always win.
 */
export const createStaticFiles =
  (dirs: { readonly web: string; readonly liveConsole: string }) =>
  async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const pathname = pathnameOf(request)
    if (isApiPath(pathname) || (request.method !== 'GET' && request.method !== 'HEAD')) return sendApiNotFound(reply)
    const consoleBase = LIVE_CONSOLE_BASE.slice(0, -1)
    const site: StaticSite =
      pathname === consoleBase || pathname.startsWith(LIVE_CONSOLE_BASE)
        ? { base: LIVE_CONSOLE_BASE, root: normalize(dirs.liveConsole), uiName: 'מסוף המפיקים', workspace: '@kartis/live-console' }
        : { base: '/', root: normalize(dirs.web), uiName: 'אתר המכירה', workspace: '@kartis/web' }
    const index = join(site.root, 'index.html')
    if (!(await isFile(index)))
      return reply.status(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(notBuiltPage(site.uiName, site.workspace))
    const relative = pathname.length > site.base.length ? pathname.slice(site.base.length) : ''
    const file = relative === '' ? null : fileUnder(site.root, relative)
    if (file !== null && (await isFile(file))) return sendFile(reply, file)
    if (extname(pathname) !== '') return sendApiNotFound(reply)
    return sendFile(reply, index)
  }
