import type { KartisErrorCode } from '@kartis/core'
import type { customerHe } from '../customers/texts/he'
import type { he } from './locales/he'
import type { ErrorMessages, PluralCategory } from './message-contracts'

/**
 * The plural forms a text whose Hebrew interpolates {{count}} may add ('series_few'): i18next
 * picks the form of the count's plural category, the base text being the fallback (§1, Russian
 * "1 спектакль, 2 спектакля, 5 спектаклей" cannot be one text).
 */
type CountedForms<T> = {
  readonly [K in keyof T & string as T[K] extends `${string}{{count}}${string}` ? `${K}_${PluralCategory}` : never]?: string
}

/** A message tree with every text widened to string: the shape each locale must fill. */
export type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> } & CountedForms<T>

type HebrewShape = Widen<typeof he>

/** The catalogue every locale provides: the Hebrew catalogue's shape, key for key. */
export type Catalogue = Omit<HebrewShape, 'errors'> & { readonly errors: ErrorMessages }

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>
}[keyof T & string]

/**
 * A dotted key of a message in the catalogue, e.g. 'pages.notFound.title' or
 * 'errors.SEAT_NO_LONGER_AVAILABLE', or of the customer area's texts in their own namespace,
 * e.g. 'customer:login.title' (loaded with the customer area: customers/texts).
 */
export type MessageKey = Leaves<Omit<typeof he, 'errors'>> | `errors.${KartisErrorCode}` | `customer:${Leaves<typeof customerHe>}`
