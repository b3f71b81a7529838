import { describe, expect, it } from 'vitest'
import { definedIn, namesTakenFrom, sharedChunkName, type ModuleGraph, type SharedChunk } from './page-chunks'

const ROOT = '/repo/packages/web'
const LISTING = `${ROOT}/src/catalog/whats-on-page.tsx`

/** A storefront-like graph: the events list over the catalogue's codecs; the order page over them and the purchase's code; checkout over that. */
const IMPORTS: Readonly<Record<string, readonly string[]>> = {
  [LISTING]: [`${ROOT}/src/catalog/feature-listing.tsx`],
  [`${ROOT}/src/catalog/feature-listing.tsx`]: [`${ROOT}/../api-adapter/src/wire/catalog-codecs.ts`],
  [`${ROOT}/../api-adapter/src/wire/catalog-codecs.ts`]: [],
  [`${ROOT}/src/order/order-page.tsx`]: [`${ROOT}/src/order/order-store.ts`, `${ROOT}/../api-adapter/src/wire/catalog-codecs.ts`],
  [`${ROOT}/src/order/order-store.ts`]: [`${ROOT}/../core/src/seating/seat-plan-index.ts`],
  [`${ROOT}/../core/src/seating/seat-plan-index.ts`]: [],
  [`${ROOT}/src/checkout/checkout-page.tsx`]: [`${ROOT}/src/checkout/checkout-store.ts`],
  [`${ROOT}/src/checkout/checkout-store.ts`]: [`${ROOT}/src/order/order-store.ts`],
}
const LISTING_CHUNK: SharedChunk = { name: 'listing', entries: [LISTING] }
const ORDERING_CHUNK: SharedChunk = { name: 'ordering', entries: [`${ROOT}/src/order/order-page.tsx`] }

const graph: ModuleGraph = {
  getModuleInfo: (id) => {
    const importedIds = IMPORTS[id]
    return importedIds === undefined ? null : { importedIds, code: '' }
  },
}

describe('issue 16 §1 what lazy pages share goes in three chunks', () => {
  const nameOf = sharedChunkName([LISTING_CHUNK])

  it('puts what the events list reaches, however deep, in `listing`', () => {
    expect(nameOf(`${ROOT}/src/catalog/feature-listing.tsx`, graph)).toBe('listing')
    expect(nameOf(`${ROOT}/../api-adapter/src/wire/catalog-codecs.ts`, graph)).toBe('listing')
  })

  it('puts the rest of what pages share in `shared`, so the events list never loads the purchase’s stores', () => {
    expect(nameOf(`${ROOT}/src/order/order-store.ts`, graph)).toBe('shared')
    expect(nameOf(`${ROOT}/../core/src/seating/seat-plan-index.ts`, graph)).toBe('shared')
  })

  it('puts what the order page reaches beyond the events list in `ordering`, so it never loads checkout’s code', () => {
    const nameOf = sharedChunkName([LISTING_CHUNK, ORDERING_CHUNK])
    expect(nameOf(`${ROOT}/src/order/order-store.ts`, graph)).toBe('ordering')
    expect(nameOf(`${ROOT}/../api-adapter/src/wire/catalog-codecs.ts`, graph)).toBe('listing')
    expect(nameOf(`${ROOT}/src/checkout/checkout-store.ts`, graph)).toBe('shared')
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

const CORE = '/repo/packages/core/src'
const CORE_INDEX = `${CORE}/index.ts`
const CORE_INDEX_CODE = [
  "export { formatMoney, agorot } from './money/money';",
  "export { indexSeatPlan } from './seating/seat-plan-index';",
  "export { checkSingleSeat as singleSeatRule } from './seating/single-seat';",
].join('\n')

/** A graph whose events list takes one name from `@kartis/core`, whose index re-exports three modules. */
const throughCore = (listingCode: string, indexCode: string | null = CORE_INDEX_CODE): ModuleGraph => {
  const modules: Readonly<Record<string, { importedIds: readonly string[]; code: string | null }>> = {
    [LISTING]: { importedIds: [CORE_INDEX], code: listingCode },
    [CORE_INDEX]: {
      importedIds: [`${CORE}/money/money.ts`, `${CORE}/seating/seat-plan-index.ts`, `${CORE}/seating/single-seat.ts`],
      code: indexCode,
    },
    [`${CORE}/money/money.ts`]: { importedIds: [`${CORE}/money/agorot.ts`], code: '' },
    [`${CORE}/money/agorot.ts`]: { importedIds: [], code: '' },
    [`${CORE}/seating/seat-plan-index.ts`]: { importedIds: [], code: '' },
    [`${CORE}/seating/single-seat.ts`]: { importedIds: [], code: '' },
  }
  return { getModuleInfo: (id) => modules[id] ?? null }
}

describe('issue 16 §1 the events list’s reach walks past a package’s index', () => {
  it('reaches only the modules defining what the list takes from @kartis/core, and what they import', () => {
    const nameOf = sharedChunkName([LISTING_CHUNK])
    const walked = throughCore('import { formatMoney } from "@kartis/core";')
    expect(nameOf(`${CORE}/money/money.ts`, walked)).toBe('listing')
    expect(nameOf(`${CORE}/money/agorot.ts`, walked)).toBe('listing')
    expect(nameOf(`${CORE}/seating/seat-plan-index.ts`, walked)).toBe('shared')
    expect(nameOf(`${CORE}/seating/single-seat.ts`, walked)).toBe('shared')
  })

  it('follows a name the index renames to the module defining it', () => {
    const walked = throughCore('import { singleSeatRule } from "@kartis/core";')
    expect(sharedChunkName([LISTING_CHUNK])(`${CORE}/seating/single-seat.ts`, walked)).toBe('listing')
  })

  it('reaches the whole index when it cannot tell what is taken: a namespace, an unknown name, no code', () => {
    for (const walked of [
      throughCore('import * as core from "@kartis/core";'),
      throughCore('import { somethingElse } from "@kartis/core";'),
      throughCore('import { formatMoney } from "@kartis/core";', null),
    ])
      expect(sharedChunkName([LISTING_CHUNK])(`${CORE}/seating/seat-plan-index.ts`, walked)).toBe('listing')
  })

  it('starts from every entry the events list loads', () => {
    const port = '/repo/packages/web/src/di/http/http-catalog-port.ts'
    const walked: ModuleGraph = {
      getModuleInfo: (id) =>
        id === port ? { importedIds: [`${CORE}/money/money.ts`], code: '' } : id === LISTING ? { importedIds: [], code: '' } : null,
    }
    expect(sharedChunkName([LISTING_CHUNK])(`${CORE}/money/money.ts`, walked)).toBe('shared')
    expect(sharedChunkName([{ name: 'listing', entries: [LISTING, port] }])(`${CORE}/money/money.ts`, walked)).toBe('listing')
  })
})

describe('the names a module takes from a package, as its built code says', () => {
  it('reads named imports and re-exports over several lines, without types and with renames', () => {
    const code = [
      'import { a, b as c,\n  type T } from "@kartis/core";',
      "export { d } from '@kartis/core'",
      'import { e } from "@kartis/core-extra";',
    ].join('\n')
    expect(namesTakenFrom(code, '@kartis/core')).toEqual(['a', 'b', 'd'])
  })

  it('says null for a namespace, a default or export *, which take the whole module', () => {
    expect(namesTakenFrom('import * as core from "@kartis/core";', '@kartis/core')).toBeNull()
    expect(namesTakenFrom('import core, { a } from "@kartis/core";', '@kartis/core')).toBeNull()
    expect(namesTakenFrom('export * from "@kartis/core";', '@kartis/core')).toBeNull()
    expect(namesTakenFrom('import React from "react";\nimport { a } from "@kartis/core";', '@kartis/core')).toEqual(['a'])
  })

  it('maps an index’s exported names to the modules that define them', () => {
    expect([...definedIn(CORE_INDEX_CODE)]).toEqual([
      ['formatMoney', './money/money'],
      ['agorot', './money/money'],
      ['indexSeatPlan', './seating/seat-plan-index'],
      ['singleSeatRule', './seating/single-seat'],
    ])
  })
})
