import type { KartisErrorCode } from '@kartis/core'
import type { he } from './locales/he'

/** A message tree with every text widened to string: the shape each locale must fill. */
type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> }

/** The catalogue every locale provides: the Hebrew catalogue's shape, key for key. */
export type Catalogue = Widen<typeof he>

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>
}[keyof T & string]

/**
 * A dotted key of a message, e.g. 'login.title' or 'errors.PERMISSION_DENIED' (the error texts are the
 * storefront's, from `@kartis/web/shared`, merged into `errors` beside the console's `generic`).
 */
export type MessageKey = Leaves<Catalogue> | `errors.${KartisErrorCode}`
