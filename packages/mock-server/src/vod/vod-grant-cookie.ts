import type { FastifyReply, FastifyRequest } from 'fastify'
import '@fastify/cookie'
import { API_PREFIX } from '../http/register-endpoint'

/** §2 the viewing grant's cookie: httpOnly (no script reads it), SameSite=Strict, Secure over HTTPS, sent only under its item's path. */
export const VOD_GRANT_COOKIE = 'kartis_vod'

/**
 * /api/vod/{resId}/{vodId}: the item's access call, media and captions lie under it, and the
 * browser keeps one grant per item (cookies of one name and different paths live side by side).
 */
export const vodItemPath = (reservationIdentifier: string, vodId: number): string =>
  `${API_PREFIX}/vod/${encodeURIComponent(reservationIdentifier)}/${vodId}`

/** The grant the request's cookie carries (checked by heldVodGrant), if any. */
export const vodGrantTokenOf = (request: FastifyRequest): string | undefined => request.cookies[VOD_GRANT_COOKIE]

/** Gives the browser the item's grant for `maxAgeMs`. */
export const setVodGrantCookie = (
  reply: FastifyReply,
  request: FastifyRequest,
  item: { readonly reservationIdentifier: string; readonly vodId: number },
  token: string,
  maxAgeMs: number,
): void => {
  void reply.setCookie(VOD_GRANT_COOKIE, token, {
    path: vodItemPath(item.reservationIdentifier, item.vodId),
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: Math.floor(maxAgeMs / 1000),
  })
}
