import { kartisError } from '@kartis/core'
import type { Catalog, CustomerAreaLoginChallenge, KartisError, Result, Vod, VodGrant, VodWatchRequest } from '@kartis/core'
import { featureOf, fixedCatalog, presentationOf } from '../catalog/catalog-fixtures'

/** Test support for the VOD screen: a VOD item (presentation 20 in a venue of type 101, 'מדבר יהודה') and a seated show (30). */
export const VOD_ITEM = presentationOf({ id: 20, featureId: 9, venueTypeId: 101, startDateTime: null })
const SEATED = presentationOf({ id: 30, featureId: 9 })

/** Test support: the grant the scripted port gives for the item. */
export const GRANT: VodGrant = {
  vodId: 20,
  reservationIdentifier: 'KR-7K3M9Q2A',
  featureName: 'מדבר יהודה',
  expiresAt: '2026-07-01T23:00:00+03:00',
}

export const right = <T>(value: T): Result<T> => ({ _tag: 'Right', right: value })
export const left = (error: KartisError): Result<never> => ({ _tag: 'Left', left: error })

/** Test support: a catalogue with the VOD item and the seated show; any other presentation is PRSNT_NOT_FOUND. */
export const vodCatalog = (): Catalog => ({
  ...fixedCatalog([featureOf(9, 'מדבר יהודה')], []),
  presentation: async (id) => (id === 20 ? right(VOD_ITEM) : id === 30 ? right(SEATED) : left(kartisError('PRSNT_NOT_FOUND'))),
})

/** What the scripted VOD port answers (defaults: a code sent with the fallback, the grant, no grant held). */
export interface VodScript {
  readonly watch?: Result<VodGrant>
  readonly access?: Result<VodGrant>
  readonly code?: Result<CustomerAreaLoginChallenge>
}

/** Test support: a Vod port answering from a script and recording what it was asked. */
export const scriptedVod = (script: VodScript = {}) => {
  const calls: string[] = []
  const vod: Vod = {
    requestCode: async (request: VodWatchRequest) => {
      calls.push(`code ${request.vodId} ${request.reservationIdentifier ?? '-'} ${request.mobileNumber}`)
      return script.code ?? right({ isFallbackEnabled: true })
    },
    watch: async (request: VodWatchRequest, smsCode: string) => {
      calls.push(`watch ${request.mobileNumber} ${smsCode}`)
      return script.watch ?? right(GRANT)
    },
    access: async (vodId: number, reservationIdentifier: string) => {
      calls.push(`access ${reservationIdentifier} ${vodId}`)
      return script.access ?? left(kartisError('VOD_ACCESS_DENIED'))
    },
    media: (grant) => ({
      video: `/api/vod/${grant.reservationIdentifier}/${grant.vodId}/media`,
      captions: `/api/vod/${grant.reservationIdentifier}/${grant.vodId}/captions`,
    }),
  }
  return { vod, calls }
}
