import type { FastifyReply, FastifyRequest } from 'fastify'
import * as E from 'fp-ts/Either'
import { kartisError, type Result, type VodGrant } from '@kartis/core'
import { errorBodyOf, VOD_CAPTIONS_PATH, VOD_MEDIA_PATH } from '@kartis/api-adapter'
import type { AppDeps, RouteHost } from '../app-deps'
import { hebrewMessageOf } from '../http/hebrew-messages'
import { API_PREFIX } from '../http/register-endpoint'
import { httpStatusOf } from '../http/status-of-error'
import { sendMediaFile, type MediaFile } from '../vod/media-file'
import { setVodGrantCookie, vodGrantTokenOf } from '../vod/vod-grant-cookie'
import type { VodItemSources } from '../vod/vod-items'
import { heldVodGrant, requestVodCode, watchVod, type VodWatchDeps } from '../vod/vod-watch'
import { afterCaptcha, inHebrew } from './answer'

/** A path's item: its reservation and a VOD presentation id (a positive whole number), or null. */
const itemOfPath = (params: unknown): { readonly reservationIdentifier: string; readonly vodId: number } | null => {
  const resId: unknown = typeof params === 'object' && params !== null ? Reflect.get(params, 'resId') : undefined
  const vodId: unknown = typeof params === 'object' && params !== null ? Reflect.get(params, 'vodId') : undefined
  if (typeof resId !== 'string' || typeof vodId !== 'string' || !/^[1-9][0-9]{0,9}$/.test(vodId)) return null
  return { reservationIdentifier: resId, vodId: Number(vodId) }
}

const refused = (reply: FastifyReply, error = kartisError('VOD_ACCESS_DENIED')): FastifyReply =>
  reply.status(httpStatusOf(error.code)).send(errorBodyOf(kartisError(error.code, error.params, hebrewMessageOf(error.code, error.params))))

/**
 * §2 the VOD screen, /vod/{resId?}/{vodId}: POST /vod/code sends a one-time code to the phone
 * that bought the item (the same answer for any other number; captcha, customerLogins limits),
 * POST /vod/watch turns the code into a viewing grant (codeChecks limits), kept by the browser in
 * an httpOnly cookie under the item's path, and GET /vod/{resId}/{vodId}/access answers the grant
 * held. The item's media (ranges) and captions are served only with its grant; without one — no
 * code, a forged or expired grant, another reservation's item — VOD_ACCESS_DENIED (403).
 */
export const registerVodRoutes = (host: RouteHost, deps: AppDeps): void => {
  const { storage, clock, config } = deps
  const sources: VodItemSources = { reservations: storage.reservations, accounts: storage.customers }
  const watchDeps = (request: FastifyRequest): VodWatchDeps => ({
    sources,
    codes: { codes: storage.loginCodes, sms: deps.sms, clock, config: config.customers, log: request.log },
    secret: config.customers.secret,
    grantTtlMs: config.vod.grantTtlMs,
  })
  const held = (request: FastifyRequest, reservationIdentifier: string, vodId: number): Promise<Result<VodGrant>> =>
    heldVodGrant({ sources, secret: config.customers.secret, now: clock.now() }, vodGrantTokenOf(request), reservationIdentifier, vodId)

  host.handle(
    'vodCode',
    async ({ body, uuid, clientAddress, request }) =>
      inHebrew(
        await afterCaptcha(config.captcha, body.recaptchaToken, request, () =>
          requestVodCode(watchDeps(request), { visitorUuid: uuid, clientAddress }, body, body.mobileNumber),
        ),
      ),
    { rateLimit: 'customerLogins' },
  )

  host.handle(
    'vodWatch',
    async ({ body, uuid, request, reply }) => {
      const issued = await watchVod(watchDeps(request), uuid, body, body.mobileNumber, body.smsCode)
      if (E.isRight(issued)) setVodGrantCookie(reply, request, issued.right.grant, issued.right.token, config.vod.grantTtlMs)
      return inHebrew(E.map(({ grant }: { readonly grant: VodGrant }) => grant)(issued))
    },
    { rateLimit: 'codeChecks' },
  )

  host.handle('vodAccess', async ({ params, request }) => inHebrew(await held(request, params.resId, params.vodId)), {
    rateLimit: 'codeChecks',
  })

  // The video element's requests carry no visitor header: the grant's cookie is what they have.
  const serve = (template: string, file: MediaFile): void => {
    host.fastify.get(`${API_PREFIX}${template}`, async (request, reply) => {
      const item = itemOfPath(request.params)
      if (item === null) return refused(reply)
      const grant = await held(request, item.reservationIdentifier, item.vodId)
      if (E.isLeft(grant)) return refused(reply, grant.left)
      return sendMediaFile(reply, file, request.headers.range)
    })
  }
  serve(VOD_MEDIA_PATH, config.vod.clip)
  serve(VOD_CAPTIONS_PATH, config.vod.captions)
}
