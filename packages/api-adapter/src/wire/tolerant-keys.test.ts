import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import * as t from 'io-ts'
import { decodeWith } from './decode'
import { nullable } from './optionality'
import { WireInt, WireString } from './scalars'
import {
  field,
  optionalField,
  rememberingGuard,
  tolerantObject,
  tolerantPartial,
  tolerantStruct,
  wireObject,
  wrapped,
} from './tolerant-keys'

const Payment = tolerantStruct({ paymentFormURL: WireString, featureId: WireInt })

describe('tolerantStruct', () => {
  it('reads camelCase, PascalCase and acronym spellings alike', () => {
    const expected = E.right({ paymentFormURL: 'https://pay.example/f/1', featureId: 812 })
    expect(decodeWith(Payment, { paymentFormURL: 'https://pay.example/f/1', featureId: 812 })).toEqual(expected)
    expect(decodeWith(Payment, { PaymentFormURL: 'https://pay.example/f/1', FeatureId: 812 })).toEqual(expected)
    expect(decodeWith(Payment, { PaymentFormUrl: 'https://pay.example/f/1', FEATUREID: '812' })).toEqual(expected)
    expect(decodeWith(Payment, { paymentFormUrl: 'https://pay.example/f/1', featureID: 812 })).toEqual(expected)
  })

  it('writes the canonical spelling and drops unknown keys', () => {
    const decoded = Payment.decode(JSON.parse('{"PaymentFormUrl":"u","FeatureId":1,"Extra":"x","__proto__":{"featureId":9}}'))
    expect(decoded).toEqual(E.right({ paymentFormURL: 'u', featureId: 1 }))
    if (E.isRight(decoded)) expect(Payment.encode(decoded.right)).toEqual({ paymentFormURL: 'u', featureId: 1 })
  })

  it('prefers the exact spelling when several keys match', () => {
    expect(Payment.decode({ featureid: 2, featureId: 1, FeatureId: 3, paymentFormURL: 'u' })).toEqual(
      E.right({ paymentFormURL: 'u', featureId: 1 }),
    )
  })

  it('names the canonical key of a missing or bad field', () => {
    expect(decodeWith(Payment, { PaymentFormUrl: 'u' })).toEqual(
      E.left(expect.objectContaining({ code: 'DECODE_ERROR', params: expect.objectContaining({ path: 'featureId' }) })),
    )
  })

  it('refuses non-objects', () => {
    for (const input of [null, [], 'x', 3]) expect(E.isLeft(Payment.decode(input))).toBe(true)
  })

  it('refuses a definition where two fields read the same key', () => {
    expect(() => tolerantStruct({ seatId: WireInt, SeatId: WireInt })).toThrow(/claimed by both/)
  })
})

describe('tolerantPartial', () => {
  it('leaves absent and null keys out', () => {
    const Partial = tolerantPartial({ ref1: WireString, ref2: WireString })
    expect(Partial.decode({ Ref1: 'א', ref2: null })).toEqual(E.right({ ref1: 'א' }))
    expect(Partial.encode({ ref1: 'א' })).toEqual({ ref1: 'א' })
  })
})

describe('tolerantObject', () => {
  it('requires the first props and allows the second', () => {
    const Params = tolerantObject('params', { id: WireInt }, { miniSiteUrl: WireString })
    expect(Params.decode({ Id: '12' })).toEqual(E.right({ id: 12 }))
    expect(Params.decode({ id: 12, MiniSiteUrl: 'fest' })).toEqual(E.right({ id: 12, miniSiteUrl: 'fest' }))
    expect(E.isLeft(Params.decode({ miniSiteUrl: 'fest' }))).toBe(true)
  })
})

describe('wireObject', () => {
  const Seat = wireObject('seat', {
    x: field('XCoordinate', WireInt),
    y: field('YCoordinate', nullable(WireInt)),
    sectionId: field('VenueSectionId', WireInt, 'SectionId'),
    ref1: optionalField('ref1', WireString),
  })

  it('renames wire keys into domain names, reading aliases', () => {
    expect(Seat.decode({ xCoordinate: 4, YCoordinate: null, sectionId: 7 })).toEqual(E.right({ x: 4, y: null, sectionId: 7 }))
    expect(Seat.decode({ XCoordinate: 4, yCoordinate: 2, VenueSectionId: 7, Ref1: 'r' })).toEqual(
      E.right({ x: 4, y: 2, sectionId: 7, ref1: 'r' }),
    )
  })

  it('writes the canonical wire keys back', () => {
    expect(Seat.encode({ x: 4, y: null, sectionId: 7 })).toEqual({ XCoordinate: 4, YCoordinate: null, VenueSectionId: 7 })
  })

  it('guards domain values, not wire values', () => {
    expect(Seat.is({ x: 4, y: null, sectionId: 7 })).toBe(true)
    expect(Seat.is({ XCoordinate: 4, YCoordinate: null, VenueSectionId: 7 })).toBe(false)
  })

  it('reports every bad field, each at its wire key', () => {
    const result = Seat.decode({ XCoordinate: 'a', VenueSectionId: 'b' })
    expect(E.isLeft(result) ? result.left.map((e) => e.context.map((c) => c.key).join('.')) : []).toEqual([
      '.XCoordinate',
      '.VenueSectionId',
    ])
  })
})

describe('wrapped', () => {
  it('reads the value of a one-key object and writes it back', () => {
    const Url = wrapped('paymentFormURL', WireString)
    expect(Url.decode({ PaymentFormUrl: 'https://pay.example' })).toEqual(E.right('https://pay.example'))
    expect(Url.encode('https://pay.example')).toEqual({ paymentFormURL: 'https://pay.example' })
    expect(Url.is('x')).toBe(true)
    expect(decodeWith(Url, {})).toEqual(E.left(expect.objectContaining({ params: expect.objectContaining({ path: 'paymentFormURL' }) })))
  })

  it('works with any codec', () => {
    expect(wrapped('ids', t.readonlyArray(WireInt)).decode({ IDS: ['1', 2] })).toEqual(E.right([1, 2]))
  })
})

describe('rememberingGuard', () => {
  it('accepts what its codec checked without walking it again, and still checks anything else', () => {
    let walks = 0
    const guard = rememberingGuard((u: unknown): u is { readonly n: number } => {
      walks += 1
      return typeof u === 'object' && u !== null && 'n' in u && typeof u.n === 'number'
    })
    const decoded = guard.checked({ n: 1 })
    expect(guard.is(decoded)).toBe(true)
    expect(walks).toBe(0)
    expect(guard.is({ n: 1 })).toBe(true)
    expect(guard.is({ n: 'x' })).toBe(false)
    expect(walks).toBe(2)
  })
})
