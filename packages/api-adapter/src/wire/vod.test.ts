import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { kartisError } from '@kartis/core'
import { decodeWith } from './decode'
import { endpoints, routeOf } from './endpoints'
import { urlOf } from './endpoint'
import { VodCodeBody, VodCodeResponse, VodGrantResponse, VodItemParams, VodWatchBody } from './vod'
import { vodMediaOf } from './vod-media'

const grantWire = { VodId: 20, ReservationIdentifier: 'KR-7K3M9Q2A', FeatureName: 'מדבר יהודה', ExpiresAt: '2026-07-01T23:30:00+03:00' }

describe('§2 the VOD calls on the wire', () => {
  it('reads a code request in either case, a missing or null reservation as none', () => {
    expect(decodeWith(VodCodeBody, { VodId: 20, MobileNumber: '0501234567', RecaptchaToken: 't' })).toEqual(
      E.right({ vodId: 20, reservationIdentifier: null, mobileNumber: '0501234567', recaptchaToken: 't' }),
    )
    expect(
      decodeWith(VodCodeBody, { vodId: '20', reservationIdentifier: 'KR-7K3M9Q2A', mobileNumber: '0501234567', recaptchaToken: 't' }),
    ).toEqual(E.right({ vodId: 20, reservationIdentifier: 'KR-7K3M9Q2A', mobileNumber: '0501234567', recaptchaToken: 't' }))
  })

  it('refuses a request without the item, the number or the code, naming the field', () => {
    const noItem = decodeWith(VodCodeBody, { mobileNumber: '0501234567', recaptchaToken: 't' })
    expect(E.isLeft(noItem) && noItem.left.code).toBe('DECODE_ERROR')
    expect(E.isLeft(noItem) && String(noItem.left.params?.['path'])).toContain('vodId')
    expect(E.isLeft(decodeWith(VodWatchBody, { vodId: 20, mobileNumber: '0501234567' }))).toBe(true)
    expect(E.isLeft(decodeWith(VodWatchBody, { vodId: 'twenty', mobileNumber: '0501234567', smsCode: '123456' }))).toBe(true)
  })

  it('writes the watch body as the server reads it', () => {
    const body = { vodId: 20, reservationIdentifier: null, mobileNumber: '0501234567', smsCode: '042137' }
    expect(decodeWith(VodWatchBody, VodWatchBody.encode(body))).toEqual(E.right(body))
  })

  it('reads a grant, and an error in its place', () => {
    expect(decodeWith(VodGrantResponse, { vodGrant: grantWire })).toEqual(
      E.right(
        E.right({ vodId: 20, reservationIdentifier: 'KR-7K3M9Q2A', featureName: 'מדבר יהודה', expiresAt: '2026-07-01T23:30:00+03:00' }),
      ),
    )
    expect(decodeWith(VodGrantResponse, { error: 'VOD_ACCESS_DENIED' })).toEqual(E.right(E.left(kartisError('VOD_ACCESS_DENIED'))))
    expect(E.isLeft(decodeWith(VodGrantResponse, { vodGrant: { ...grantWire, ExpiresAt: 'tomorrow' } }))).toBe(true)
    expect(decodeWith(VodCodeResponse, { isFallbackEnabled: true })).toEqual(E.right(E.right({ isFallbackEnabled: true })))
  })

  it('addresses the item: its access call and its media under the API base', () => {
    expect(urlOf(endpoints.vodAccess, { resId: 'KR-7K3M9Q2A', vodId: 20 })).toBe('/vod/KR-7K3M9Q2A/20/access')
    expect(routeOf('GET', '/vod/KR-7K3M9Q2A/20/access')).toEqual({
      endpoint: endpoints.vodAccess,
      pathParams: { resId: 'KR-7K3M9Q2A', vodId: '20' },
    })
    expect(decodeWith(VodItemParams, { resId: 'KR-7K3M9Q2A', vodId: '20' })).toEqual(E.right({ resId: 'KR-7K3M9Q2A', vodId: 20 }))
    expect(routeOf('POST', '/vod/code')?.endpoint.name).toBe('vodCode')
    expect(routeOf('POST', '/vod/watch')?.endpoint.name).toBe('vodWatch')
    expect(vodMediaOf('/api/', { reservationIdentifier: 'KR-7K3M9Q2A', vodId: 20 })).toEqual({
      video: '/api/vod/KR-7K3M9Q2A/20/media',
      captions: '/api/vod/KR-7K3M9Q2A/20/captions',
    })
    expect(vodMediaOf('https://tickets.example.org/api/', { reservationIdentifier: 'KR 1/2', vodId: 20 }).video).toBe(
      'https://tickets.example.org/api/vod/KR%201%2F2/20/media',
    )
  })
})
