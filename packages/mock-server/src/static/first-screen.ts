import { stat } from 'node:fs/promises'
import { pathToFileURL } from 'node:url'

/**
 * Issue 16 §1 draws a storefront page's first screen into its markup: the page as the box office
 * would send it (its head's data blocks and links written) and the request's address in, the page
 * with its #root filled out.
 */
export type FirstScreen = (page: string, url: string) => Promise<string>

/** What the storefront's server build (packages/web/dist-server/entry-server.js) exports. */
const RENDER_EXPORT = 'renderStorefrontPage'

const isFirstScreen = (value: unknown): value is FirstScreen => typeof value === 'function'

/**
 * Issue 16 §1 the storefront's first-screen module, loaded at run time as the build's index.html is
 * read (the box office does not import the UI's package): none while the build has none, loaded
 * again when the file changes (a rebuild while the server runs).
 */
export const firstScreenReader = (): ((path: string) => Promise<FirstScreen | undefined>) => {
  let known: { readonly path: string; readonly mtimeMs: number; readonly render: FirstScreen | undefined } | undefined
  return async (path) => {
    let mtimeMs: number
    try {
      mtimeMs = (await stat(path)).mtimeMs
    } catch {
      return undefined
    }
    if (known?.path === path && known.mtimeMs === mtimeMs) return known.render
    // The address names the file's version: the module cache keeps each address's module for good.
    const module: unknown = await import(`${pathToFileURL(path).href}?v=${mtimeMs}`)
    const render: unknown = typeof module === 'object' && module !== null && RENDER_EXPORT in module ? module[RENDER_EXPORT] : undefined
    known = { path, mtimeMs, render: isFirstScreen(render) ? render : undefined }
    return known.render
  }
}
