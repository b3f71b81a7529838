/**
 * RFC 9110 §14 a Range header of a media request, against a file of `size` bytes. A video
 * element asks for one range at a time (`bytes=0-`, `bytes=1048576-`, a suffix `bytes=-500`);
 * a header this server does not serve as a range (another unit, several ranges, malformed) is
 * answered with the whole file, as the RFC allows.
 */
export type ByteRange =
  | { readonly kind: 'whole' }
  | { readonly kind: 'partial'; readonly start: number; readonly end: number }
  /** No byte of the range is in the file: 416 with `Content-Range: bytes *\/size`. */
  | { readonly kind: 'unsatisfiable' }

const WHOLE: ByteRange = { kind: 'whole' }
const SINGLE = /^bytes=(\d*)-(\d*)$/

export const byteRangeOf = (header: string | undefined, size: number): ByteRange => {
  if (header === undefined) return WHOLE
  const match = SINGLE.exec(header.trim())
  if (match === null) return WHOLE
  const [, first = '', last = ''] = match
  if (first === '' && last === '') return WHOLE
  if (first === '') {
    // A suffix: the last n bytes (all of a shorter file).
    const length = Number(last)
    return length === 0 || size === 0 ? { kind: 'unsatisfiable' } : { kind: 'partial', start: Math.max(0, size - length), end: size - 1 }
  }
  const start = Number(first)
  if (!Number.isSafeInteger(start) || start >= size) return { kind: 'unsatisfiable' }
  const end = last === '' ? size - 1 : Number(last)
  if (!Number.isSafeInteger(end) || end < start) return WHOLE
  return { kind: 'partial', start, end: Math.min(end, size - 1) }
}
