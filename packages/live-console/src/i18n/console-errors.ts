import type { KartisError, KartisErrorCode } from '@kartis/core'
import { ERROR_TEXTS } from '@kartis/web/shared'

/** §8 whether a code has a text (every code of the core's catalogue does; a server may still send one it does not know). */
const hasText = (code: string): code is KartisErrorCode => Object.hasOwn(ERROR_TEXTS.he, code)

/** The message key of an error: its code's text (the storefront's, shared), or the generic one. */
export const errorKeyOf = (error: KartisError): `errors.${KartisErrorCode}` | 'errors.generic' =>
  hasText(error.code) ? `errors.${error.code}` : 'errors.generic'
