import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { builtUis, staticApp } from '../test-support/built-uis'
import { ROUTE_PRELOADS_FILE, parseRoutePreloads, routeLinks, routeOfPath, type RoutePreload } from './route-preloads'

const MAP = {
  routes: [
    { path: '/', modules: ['/assets/home-1.js', '/assets/shared-1.js'], styles: ['/assets/home-1.css'] },
    { path: '/order/:presentationId', modules: ['/assets/order-1.js'], styles: [] },
  ],
}

/** The preload links of the route a page's path is (none for a path the map does not list). */
const routePreloadLinks = (routes: readonly RoutePreload[], path: string): string => routeLinks(routeOfPath(routes, path), 'preload')

describe('issue 16 §1 the route’s first-render chunks, preloaded from the build’s route map', () => {
  const routes = parseRoutePreloads(JSON.stringify(MAP))

  it('writes the matching route’s stylesheets and modules as preloads; under /v/{slug} the path after it', () => {
    const home =
      '<link rel="preload" as="style" crossorigin href="/assets/home-1.css">' +
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/home-1.js"><link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/shared-1.js">'
    expect(routePreloadLinks(routes, '/')).toBe(home)
    expect(routePreloadLinks(routes, '/v/theatre/')).toBe(home)
    expect(routePreloadLinks(routes, '/order/5')).toBe(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/order-1.js">',
    )
    expect(routePreloadLinks(routes, '/v/theatre/order/5/')).toBe(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/order-1.js">',
    )
  })

  it('writes nothing for a route the map does not list', () => {
    for (const path of ['/order', '/order/5/6', '/booking/checkout', '/customer']) expect(routePreloadLinks(routes, path)).toBe('')
  })

  it('keeps only plain same-origin script and stylesheet addresses: nothing in the file can change the page’s markup', () => {
    const hostile = parseRoutePreloads(
      JSON.stringify({
        routes: [
          {
            path: '/',
            modules: [
              '/assets/ok-1.js',
              '/assets/x.js"><script>alert(1)</script>',
              'https://elsewhere.example/a.js',
              '/assets/../secret.js',
              '//x.example/a.js',
            ],
            styles: ['/assets/a.css?<', 'javascript:alert(1)'],
          },
          { path: 7, modules: [], styles: [] },
        ],
      }),
    )
    expect(hostile).toEqual([{ path: '/', modules: ['/assets/ok-1.js'], styles: [] }])
    expect(parseRoutePreloads('{')).toEqual([])
    expect(parseRoutePreloads('{"routes":{}}')).toEqual([])
  })
})

const dirs = builtUis()
writeFileSync(join(dirs.web, ROUTE_PRELOADS_FILE), JSON.stringify(MAP))
const app = await staticApp({ staticDirs: dirs })
afterAll(async () => {
  await app.close()
})

describe('issue 16 §1 the storefront’s pages carry their route’s preloads', () => {
  it('in the head, before the page’s data blocks; the strict CSP as it was', async () => {
    const page = await app.inject({ method: 'GET', url: '/order/12' })
    expect(page.statusCode).toBe(200)
    expect(page.body).toMatch(
      /<link rel="modulepreload" crossorigin fetchpriority="low" href="\/assets\/order-1\.js"><script type="application\/json"[^]*<\/head>/,
    )
    expect(page.headers['content-security-policy']).toContain("script-src 'self';")
    expect((await app.inject({ method: 'GET', url: '/' })).body).toContain('href="/assets/home-1.js"')
    expect((await app.inject({ method: 'GET', url: '/customer' })).body).not.toContain('modulepreload')
  })
})
