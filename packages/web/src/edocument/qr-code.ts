import qrcode from 'qrcode-generator'

/** §2 a QR code as one SVG path over a square of `size` modules (a quiet zone of 4 modules included). */
export interface QrPicture {
  readonly size: number
  readonly path: string
}

const QUIET_ZONE = 4

/** §2 the e-ticket's QR code of a text: dark modules as unit squares, for an SVG (no canvas, no network). */
export const qrPicture = (text: string): QrPicture => {
  // Type 0 picks the smallest version that fits; level M survives a creased print-out.
  const code = qrcode(0, 'M')
  code.addData(text)
  code.make()
  const count = code.getModuleCount()
  const squares: string[] = []
  for (let row = 0; row < count; row++)
    for (let col = 0; col < count; col++) if (code.isDark(row, col)) squares.push(`M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`)
  return { size: count + QUIET_ZONE * 2, path: squares.join('') }
}

/** §2 what the e-ticket's QR code says: the reservation and its ticket identifiers, for the box office's scanner. */
export const ticketQrText = (reservationIdentifier: string, ticketIdentifiers: readonly string[]): string =>
  ['KARTIS', reservationIdentifier, ...ticketIdentifiers].join(':')
