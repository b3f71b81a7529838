/**
 * §2 /edocument/{documentKey}: the box office's key is the reservation identifier followed by
 * '-' and a 16-hex-digit token (the confirmation SMS links to it); the storefront's own link
 * after a commit uses the reservation identifier alone. Either way the reservation is the part
 * before the token; the box office decides who may see it (§7 GET /reservations/{resId}?uuid).
 */
export const reservationIdOfDocumentKey = (documentKey: string): string | null => {
  const key = documentKey.trim()
  const reservationIdentifier = key.replace(/-[0-9a-f]{16}$/, '')
  return reservationIdentifier === '' ? null : reservationIdentifier
}
