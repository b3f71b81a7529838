import type { KartisError, KartisErrorCode, ValidationMessage } from '@kartis/core'
import { useCallback } from 'react'
import type { FieldName } from './message-contracts'
import { he } from './locales/he'
import { useT, type Translate } from './translate'

/**
 * §8 codes whose text is the server's own when it sent some: a failed request's
 * "message: error" (SERVER_ERROR, BAD_REQUEST for codes we do not know) and the payment
 * commit's error field (PAYMENT_ERROR). Every other code has its own translation, which
 * wins over the server's text (that text is in the server's language, not the visitor's).
 */
export const SERVER_TEXT_CODES: ReadonlySet<KartisErrorCode> = new Set<KartisErrorCode>(['PAYMENT_ERROR', 'SERVER_ERROR', 'BAD_REQUEST'])

/** §8 turns a core error into the visitor's language; 'Unable to process order: ' is followed by the server's reason. */
export const errorMessage = (translate: Translate, error: KartisError): string => {
  const serverText = error.serverMessage?.trim() ?? ''
  if (serverText !== '' && SERVER_TEXT_CODES.has(error.code)) return serverText
  const params = error.params ?? {}
  if (error.code === 'UNABLE_TO_PROCESS_ORDER') {
    // §8: the reason is the server's text, defaulting to 'Error'.
    return translate('errors.UNABLE_TO_PROCESS_ORDER', { ...params, reason: serverText === '' ? translate('common.error') : serverText })
  }
  return translate(`errors.${error.code}`, params)
}

const isFieldName = (name: string): name is FieldName => Object.hasOwn(he.fields, name)

/** §5 turns a field rule's message into text, naming the field by its translated label. */
export const validationText = (translate: Translate, message: ValidationMessage): string => {
  const name = message.params['name']
  const label = typeof name === 'string' && isFieldName(name) ? translate(`fields.${name}`) : name
  return translate(message.key, label === undefined ? message.params : { ...message.params, name: label })
}

/** §8 the `errorMessage(error)` helper for components, in the current language. */
export const useErrorMessage = (): ((error: KartisError) => string) => {
  const translate = useT()
  return useCallback((error: KartisError) => errorMessage(translate, error), [translate])
}
