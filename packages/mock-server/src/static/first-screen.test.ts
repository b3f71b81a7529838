import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { builtUis, staticApp } from '../test-support/built-uis'
import { ROUTE_PRELOADS_FILE } from './route-preloads'

const MAP = {
  routes: [
    { path: '/', modules: ['/assets/home-1.js'], styles: ['/assets/home-1.css'] },
    { path: '/order/:presentationId', modules: ['/assets/order-1.js'], styles: ['/assets/order-1.css'] },
  ],
}

/** A storefront's server build as the box office loads it: fills <body> with the address it was asked for. */
const DRAWING = `export const renderStorefrontPage = async (page, url) => {
  if (url.startsWith('/order/0')) throw new Error('no such presentation')
  return page.replace('<body>', () => '<body><main>drawn ' + url + '</main>')
}`

const dirs = builtUis()
writeFileSync(join(dirs.web, ROUTE_PRELOADS_FILE), JSON.stringify(MAP))
const firstScreen = join(dirs.web, '..', 'entry-server.mjs')
writeFileSync(firstScreen, DRAWING)
const app = await staticApp({ staticDirs: { ...dirs, webFirstScreen: firstScreen } })
const withoutModule = await staticApp({ staticDirs: { ...dirs, webFirstScreen: join(dirs.web, '..', 'none.mjs') } })
afterAll(async () => {
  await Promise.all([app.close(), withoutModule.close()])
})

describe('issue 16 §1 the box office draws the first screen of the pages its route map lists', () => {
  it('a listed page comes drawn for its address, its route’s styles applied (not only preloaded)', async () => {
    const page = await app.inject({ method: 'GET', url: '/order/12?lang=en' })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('<main>drawn /order/12?lang=en</main>')
    expect(page.body).toContain('<link rel="stylesheet" crossorigin href="/assets/order-1.css">')
    expect(page.body).not.toContain('rel="preload" as="style"')
    // The data blocks are in the page the drawing is given: it draws from what the browser will read.
    expect(page.body).toMatch(/<script type="application\/json"[^]*<\/head><body><main>drawn/)
    expect(page.headers['content-security-policy']).toContain("script-src 'self';")
    expect((await app.inject({ method: 'GET', url: '/' })).body).toContain('<main>drawn /</main>')
    // Under a venue's prefix the drawing is given the address with it: its links and calls stay under it.
    expect((await app.inject({ method: 'GET', url: '/v/theatre/order/12' })).body).toContain('<main>drawn /v/theatre/order/12</main>')
  })

  it('a page the map does not list goes out undrawn, as do the console’s', async () => {
    for (const url of ['/customer', '/booking/checkout/payment', '/PRES-live/'])
      expect((await app.inject({ method: 'GET', url })).body).not.toContain('drawn')
  })

  it('a page whose drawing fails goes out undrawn, with its styles preloaded: the browser draws it', async () => {
    const page = await app.inject({ method: 'GET', url: '/order/0' })
    expect(page.statusCode).toBe(200)
    expect(page.body).not.toContain('drawn')
    expect(page.body).toContain('<link rel="preload" as="style" crossorigin href="/assets/order-1.css">')
  })

  it('without the server build every page goes out undrawn', async () => {
    const page = await withoutModule.inject({ method: 'GET', url: '/order/12' })
    expect(page.statusCode).toBe(200)
    expect(page.body).not.toContain('drawn')
    expect(page.body).toContain('<link rel="preload" as="style" crossorigin href="/assets/order-1.css">')
  })
})
