import type { CardField, CustomerFormErrorField, KartisErrorCode, LoginField, ValidationKey } from '@kartis/core'

// The contracts the locales are written against. They live apart from catalogue.ts, which derives
// the catalogue's shape from the Hebrew locale: a locale importing catalogue.ts would be a cycle.

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

/** §5 every form field a validation message may name (the customer-area login adds a password and the SMS code). */
export type FieldName = CustomerFormErrorField | CardField | LoginField | 'password' | 'smsCode'
