import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import type { FastifyReply } from 'fastify'
import { byteRangeOf } from './byte-ranges'

/** A media file the box office serves: where it is and its content type. */
export interface MediaFile {
  readonly path: string
  readonly contentType: string
}

/**
 * Sends a media file as a video element asks for it: the whole file (200) or the one range of
 * its Range header (206 with Content-Range), 416 with the file's size for a range past its end;
 * Accept-Ranges on each, so the player knows it may seek. Kept out of every cache (a grant
 * opened it).
 */
export const sendMediaFile = async (reply: FastifyReply, file: MediaFile, rangeHeader: string | undefined): Promise<FastifyReply> => {
  const { size } = await stat(file.path)
  const range = byteRangeOf(rangeHeader, size)
  void reply.header('accept-ranges', 'bytes').header('cache-control', 'private, no-store')
  if (range.kind === 'unsatisfiable') return reply.status(416).header('content-range', `bytes */${size}`).send()
  void reply.type(file.contentType)
  if (range.kind === 'whole') return reply.status(200).header('content-length', size).send(createReadStream(file.path))
  return reply
    .status(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .header('content-length', range.end - range.start + 1)
    .send(createReadStream(file.path, { start: range.start, end: range.end }))
}
