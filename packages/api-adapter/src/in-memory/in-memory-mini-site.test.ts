import { kartisError, type MiniSiteListing } from '@kartis/core'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { openSample } from './test-support/demo-sample'

describe('InMemoryMiniSite', () => {
  it('§7 the mini-site and the presentations it sells', async () => {
    const { dana } = openSample()
    const site = await dana.miniSite.miniSite('festival')
    expect(E.map((listing: MiniSiteListing) => [listing.url, listing.presentations.map((p) => p.id)])(site)).toEqual(
      E.right(['festival', [501, 601]]),
    )
    expect(await dana.miniSite.miniSite('winter')).toEqual(E.left(kartisError('NOT_FOUND', { miniSiteUrl: 'winter' })))
  })

  it('§7 validate: an eligible reference enters, another is REFERENCE_NOT_ELIGIBLE', async () => {
    const { dana } = openSample()
    expect(await dana.miniSite.validate('festival', { ticketIds: [51], reference1: '123456782' })).toEqual(E.right(undefined))
    expect(await dana.miniSite.validate('festival', { ticketIds: [51], reference1: '000000018' })).toEqual(
      E.left(kartisError('REFERENCE_NOT_ELIGIBLE', { url: 'festival' })),
    )
    expect(await dana.miniSite.validate('festival', { ticketIds: [51] })).toEqual(
      E.left(kartisError('REFERENCE_NOT_ELIGIBLE', { url: 'festival' })),
    )
  })
})

describe('InMemoryIntegration', () => {
  it('§7 the integration named by exactly TS, ret and key', async () => {
    const { dana } = openSample()
    const params = { TS: 'kartis-demo', ret: 'https://example.org/return', key: 'demo-key' }
    expect(await dana.integration.integrationId(params)).toEqual(E.right('INT-DEMO-1'))
    expect(await dana.integration.integrationId({ ...params, key: 'DEMO-KEY' })).toEqual(
      E.left(kartisError('NOT_FOUND', { TS: 'kartis-demo' })),
    )
  })
})
