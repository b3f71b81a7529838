import { qrPicture } from './qr-code'

/** §2 a QR code drawn as SVG (crisp at any zoom and in print), named for screen readers. */
export const QrCode = ({ text, label }: { readonly text: string; readonly label: string }) => {
  const picture = qrPicture(text)
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
