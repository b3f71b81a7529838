import type { KartisError } from '@kartis/core'
import { he } from './locales/he'

/** §8 a code the console has a text for. */
export type ConsoleErrorKey = keyof typeof he.errors

const isConsoleErrorKey = (code: string): code is ConsoleErrorKey => Object.prototype.hasOwnProperty.call(he.errors, code)

/** The message key of an error: its code's text, or the generic one. */
export const errorKeyOf = (error: KartisError): `errors.${ConsoleErrorKey}` =>
  isConsoleErrorKey(error.code) ? `errors.${error.code}` : 'errors.generic'
