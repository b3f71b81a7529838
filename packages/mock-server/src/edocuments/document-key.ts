import { signText, textOfSigned, type SignatureFormat } from './signed-text'

/** The key's token: 16 lower-case hex digits (64 bits) after the reservation identifier, as the confirmation SMS has always sent. */
const DOCUMENT_KEY: SignatureFormat = { separator: '-', length: 16, letters: 'lower' }

/**
 * §2 /edocument/{documentKey}: the e-ticket's address. The key is the reservation identifier
 * and a token derived from it with the server's secret, so a reservation number alone (which
 * is printed and read aloud) does not open the tickets.
 */
export const documentKeyOf = (reservationIdentifier: string, secret: string): string =>
  signText(reservationIdentifier, secret, DOCUMENT_KEY)

/** §2 the reservation a document key was issued for; null for a key the server did not issue (forged, altered, malformed). */
export const reservationOfDocumentKey = (documentKey: string, secret: string): string | null =>
  textOfSigned(documentKey, secret, DOCUMENT_KEY)
