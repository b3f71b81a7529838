import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as E from 'fp-ts/Either'
import type * as t from 'io-ts'
import { decodeWith } from './decode'
import { ENDPOINT_LIST } from './endpoints'
import { CartCodec } from './cart'
import { ErrorBody } from './error-body'
import { SeatPlanCodec } from './seat-plan'
import { cartArb, seatPlanArb } from './test-support/arbitraries'
import { overJson } from './test-support/recase'

const codecs: readonly { readonly name: string; readonly codec: t.Mixed }[] = [
  ...ENDPOINT_LIST.flatMap((e) => [
    { name: `${e.name} response`, codec: e.response },
    { name: `${e.name} params`, codec: e.params },
    ...(e.body === null ? [] : [{ name: `${e.name} body`, codec: e.body }]),
  ]),
  { name: 'cart', codec: CartCodec },
  { name: 'seat plan', codec: SeatPlanCodec },
  { name: 'error body', codec: ErrorBody },
]

describe('decodeWith never throws', () => {
  it.each(codecs)('on any input for $name', ({ codec }) => {
    fc.assert(
      fc.property(
        fc.anything({ withNullPrototype: true, withObjectString: true, withSparseArray: true, withBoxedValues: true }),
        (input) => {
          const result = decodeWith(codec, input)
          expect(E.isLeft(result) || E.isRight(result)).toBe(true)
          if (E.isLeft(result) && result.left.code === 'DECODE_ERROR') expect(typeof result.left.params?.['path']).toBe('string')
        },
      ),
      { numRuns: 200 },
    )
  })
})

/** Every place in a JSON value, as a list of keys. */
const placesOf = (value: unknown, at: readonly string[] = []): (readonly string[])[] => {
  if (typeof value !== 'object' || value === null) return [at]
  return [at, ...Object.entries(value).flatMap(([k, v]) => placesOf(v, [...at, k]))]
}

/** A copy of a JSON value with the value at one place replaced. */
const replaceAt = (value: unknown, place: readonly string[], replacement: unknown): unknown => {
  const [head, ...rest] = place
  if (head === undefined) return replacement
  if (Array.isArray(value)) return value.map((v: unknown, i) => (String(i) === head ? replaceAt(v, rest, replacement) : v))
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === head ? replaceAt(v, rest, replacement) : v]))
}

describe('decodeWith on almost-valid input', () => {
  it('never throws on a cart or seat plan with any one value replaced, and names the replaced place', () => {
    const cases: fc.Arbitrary<{ readonly codec: t.Mixed; readonly wire: unknown }> = fc.oneof(
      cartArb.map((cart) => ({ codec: CartCodec, wire: overJson(CartCodec.encode(cart)) })),
      seatPlanArb.map((plan) => ({ codec: SeatPlanCodec, wire: overJson(SeatPlanCodec.encode(plan)) })),
    )
    fc.assert(
      fc.property(cases, fc.nat(), fc.anything(), ({ codec, wire }, pick, replacement) => {
        const places = placesOf(wire)
        const place = places[pick % places.length] ?? []
        const result = decodeWith(codec, replaceAt(wire, place, replacement))
        if (E.isLeft(result)) {
          expect(result.left.code).toBe('DECODE_ERROR')
          const path = String(result.left.params?.['path'] ?? '')
          expect(path === '' || place.join('.').startsWith(path) || path.startsWith(place.join('.'))).toBe(true)
        }
      }),
      { numRuns: 300 },
    )
  })
})
