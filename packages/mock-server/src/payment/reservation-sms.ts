import { createHmac } from 'node:crypto'

/**
 * §2 /edocument/{documentKey}: the e-ticket's address. The key is the reservation identifier
 * and a token derived from it with the server's secret, so a reservation number alone (which
 * is printed and read aloud) does not open the tickets.
 */
export const documentKeyOf = (reservationIdentifier: string, secret: string): string =>
  `${reservationIdentifier}-${createHmac('sha256', secret).update(reservationIdentifier).digest('hex').slice(0, 16)}`

/** §2 whether a document key is the one the server issued for its reservation. */
export const isDocumentKeyOf = (documentKey: string, secret: string): boolean => {
  const reservationIdentifier = documentKey.slice(0, documentKey.lastIndexOf('-'))
  return reservationIdentifier !== '' && documentKeyOf(reservationIdentifier, secret) === documentKey
}

/** The facts an order-confirmation SMS names. */
export interface ConfirmationFacts {
  readonly reservationIdentifier: string
  readonly featureName: string | null
  /** ISO 8601 in Asia/Jerusalem (with offset), or null for an untimed presentation. */
  readonly startDateTime: string | null
  readonly siteUrl: string
  readonly documentKey: string
}

/** 'YYYY-MM-DDTHH:mm…' (Jerusalem wall time) as 'DD/MM/YYYY HH:mm', as the SMS write a moment. */
export const smsDateTime = (iso: string): string | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(iso)
  return match === null ? null : `${match[3]}/${match[2]}/${match[1]} ${match[4]}:${match[5]}`
}

/** §7 the Hebrew SMS sent when an order is committed: the reservation number and the e-ticket link. */
export const confirmationSmsText = (facts: ConfirmationFacts): string => {
  const when = facts.startDateTime === null ? null : smsDateTime(facts.startDateTime)
  const what = [facts.featureName, when].filter((part): part is string => part !== null && part !== '').join(', ')
  return [
    `תודה על הזמנתך! מספר הזמנה: ${facts.reservationIdentifier}.`,
    ...(what === '' ? [] : [`${what}.`]),
    `הכרטיסים: ${facts.siteUrl.replace(/\/+$/, '')}/edocument/${facts.documentKey}`,
  ].join('\n')
}
