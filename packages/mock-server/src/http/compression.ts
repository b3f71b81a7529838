import compress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'
import { constants } from 'node:zlib'

/** Answers smaller than this go as they are: compressing them costs more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024

/**
 * Issue 16 §1 the API's answers (JSON, the not-built page, error pages) compressed as the
 * browser accepts, brotli first: the home page's presentations are 134 KB of JSON. Brotli at
 * quality 4, since each answer is compressed as it is sent (the built UIs are precompressed at
 * build at full quality and @fastify/static sends them as they are: their Content-Encoding makes
 * this plugin pass). The seat events' text/event-stream is not compressible in mime-db, so a
 * stream is never held back in a compressor's buffer.
 */
export const registerCompression = (app: FastifyInstance): void => {
  void app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  })
}
