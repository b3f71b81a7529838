import { kartisError, ManualClock } from '@kartis/core'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { httpAdapters } from './http-adapters'
import { HttpVod } from './http-vod'
import { bodyOf, fakeCaptcha, fakeFetch, json, pathOf, scriptedTransport, START_MS } from './test-support/fake-fetch'

const grantWire = { VodId: 20, ReservationIdentifier: 'KR-7K3M9Q2A', FeatureName: 'מדבר יהודה', ExpiresAt: '2026-07-01T23:30:00+03:00' }
const grant = { vodId: 20, reservationIdentifier: 'KR-7K3M9Q2A', featureName: 'מדבר יהודה', expiresAt: '2026-07-01T23:30:00+03:00' }
const request = { vodId: 20, reservationIdentifier: null, mobileNumber: '0501234567' }

describe('HttpVod', () => {
  it('requestCode: POST /vod/code with the item, the number and a captcha token', async () => {
    const captcha = fakeCaptcha()
    const { transport, seen } = scriptedTransport(() => json(200, { isFallbackEnabled: true }), captcha)
    expect(await new HttpVod(transport).requestCode(request)).toEqual(E.right({ isFallbackEnabled: true }))
    expect([seen[0]?.init.method, pathOf(seen[0]?.url ?? '')]).toEqual(['POST', '/api/vod/code'])
    expect(bodyOf(seen[0])).toEqual({ ...request, recaptchaToken: 'token-for-vodCode' })
    expect(captcha.actions).toEqual(['vodCode'])
    expect(seen[0]?.init.credentials).toBe('same-origin')
  })

  it('watch: POST /vod/watch with the code, the grant back; the §8 refusals', async () => {
    const ok = scriptedTransport(() => json(200, { vodGrant: grantWire }))
    expect(await new HttpVod(ok.transport).watch(request, '042137')).toEqual(E.right(grant))
    expect(pathOf(ok.seen[0]?.url ?? '')).toBe('/api/vod/watch')
    expect(bodyOf(ok.seen[0])).toEqual({ ...request, smsCode: '042137' })
    const wrong = scriptedTransport(() => json(422, { error: { code: 'INVALID_SMS_CODE', message: 'הקוד שגוי' } }))
    expect(await new HttpVod(wrong.transport).watch(request, '000000')).toEqual(
      E.left(kartisError('INVALID_SMS_CODE', undefined, 'הקוד שגוי')),
    )
  })

  it('access: GET /vod/{resId}/{vodId}/access; VOD_ACCESS_DENIED without a grant', async () => {
    const ok = scriptedTransport(() => json(200, { vodGrant: grantWire }))
    expect(await new HttpVod(ok.transport).access(20, 'KR-7K3M9Q2A')).toEqual(E.right(grant))
    expect([ok.seen[0]?.init.method, pathOf(ok.seen[0]?.url ?? '')]).toEqual(['GET', '/api/vod/KR-7K3M9Q2A/20/access'])
    const none = scriptedTransport(() => json(403, { error: { code: 'VOD_ACCESS_DENIED' } }))
    expect(await new HttpVod(none.transport).access(20, 'KR-7K3M9Q2A')).toEqual(E.left(kartisError('VOD_ACCESS_DENIED')))
  })

  it("media: the item's video and captions under the API base, without a ts stamp", () => {
    const { transport } = scriptedTransport(() => json(200, {}))
    expect(new HttpVod(transport).media(grant)).toEqual({
      video: 'https://tickets.example.org/api/vod/KR-7K3M9Q2A/20/media',
      captions: 'https://tickets.example.org/api/vod/KR-7K3M9Q2A/20/captions',
    })
  })

  it('is part of httpAdapters', () => {
    const { fetch } = fakeFetch(() => json(200, {}))
    const adapters = httpAdapters({ clock: new ManualClock(START_MS), visitor: { uuid: () => 'v' }, captcha: fakeCaptcha(), fetch })
    expect(adapters.vod).toBeInstanceOf(HttpVod)
    expect(adapters.vod.media(grant).video).toBe('/api/vod/KR-7K3M9Q2A/20/media')
  })
})
