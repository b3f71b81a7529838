import { agorot, kartisError } from '@kartis/core'
import type { Catalog, Feature, Presentation } from '@kartis/core'

/** Test support: a presentation of the demo's kind, with only what the event list reads set apart. */
export const presentationOf = (overrides: Partial<Presentation> & Pick<Presentation, 'id' | 'featureId'>): Presentation => ({
  featureTypeId: 1,
  featureCategoryId: 1,
  venueId: 1,
  venueTypeId: 1,
  venueName: 'קולנוע לב – אולם 1',
  seatplanId: 11,
  startDateTime: '2026-07-01T17:00:00+03:00',
  seatPlan: null,
  ticketGroups: [],
  serviceCharge: agorot(0),
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
  ...overrides,
})

/** Test support: a feature. */
export const featureOf = (id: number, name: string, extra: Partial<Feature> = {}): Feature => ({
  id,
  name,
  featureTypeId: 1,
  featureCategoryId: 1,
  ...extra,
})

/** Test support: a Catalog port serving fixed features and presentations; every other call fails. */
export const fixedCatalog = (features: readonly Feature[], presentations: readonly Presentation[]): Catalog => {
  const refused = async () => ({ _tag: 'Left' as const, left: kartisError('SERVER_ERROR') })
  return {
    features: async () => ({ _tag: 'Right', right: features }),
    presentations: async () => ({ _tag: 'Right', right: { presentations, hasReserved: true, hasGA: false } }),
    presentation: refused,
    ticketGroups: refused,
    ticketByCode: refused,
    requestLookupCode: refused,
    timer: refused,
    featureImageUrl: async (id) => ({ _tag: 'Right', right: `/api/features/${id}/placeholderImage` }),
    productImageUrl: refused,
  }
}
