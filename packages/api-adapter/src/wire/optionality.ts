import * as t from 'io-ts'

/**
 * Missing values on the wire. A server may leave a property out or send null; the
 * domain says which of the two it means: an explicit null, or a default.
 */

/** §3 a value the domain keeps as null when the wire has null or nothing. */
export const nullable = <A, O>(codec: t.Type<A, O, unknown>): t.Type<A | null, O | null, unknown> =>
  new t.Type<A | null, O | null, unknown>(
    `${codec.name} | null`,
    (u): u is A | null => u === null || codec.is(u),
    (u, c) => (u === null || u === undefined ? t.success(null) : codec.validate(u, c)),
    (a) => (a === null ? null : codec.encode(a)),
  )

/** §3 a value with a default (numberOfPayments 1, balance 0…) used when the wire has null or nothing. */
export const withDefault = <A, O>(codec: t.Type<A, O, unknown>, fallback: A): t.Type<A, O, unknown> =>
  new t.Type<A, O, unknown>(
    codec.name,
    codec.is,
    (u, c) => (u === null || u === undefined ? t.success(fallback) : codec.validate(u, c)),
    codec.encode,
  )

/** §3 a list that a server may leave out or send as null: read as empty. */
export const listOf = <A, O>(codec: t.Type<A, O, unknown>): t.Type<readonly A[], readonly O[], unknown> =>
  withDefault(t.readonlyArray(codec, `${codec.name}[]`), [])
