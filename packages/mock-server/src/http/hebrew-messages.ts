import { kartisError, type ErrorParams, type KartisError, type KartisErrorCode } from '@kartis/core'
import { HEBREW_ERROR_MESSAGES } from '@kartis/api-adapter'

/**
 * §8 the Hebrew text the box office sends with an answer's code (the UIs translate the code;
 * this text is for any other client and for logs read by staff): the storefront's own Hebrew
 * text, its `{{name}}` parameters filled from `params` (a missing one is left out).
 */
export const hebrewMessageOf = (code: KartisErrorCode, params: ErrorParams = {}): string =>
  HEBREW_ERROR_MESSAGES[code].replace(/\s*\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = params[name]
    return value === undefined ? '' : whole.replace(`{{${name}}}`, String(value))
  })

/** §8 an error as the box office answers it: with its Hebrew text when it carries no text of its own. */
export const inHebrew = (error: KartisError): KartisError =>
  error.serverMessage === undefined ? kartisError(error.code, error.params, hebrewMessageOf(error.code, error.params)) : error
