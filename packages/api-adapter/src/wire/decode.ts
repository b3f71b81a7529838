import * as t from 'io-ts'
import * as E from 'fp-ts/Either'
import { kartisError, type KartisError, type Result } from '@kartis/core'

/** A short, never-throwing description of an offending wire value. */
const describe = (value: unknown): string => {
  if (value === undefined) return 'nothing'
  if (value === null) return 'null'
  if (typeof value === 'string') {
    const text = JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)
    return text
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (typeof value === 'bigint') return `${value}n`
  if (Array.isArray(value)) return `an array of ${value.length}`
  return `a ${typeof value}`
}

/** A step io-ts adds for trying a union or intersection member: not a place in the data. */
const isMemberStep = (parent: t.ContextEntry | undefined): boolean =>
  parent !== undefined && (parent.type instanceof t.UnionType || parent.type instanceof t.IntersectionType)

/** §8 DECODE_ERROR path: the dotted path of a context, e.g. `sections.0.groups.1.rows.0.seats.3.XCoordinate`; '' is the root. */
export const contextPath = (context: t.Context): string =>
  context
    .filter((_, i) => i > 0 && !isMemberStep(context[i - 1]))
    .map((entry) => entry.key)
    .join('.')

/** The type expected where decoding failed; for a union member, the whole union. */
const expectedAt = (context: t.Context): string => {
  let i = context.length - 1
  while (i > 0 && isMemberStep(context[i - 1])) i -= 1
  return context[i]?.type.name ?? 'unknown'
}

/** §8 the DECODE_ERROR for the first of io-ts' errors: where, what was expected, what came. */
export const decodeError = (errors: t.Errors): KartisError => {
  const first = errors[0]
  if (first === undefined)
    return kartisError('DECODE_ERROR', { path: '', expected: 'unknown', actual: 'unknown', message: 'undecodable input' })
  const path = contextPath(first.context)
  const expected = expectedAt(first.context)
  const actual = describe(first.value)
  const where = path === '' ? '(root)' : path
  const message = first.message ?? `${where}: expected ${expected}, got ${actual}`
  return kartisError('DECODE_ERROR', { path, expected, actual, message })
}

/** §8 decodes wire input with a codec; a mismatch is a DECODE_ERROR naming the first bad path. Never throws. */
export const decodeWith = <A, O>(codec: t.Type<A, O, unknown>, input: unknown): Result<A> => E.mapLeft(decodeError)(codec.decode(input))

/** §8 decodes JSON text with a codec: DECODE_ERROR naming `what` for text that is not JSON, else as {@link decodeWith}. */
export const decodeJsonWith = <A, O>(codec: t.Type<A, O, unknown>, text: string, what: string): Result<A> => {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return E.left(kartisError('DECODE_ERROR', { path: '', expected: 'JSON', actual: 'text', message: `${what} is not JSON` }))
  }
  return decodeWith(codec, json)
}
