import { fileURLToPath } from 'node:url'
import { VOD_GRANT_VALIDITY_MS } from '@kartis/core'
import type { MediaFile } from './media-file'

/** §2 what the VOD screen plays and how long a code's grant lasts. */
export interface VodConfig {
  /** The video every VOD item plays (the demo has one clip for all). */
  readonly clip: MediaFile
  /** Its captions, WebVTT in Hebrew (the video element's track). */
  readonly captions: MediaFile
  readonly grantTtlMs: number
}

const asset = (name: string): string => fileURLToPath(new URL(`../../assets/vod/${name}`, import.meta.url))

/** The demo clip (tools/make-demo-clip.ts) and its captions; grants of VOD_GRANT_VALIDITY_MS (3 hours). */
export const DEFAULT_VOD_CONFIG: VodConfig = {
  clip: { path: asset('demo-clip.webm'), contentType: 'video/webm' },
  captions: { path: asset('demo-clip.he.vtt'), contentType: 'text/vtt; charset=utf-8' },
  grantTtlMs: VOD_GRANT_VALIDITY_MS,
}
