import type { CardField, CustomerFormErrorField, KartisErrorCode, LoginField, ValidationKey } from '@kartis/core'
import type { he } from './locales/he'

/** CLDR plural categories: Hebrew has one/two/other, Russian one/few/many, Arabic all six. */
export type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other'

/** §5 error codes whose message interpolates {{count}}, so a locale may give one form per plural category. */
export type CountedErrorCode = 'COUPON_NEEDS_MORE_TICKETS'

/**
 * §8 one message per error code of the core's ERROR_CODES; counted codes may add i18next
 * plural forms (`COUPON_NEEDS_MORE_TICKETS_few`), the base text being the fallback.
 */
export type ErrorMessages = Readonly<Record<KartisErrorCode, string>> &
  Readonly<Partial<Record<`${CountedErrorCode}_${PluralCategory}`, string>>>

/** §5 the rule part of each validation key ('validation.required' → 'required'). */
export type ValidationRule = ValidationKey extends `validation.${infer Rule}` ? Rule : never

/** §5 every form field a validation message may name. */
export type FieldName = CustomerFormErrorField | CardField | LoginField

/** A message tree with every text widened to string: the shape each locale must fill. */
type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> }

type HebrewShape = Widen<typeof he>

/** The catalogue every locale provides: the Hebrew catalogue's shape, key for key. */
export type Catalogue = Omit<HebrewShape, 'errors'> & { readonly errors: ErrorMessages }

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>
}[keyof T & string]

/** A dotted key of a message in the catalogue, e.g. 'pages.notFound.title' or 'errors.SEAT_NO_LONGER_AVAILABLE'. */
export type MessageKey = Leaves<Omit<HebrewShape, 'errors'>> | `errors.${KartisErrorCode}`
