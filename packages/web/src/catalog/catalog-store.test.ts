import { kartisError } from '@kartis/core'
import type { Catalog } from '@kartis/core'
import { computed } from 'mobx'
import { describe, expect, it } from 'vitest'
import { featureOf, fixedCatalog, presentationOf } from './catalog-fixtures'
import { CatalogStore, isOnSale } from './catalog-store'

const read = <T>(fn: () => T): T => computed(fn, { requiresReaction: false }).get()

describe('§2/§7 the catalogue store', () => {
  it('lists features that have presentations, soonest first, with posters', async () => {
    const store = new CatalogStore(
      fixedCatalog(
        [featureOf(1, 'המלט', { imageUrl: '/api/features/1/placeholderImage' }), featureOf(2, 'שמש של חורף'), featureOf(3, 'בלי מועדים')],
        [
          presentationOf({ id: 10, featureId: 1, startDateTime: '2026-07-03T20:30:00+03:00' }),
          presentationOf({ id: 11, featureId: 2, startDateTime: '2026-07-01T17:00:00+03:00' }),
        ],
      ),
    )
    await store.load()
    expect(store.state).toEqual({ kind: 'ready' })
    expect(read(() => store.listings.map((listing) => [listing.feature.name, listing.poster]))).toEqual([
      ['שמש של חורף', '/api/features/2/placeholderImage'],
      ['המלט', '/api/features/1/placeholderImage'],
    ])
    expect(read(() => store.listingOf(3))).toBeUndefined()
    expect(read(() => store.listingOf(1)?.presentationCount)).toBe(1)
  })

  it('reports a failed load and loads again when asked', async () => {
    let fail = true
    const working = fixedCatalog([featureOf(1, 'המלט')], [presentationOf({ id: 10, featureId: 1 })])
    const catalog: Catalog = {
      ...working,
      features: async (filter) => (fail ? { _tag: 'Left', left: kartisError('NETWORK_ERROR') } : working.features(filter)),
    }
    const store = new CatalogStore(catalog)
    await store.load()
    expect(store.state).toEqual({ kind: 'failed', error: kartisError('NETWORK_ERROR') })
    fail = false
    await store.load()
    expect(read(() => store.listings.length)).toBe(1)
  })

  it('§4 sold out: the soldout flag decides on the public site', () => {
    expect(isOnSale(presentationOf({ id: 1, featureId: 1, soldout: true }))).toBe(false)
    expect(isOnSale(presentationOf({ id: 1, featureId: 1 }))).toBe(true)
  })
})
