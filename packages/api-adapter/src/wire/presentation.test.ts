import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { decodeWith } from './decode'
import { FeatureCodec, PresentationCodec } from './presentation'
import { camelKeys, overJson, pascalKeys } from './test-support/recase'
import { presentation, presentationWire, sectionsWire } from './test-support/samples'

describe('FeatureCodec', () => {
  it('reads a feature in PascalCase or camelCase, §3 id as an alias', () => {
    const wire = { FeatureId: 55, Name: 'ערב סטנדאפ', FeatureTypeId: 1, FeatureCategoryId: 4, Duration: 90, ImageUrl: '/img/55.jpg' }
    const expected = E.right({
      id: 55,
      name: 'ערב סטנדאפ',
      featureTypeId: 1,
      featureCategoryId: 4,
      durationMinutes: 90,
      imageUrl: '/img/55.jpg',
    })
    expect(decodeWith(FeatureCodec, wire)).toEqual(expected)
    expect(decodeWith(FeatureCodec, camelKeys(wire))).toEqual(expected)
    expect(
      decodeWith(FeatureCodec, {
        id: 55,
        featureName: 'ערב סטנדאפ',
        featureTypeId: 1,
        featureCategoryId: 4,
        duration: 90,
        imageURL: '/img/55.jpg',
      }),
    ).toEqual(expected)
  })
})

describe('PresentationCodec', () => {
  it('reads the presentation body in either case: local time to Jerusalem ISO, shekels to agorot', () => {
    expect(decodeWith(PresentationCodec, presentationWire)).toEqual(E.right(presentation))
    expect(decodeWith(PresentationCodec, camelKeys(presentationWire))).toEqual(E.right(presentation))
    expect(decodeWith(PresentationCodec, pascalKeys(presentationWire))).toEqual(E.right(presentation))
  })

  it('reads §3 names (id, seatplanId, soldout) too', () => {
    const { PresentationId, VenueSeatplanId, ...rest } = presentationWire
    expect(decodeWith(PresentationCodec, { ...rest, id: PresentationId, seatplanId: VenueSeatplanId })).toEqual(E.right(presentation))
  })

  it('carries its seat plan when sent, and an untimed presentation has no start', () => {
    const wire = { ...presentationWire, StartDateTime: null, Seatplan: { VenueId: 7, VenueSeatplanId: 41, Sections: sectionsWire } }
    const decoded = decodeWith(PresentationCodec, wire)
    expect(E.isRight(decoded) && decoded.right.startDateTime).toBeNull()
    expect(E.isRight(decoded) && decoded.right.seatPlan?.sections.length).toBe(2)
    if (E.isRight(decoded)) expect(decodeWith(PresentationCodec, overJson(PresentationCodec.encode(decoded.right)))).toEqual(decoded)
  })

  it('names the bad field, deep in a ticket group', () => {
    const wire = { ...presentationWire, TicketGroups: [{ id: 9, tickets: [{ id: 1, price: 'חינם', pricePolicyId: 1 }] }] }
    expect(decodeWith(PresentationCodec, wire)).toEqual(
      E.left(
        expect.objectContaining({
          code: 'DECODE_ERROR',
          params: expect.objectContaining({ path: 'TicketGroups.0.tickets.0.price', actual: '"חינם"' }),
        }),
      ),
    )
  })
})
