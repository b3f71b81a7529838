import * as t from 'io-ts'
import * as E from 'fp-ts/Either'

/**
 * §3 "the server may send fields in camelCase or PascalCase": wire objects are read
 * whatever the case of their keys (`featureId`, `FeatureId`, `paymentFormURL`,
 * `PaymentFormUrl`) and written with one canonical spelling. A wire key matches a
 * canonical key (or one of its aliases) when both are equal ignoring case; the exact
 * spelling wins when several keys match. Keys nobody asked for are dropped.
 */

/** An encoded wire object: what goes into JSON. */
export type WireObject = Readonly<Record<string, unknown>>

/** One property of a wire object: its canonical key, other names a server may use, and its codec. */
export interface WireField<C extends t.Mixed, Optional extends boolean> {
  readonly key: string
  readonly aliases: readonly string[]
  readonly codec: C
  readonly optional: Optional
  /** An optional field whose null is a value of its own (read and written as null), not absence. */
  readonly keepsNull?: boolean
}

/** Domain name → wire field. */
export type WireFields = Readonly<Record<string, WireField<t.Mixed, boolean>>>

type RequiredNames<F extends WireFields> = { [N in keyof F]: F[N]['optional'] extends true ? never : N }[keyof F]
type OptionalNames<F extends WireFields> = { [N in keyof F]: F[N]['optional'] extends true ? N : never }[keyof F]
type Compact<T> = { [K in keyof T]: T[K] }

/** The domain value a set of wire fields decodes to. */
export type DomainOf<F extends WireFields> = Compact<
  { readonly [N in RequiredNames<F>]: t.TypeOf<F[N]['codec']> } & {
    readonly [N in OptionalNames<F>]?: t.TypeOf<F[N]['codec']>
  }
>

/** §3 a required wire property: `key` is written on encode; `key` and `aliases` are read, ignoring case. */
export const field = <C extends t.Mixed>(key: string, codec: C, ...aliases: readonly string[]): WireField<C, false> => ({
  key,
  aliases,
  codec,
  optional: false,
})

/** §3 an optional wire property: absent, undefined or null on the wire means absent in the domain. */
export const optionalField = <C extends t.Mixed>(key: string, codec: C, ...aliases: readonly string[]): WireField<C, true> => ({
  key,
  aliases,
  codec,
  optional: true,
})

/**
 * §3 an optional wire property where null says something (e.g. "not allowed") and absence
 * says nothing: absent stays absent, null is kept as null both ways.
 */
export const optionalNullableField = <A, O>(
  key: string,
  codec: t.Type<A, O, unknown>,
  ...aliases: readonly string[]
): WireField<t.Type<A | null, O | null, unknown>, true> => ({
  key,
  aliases,
  codec: new t.Type<A | null, O | null, unknown>(
    `${codec.name} | null`,
    (u): u is A | null => u === null || codec.is(u),
    (u, c) => (u === null ? t.success(null) : codec.validate(u, c)),
    (a) => (a === null ? null : codec.encode(a)),
  ),
  optional: true,
  keepsNull: true,
})

interface Slot {
  readonly name: string
  readonly key: string
  /** Lower-cased canonical key and aliases, canonical first. */
  readonly folded: readonly string[]
  readonly spellings: readonly string[]
  readonly codec: t.Mixed
  readonly optional: boolean
  readonly keepsNull: boolean
}

/** §3 a wire object is a plain object (not an array, not null). */
export const isRecord = (u: unknown): u is Readonly<Record<string, unknown>> => typeof u === 'object' && u !== null && !Array.isArray(u)

const hasOwn = (record: object, key: string): boolean => Object.prototype.hasOwnProperty.call(record, key)

const ownValue = (record: Readonly<Record<string, unknown>>, key: string): unknown => (hasOwn(record, key) ? record[key] : undefined)

const toSlots = (fields: Readonly<Record<string, WireField<t.Mixed, boolean>>>, name: string): readonly Slot[] => {
  const owners = new Map<string, string>()
  return Object.entries(fields).map(([domainName, f]) => {
    const spellings = [f.key, ...f.aliases]
    const folded = [...new Set(spellings.map((s) => s.toLowerCase()))]
    for (const fold of folded) {
      const owner = owners.get(fold)
      // Two fields reading the same wire key is a bug in the codec's definition.
      if (owner !== undefined) throw new Error(`${name}: wire key "${fold}" is claimed by both ${owner} and ${domainName}`)
      owners.set(fold, domainName)
    }
    return { name: domainName, key: f.key, folded, spellings, codec: f.codec, optional: f.optional, keepsNull: f.keepsNull === true }
  })
}

/** Finds a slot's value in a wire object: exact spellings first, then ignoring case. */
const lookup = (record: Readonly<Record<string, unknown>>, slot: Slot, folded: () => ReadonlyMap<string, string>): unknown => {
  for (const spelling of slot.spellings) if (hasOwn(record, spelling)) return record[spelling]
  const index = folded()
  for (const fold of slot.folded) {
    const wireKey = index.get(fold)
    if (wireKey !== undefined) return record[wireKey]
  }
  return undefined
}

const foldedKeys = (record: Readonly<Record<string, unknown>>): ReadonlyMap<string, string> => {
  const index = new Map<string, string>()
  for (const key of Object.keys(record)) {
    const fold = key.toLowerCase()
    if (!index.has(fold)) index.set(fold, key)
  }
  return index
}

const matchesSlots = (slots: readonly Slot[], u: unknown): boolean =>
  isRecord(u) &&
  slots.every((slot) => {
    const value = ownValue(u, slot.name)
    return (slot.optional && value === undefined) || slot.codec.is(value)
  })

/**
 * §3 seat plans are large: a guard that remembers the objects its codec decoded (and
 * checked) itself, so that the guard of an enclosing object does not walk them again and
 * decoding stays linear in the size of the plan.
 */
export const rememberingGuard = <A>(is: (u: unknown) => u is A): { readonly is: (u: unknown) => u is A; readonly checked: (a: A) => A } => {
  const seen = new WeakSet<object>()
  return {
    is: (u: unknown): u is A => (typeof u === 'object' && u !== null && seen.has(u)) || is(u),
    checked: (a: A): A => {
      if (typeof a === 'object' && a !== null) seen.add(a)
      return a
    },
  }
}

const structOf = <A>(name: string, slots: readonly Slot[], fullIs: (u: unknown) => u is A): t.Type<A, WireObject, unknown> => {
  const { is, checked } = rememberingGuard(fullIs)
  return new t.Type<A, WireObject, unknown>(
    name,
    is,
    (u, c) => {
      if (!isRecord(u)) return t.failure(u, c)
      let index: ReadonlyMap<string, string> | undefined
      const folded = (): ReadonlyMap<string, string> => (index ??= foldedKeys(u))
      const out: Record<string, unknown> = {}
      const errors: t.ValidationError[] = []
      for (const slot of slots) {
        const value = lookup(u, slot, folded)
        if (slot.optional && (value === undefined || (value === null && !slot.keepsNull))) continue
        const result = slot.codec.validate(value, t.appendContext(c, slot.key, slot.codec, value))
        if (E.isLeft(result)) errors.push(...result.left)
        else out[slot.name] = result.right
      }
      if (errors.length > 0) return t.failures(errors)
      // Every field was decoded by its own codec, so its own guard must accept it.
      if (!fullIs(out)) throw new Error(`${name}: a field codec produced a value its guard rejects`)
      return t.success(checked(out))
    },
    (a) => {
      const out: Record<string, unknown> = {}
      if (!isRecord(a)) throw new Error(`${name}: cannot encode a non-object`)
      for (const slot of slots) {
        const value = ownValue(a, slot.name)
        if (slot.optional && value === undefined) continue
        out[slot.key] = slot.codec.encode(value)
      }
      return out
    },
  )
}

/**
 * §3 a wire object whose keys are renamed into the domain: each domain name reads its
 * field's key (any case, or an alias) and writes the canonical key back.
 */
export const wireObject = <F extends WireFields>(name: string, fields: F): t.Type<DomainOf<F>, WireObject, unknown> => {
  const slots = toSlots(fields, name)
  const is = (u: unknown): u is DomainOf<F> => matchesSlots(slots, u)
  return structOf(name, slots, is)
}

/** §3 an object read with camelCase or PascalCase keys and written with the keys of `props`. */
export const tolerantStruct = <P extends t.Props>(
  props: P,
  name = 'object',
): t.Type<{ readonly [K in keyof P]: t.TypeOf<P[K]> }, WireObject, unknown> => {
  const slots = toSlots(Object.fromEntries(Object.entries(props).map(([key, codec]) => [key, field(key, codec)])), name)
  const is = (u: unknown): u is { readonly [K in keyof P]: t.TypeOf<P[K]> } => matchesSlots(slots, u)
  return structOf(name, slots, is)
}

/** §3 like `tolerantStruct`, every key optional (absent, undefined or null means absent). */
export const tolerantPartial = <P extends t.Props>(
  props: P,
  name = 'partial object',
): t.Type<{ readonly [K in keyof P]?: t.TypeOf<P[K]> }, WireObject, unknown> => {
  const slots = toSlots(Object.fromEntries(Object.entries(props).map(([key, codec]) => [key, optionalField(key, codec)])), name)
  const is = (u: unknown): u is { readonly [K in keyof P]?: t.TypeOf<P[K]> } => matchesSlots(slots, u)
  return structOf(name, slots, is)
}

/**
 * A wire object of one property whose value is the domain value, e.g. `{ ticket: … }`
 * → the ticket (§7 responses such as "returns ticket", "returns integrationId").
 */
export const wrapped = <C extends t.Mixed>(
  key: string,
  codec: C,
  ...aliases: readonly string[]
): t.Type<t.TypeOf<C>, WireObject, unknown> => {
  const struct = wireObject(`{ ${key} }`, { value: field(key, codec, ...aliases) })
  return new t.Type<t.TypeOf<C>, WireObject, unknown>(
    struct.name,
    (u): u is t.TypeOf<C> => codec.is(u),
    (u, c) => E.map((o: { readonly value: t.TypeOf<C> }) => o.value)(struct.validate(u, c)),
    (a) => struct.encode({ value: a }),
  )
}

/**
 * §3 an object with required and optional keys, both read in any case and written as
 * given; the shape of §7 query parameters and request bodies.
 */
export const tolerantObject = <P extends t.Props, Q extends t.Props>(
  name: string,
  required: P,
  optional: Q,
): t.Type<{ readonly [K in keyof P]: t.TypeOf<P[K]> } & { readonly [K in keyof Q]?: t.TypeOf<Q[K]> }, WireObject, unknown> => {
  const slots = toSlots(
    Object.fromEntries<WireField<t.Mixed, boolean>>([
      ...Object.entries(required).map(([key, codec]) => [key, field(key, codec)] as const),
      ...Object.entries(optional).map(([key, codec]) => [key, optionalField(key, codec)] as const),
    ]),
    name,
  )
  const is = (u: unknown): u is { readonly [K in keyof P]: t.TypeOf<P[K]> } & { readonly [K in keyof Q]?: t.TypeOf<Q[K]> } =>
    matchesSlots(slots, u)
  return structOf(name, slots, is)
}
