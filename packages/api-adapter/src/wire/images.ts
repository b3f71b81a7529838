import * as t from 'io-ts'
import { WireInt } from './scalars'
import { tolerantStruct } from './tolerant-keys'

/** §7 images: GET features/{id}/placeholderImage and GET /products/{id}/image answer image bytes. */

/** §7 the feature or product whose image is asked for. */
export const ImageParams = tolerantStruct({ id: WireInt }, 'image params')
export type ImageParams = t.TypeOf<typeof ImageParams>

/** §7 an image answer: its bytes (the client may also use the call's address directly as an image source). */
export const ImageBytes = new t.Type<Uint8Array, Uint8Array, unknown>(
  'image bytes',
  (u): u is Uint8Array => u instanceof Uint8Array,
  (u, c) => (u instanceof Uint8Array ? t.success(u) : t.failure(u, c)),
  (a) => a,
)
