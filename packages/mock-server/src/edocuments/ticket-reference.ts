import { createHmac } from 'node:crypto'
import { signText, textOfSigned, type SignatureFormat } from './signed-text'

/**
 * A ticket reference: the ticket identifier, '.', and 20 upper-case hex digits (80 bits), so
 * the whole reference is in the QR code's dense alphanumeric set (digits, capitals, '-', '.').
 */
const TICKET_REFERENCE: SignatureFormat = { separator: '.', length: 20, letters: 'upper' }

/**
 * The references' own key, derived from the e-document secret: a leaked reference tells nothing
 * about document keys, nor the other way round. (The label has spaces, which no reservation
 * identifier has, so no document key is ever this derivation.)
 */
const ticketKeyOf = (secret: string): Buffer => createHmac('sha256', secret).update('kartis ticket reference v1').digest()

/** §2 the reference an e-ticket's QR code carries for one ticket: its identifier signed by the box office. */
export const ticketReferenceOf = (ticketIdentifier: string, secret: string): string =>
  signText(ticketIdentifier, ticketKeyOf(secret), TICKET_REFERENCE)

/**
 * §2 the ticket a scanned reference names, when the box office signed it; null for a forged,
 * altered or malformed reference (checked in constant time). Whether that ticket is still valid
 * (not cancelled, for this presentation) is the door's question, asked of the reservation.
 */
export const ticketOfReference = (reference: string, secret: string): string | null =>
  textOfSigned(reference.trim(), ticketKeyOf(secret), TICKET_REFERENCE)
