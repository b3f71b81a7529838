import { isKartisErrorCode, type KartisError, type KartisErrorCode } from '@kartis/core'

/** §8 whether a code has a text: every code of the core's catalogue does (the storefront's catalogue test); a server may still send one it does not know. */
const hasText = (code: string): code is KartisErrorCode => isKartisErrorCode(code)

/** The message key of an error: its code's text (the storefront's, shared), or the generic one. */
export const errorKeyOf = (error: KartisError): `errors.${KartisErrorCode}` | 'errors.generic' =>
  hasText(error.code) ? `errors.${error.code}` : 'errors.generic'
