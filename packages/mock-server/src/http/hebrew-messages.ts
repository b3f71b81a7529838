import { kartisError, type KartisError } from '@kartis/core'
import { hebrewMessageOf } from '@kartis/api-adapter'

/**
 * §8 the Hebrew text the box office sends with an answer's code (the UIs translate the code;
 * this text is for any other client and for logs read by staff): the storefront's own Hebrew
 * text, its `{{name}}` parameters filled from `params` (one function with the clients', in the api-adapter).
 */
export { hebrewMessageOf }

/** §8 an error as the box office answers it: with its Hebrew text when it carries no text of its own. */
export const inHebrew = (error: KartisError): KartisError =>
  error.serverMessage === undefined ? kartisError(error.code, error.params, hebrewMessageOf(error.code, error.params)) : error
