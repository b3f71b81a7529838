// Writes a Duration into a WebM file's Segment Info (EBML), for make-demo-clip.ts: MediaRecorder
// streams its output and never goes back to say how long it was.

const EBML_HEADER = 0x1a45dfa3
const SEGMENT = 0x18538067
const SEEK_HEAD = 0x114d9b74
const INFO = 0x1549a966
const TIMECODE_SCALE = 0x2ad7b1
const DURATION = 0x4489
const DEFAULT_TIMECODE_SCALE_NS = 1_000_000

interface Vint {
  readonly value: number
  readonly length: number
  /** All value bits set: the "unknown size" of a streamed element. */
  readonly unknown: boolean
}

const readVint = (bytes: Buffer, at: number, keepMarker: boolean): Vint => {
  const first = bytes[at]
  if (first === undefined || first === 0) throw new Error(`bad EBML number at ${at}`)
  const length = Math.clz32(first) - 23
  let value = keepMarker ? first : first & (0xff >> length)
  let allOnes = (first & (0xff >> length)) === 0xff >> length
  for (let i = 1; i < length; i++) {
    const byte = bytes[at + i] ?? 0
    value = value * 256 + byte
    allOnes &&= byte === 0xff
  }
  return { value, length, unknown: allOnes }
}

interface Element {
  readonly id: number
  readonly start: number
  readonly dataStart: number
  /** Null when the size is unknown (runs to the end of its parent). */
  readonly size: number | null
}

const readElement = (bytes: Buffer, at: number): Element => {
  const id = readVint(bytes, at, true)
  const size = readVint(bytes, at + id.length, false)
  return { id: id.value, start: at, dataStart: at + id.length + size.length, size: size.unknown ? null : size.value }
}

/** An 8-byte EBML size. */
const sizeOf = (size: number): Buffer => {
  const out = Buffer.alloc(8)
  out.writeBigUInt64BE(BigInt(size))
  out[0] = 0x01
  return out
}

const idBytes = (id: number): Buffer => {
  const hex = id.toString(16)
  return Buffer.from(hex.length % 2 === 0 ? hex : `0${hex}`, 'hex')
}

/** `webm` with its Segment Info saying it lasts `durationMs` (replacing a Duration it had). */
export const writeWebmDuration = (webm: Buffer, durationMs: number): Buffer => {
  const header = readElement(webm, 0)
  if (header.id !== EBML_HEADER || header.size === null) throw new Error('not an EBML file')
  const segment = readElement(webm, header.dataStart + header.size)
  if (segment.id !== SEGMENT) throw new Error('no Segment after the EBML header')
  let at = segment.dataStart
  for (;;) {
    if (at >= webm.length) throw new Error('the Segment has no Info')
    const child = readElement(webm, at)
    if (child.size === null) throw new Error(`element ${child.id.toString(16)} of unknown size before Info`)
    // Positions a SeekHead gives would move when Info grows; MediaRecorder writes none.
    if (child.id === SEEK_HEAD) throw new Error('a SeekHead would need rewriting')
    if (child.id === INFO) return withInfoDuration(webm, segment, child, durationMs)
    at = child.dataStart + child.size
  }
}

const withInfoDuration = (webm: Buffer, segment: Element, info: Element, durationMs: number): Buffer => {
  const infoSize = info.size ?? 0
  const kept: Buffer[] = []
  let scaleNs = DEFAULT_TIMECODE_SCALE_NS
  for (let at = info.dataStart; at < info.dataStart + infoSize;) {
    const child = readElement(webm, at)
    const end = child.dataStart + (child.size ?? 0)
    if (child.id === TIMECODE_SCALE) scaleNs = webm.readUIntBE(child.dataStart, child.size ?? 0)
    if (child.id !== DURATION) kept.push(webm.subarray(child.start, end))
    at = end
  }
  const value = Buffer.alloc(8)
  value.writeDoubleBE((durationMs * 1_000_000) / scaleNs)
  const duration = Buffer.concat([idBytes(DURATION), Buffer.from([0x88]), value])
  const body = Buffer.concat([...kept, duration])
  const newInfo = Buffer.concat([idBytes(INFO), sizeOf(body.length), body])
  const growth = newInfo.length - (info.dataStart + infoSize - info.start)
  const segmentHead =
    segment.size === null
      ? webm.subarray(segment.start, segment.dataStart)
      : Buffer.concat([idBytes(SEGMENT), sizeOf(segment.size + growth)])
  return Buffer.concat([
    webm.subarray(0, segment.start),
    segmentHead,
    webm.subarray(segment.dataStart, info.start),
    newInfo,
    webm.subarray(info.dataStart + infoSize),
  ])
}
