import qrcode from 'qrcode-generator'

/** §2 a QR code as one SVG path over a square of `size` modules (a quiet zone of 4 modules included). */
export interface QrPicture {
  readonly size: number
  readonly path: string
}

const QUIET_ZONE = 4

/** The QR alphanumeric set: 5.5 bits a character instead of 8, so a ticket reference makes a smaller code of bigger modules. */
const ALPHANUMERIC = /^[0-9A-Z $%*+\-./:]*$/

/** §2 the e-ticket's QR code of a text: dark modules as unit squares, for an SVG (no canvas, no network). */
export const qrPicture = (text: string): QrPicture => {
  // Type 0 picks the smallest version that fits; level M survives a creased print-out.
  const code = qrcode(0, 'M')
  code.addData(text, ALPHANUMERIC.test(text) ? 'Alphanumeric' : 'Byte')
  code.make()
  const count = code.getModuleCount()
  const squares: string[] = []
  for (let row = 0; row < count; row++)
    for (let col = 0; col < count; col++) if (code.isDark(row, col)) squares.push(`M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`)
  return { size: count + QUIET_ZONE * 2, path: squares.join('') }
}
