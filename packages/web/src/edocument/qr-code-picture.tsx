import { useMemo } from 'react'
import { qrPicture } from './qr-code'

/** §2 a QR code drawn as SVG (crisp at any zoom and in print), named for screen readers. */
export const QrCode = ({ text, label }: { readonly text: string; readonly label: string }) => {
  // A code costs a phone ~40 ms (eight masks tried): drawn again only for another text.
  const picture = useMemo(() => qrPicture(text), [text])
  return (
    <svg
      className="edocument__qr"
      viewBox={`0 0 ${picture.size} ${picture.size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={picture.size} height={picture.size} fill="#FFFFFF" />
      <path d={picture.path} fill="#000000" />
    </svg>
  )
}
