import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { kartisError } from '../errors/error-codes'
import { agorot } from '../money/money'
import type { Feature, Presentation } from '../model/presentation'
import type { Ticket } from '../model/ticket'
import type { Catalog } from './catalog'

const feature: Feature = { id: 7, name: 'ערב סטנדאפ', featureTypeId: 1, featureCategoryId: 2 }

const presentation = (id: number, featureId: number): Presentation => ({
  id,
  featureId,
  featureTypeId: 1,
  featureCategoryId: 2,
  venueId: 3,
  venueTypeId: 1,
  seatplanId: 4,
  startDateTime: '2025-06-01T21:00:00+03:00',
  seatPlan: null,
  ticketGroups: [],
  serviceCharge: agorot(500),
  products: [],
  isReserved: true,
  isGA: 0,
  soldout: false,
  locationId: 1,
  authProfileId: null,
  businessId: null,
  seatingPolicyId: 3,
  maxSeats: 10,
  seatsLoaded: false,
})

const coupon: Ticket = {
  id: 90,
  name: 'קופון 1+1',
  price: agorot(4500),
  serviceCharge: agorot(0),
  pricePolicyId: 5,
  multiplyFactor: 2,
  code: 'KARTIS2',
  quantity: 1,
}

/** A tiny in-memory Catalog: if the port's shape changes, this object stops compiling. */
const inMemoryCatalog = (presentations: readonly Presentation[]): Catalog => ({
  features: async (filter) => E.right(filter.featureIds.includes(feature.id) ? [feature] : []),
  presentations: async (filter) => {
    const found = presentations.filter((p) => filter.featureIds.includes(p.featureId))
    return E.right({ presentations: found, hasReserved: found.some((p) => p.isReserved), hasGA: found.some((p) => p.isGA > 0) })
  },
  presentation: async (id) => {
    const found = presentations.find((p) => p.id === id)
    return found === undefined ? E.left(kartisError('PRSNT_NOT_FOUND', { presentationId: id })) : E.right(found)
  },
  ticketGroups: async () => E.right({ ticketGroups: [], serviceCharge: null }),
  ticketByCode: async (lookup) => (lookup.code === coupon.code ? E.right(coupon) : E.left(kartisError('CODE_NOT_FOUND'))),
  requestLookupCode: async () => E.right({ isFallbackEnabled: true }),
  timer: async () => E.right({ timeInSeconds: 600, currentTime: '2025-06-01T20:00:00+03:00', url: '/' }),
  featureImageUrl: async (id) => E.right(`/api/features/${id}/placeholderImage`),
  productImageUrl: async (id) => E.right(`/api/products/${id}/image`),
})

describe('ports: Catalog', () => {
  const catalog = inMemoryCatalog([presentation(1, 7), presentation(2, 8)])

  it('lists the presentations of the asked features with the layout facts', async () => {
    const result = await catalog.presentations({ featureIds: [7] })
    expect(result).toEqual(E.right({ presentations: [presentation(1, 7)], hasReserved: true, hasGA: false }))
  })

  it('reports a missing presentation as PRSNT_NOT_FOUND, not a throw', async () => {
    const result = await catalog.presentation(99, {})
    expect(E.isLeft(result) && result.left.code).toBe('PRSNT_NOT_FOUND')
  })

  it('finds a ticket by code and fails with CODE_NOT_FOUND otherwise', async () => {
    const lookup = { presentationId: 1, sectionId: 1, ticketGroupId: 1 }
    expect(await catalog.ticketByCode({ ...lookup, code: 'KARTIS2' })).toEqual(E.right(coupon))
    expect(await catalog.ticketByCode({ ...lookup, code: 'NOPE' })).toEqual(E.left(kartisError('CODE_NOT_FOUND')))
  })
})
