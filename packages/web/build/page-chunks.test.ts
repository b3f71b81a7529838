import { describe, expect, it } from 'vitest'
import { sharedChunkName, type ModuleGraph } from './page-chunks'

const ROOT = '/repo/packages/web'
const LISTING = `${ROOT}/src/catalog/whats-on-page.tsx`

/** A storefront-like graph: the events list over the catalogue's codecs; the order page over them and the purchase's code. */
const IMPORTS: Readonly<Record<string, readonly string[]>> = {
  [LISTING]: [`${ROOT}/src/catalog/feature-listing.tsx`],
  [`${ROOT}/src/catalog/feature-listing.tsx`]: [`${ROOT}/../api-adapter/src/wire/catalog-codecs.ts`],
  [`${ROOT}/../api-adapter/src/wire/catalog-codecs.ts`]: [],
  [`${ROOT}/src/order/order-page.tsx`]: [`${ROOT}/src/order/order-store.ts`, `${ROOT}/../api-adapter/src/wire/catalog-codecs.ts`],
  [`${ROOT}/src/order/order-store.ts`]: [`${ROOT}/../core/src/seating/seat-plan-index.ts`],
  [`${ROOT}/../core/src/seating/seat-plan-index.ts`]: [],
}
const graph: ModuleGraph = {
  getModuleInfo: (id) => {
    const importedIds = IMPORTS[id]
    return importedIds === undefined ? null : { importedIds }
  },
}

describe('issue 16 §1 what lazy pages share goes in two chunks', () => {
  const nameOf = sharedChunkName(LISTING)

  it('puts what the events list reaches, however deep, in `listing`', () => {
    expect(nameOf(`${ROOT}/src/catalog/feature-listing.tsx`, graph)).toBe('listing')
    expect(nameOf(`${ROOT}/../api-adapter/src/wire/catalog-codecs.ts`, graph)).toBe('listing')
  })

  it('puts the rest of what pages share in `shared`, so the events list never loads the purchase’s stores', () => {
    expect(nameOf(`${ROOT}/src/order/order-store.ts`, graph)).toBe('shared')
    expect(nameOf(`${ROOT}/../core/src/seating/seat-plan-index.ts`, graph)).toBe('shared')
  })

  it('leaves the seat map, svg.js and Cloudflare’s captcha to chunks of their own', () => {
    for (const id of [
      `${ROOT}/src/seat-map/seat-map.tsx`,
      `${ROOT}/src/seat-map/index.ts`,
      `/repo/node_modules/@svgdotjs/svg.js/dist/svg.esm.js`,
      `${ROOT}/src/captcha/cloudflare-turnstile.ts`,
    ])
      expect(nameOf(id, graph)).toBeNull()
  })
})
