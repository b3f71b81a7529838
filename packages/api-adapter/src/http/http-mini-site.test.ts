import { kartisError } from '@kartis/core'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { presentation, presentationWire } from '../wire/test-support/samples'
import { HttpIntegration } from './http-integration'
import { HttpMiniSite } from './http-mini-site'
import { json, pathOf, queryOf, scriptedTransport } from './test-support/fake-fetch'

const answering = (body: unknown, status = 200) => scriptedTransport(() => json(status, body))

describe('HttpMiniSite', () => {
  it('miniSite: GET /mini-site/{url}: its URL and presentations', async () => {
    const { transport, seen } = answering({ URL: 'festival', PresentationList: [presentationWire] })
    expect(await new HttpMiniSite(transport).miniSite('festival')).toEqual(E.right({ url: 'festival', presentations: [presentation] }))
    expect(pathOf(seen[0]?.url ?? '')).toBe('/api/mini-site/festival')
  })

  it('validate: GET /mini-site/validate/{url} with ticketIds and references', async () => {
    const { transport, seen } = answering({ isValid: true })
    const validation = { ticketIds: [101, 102], reference1: '123456782', mode: 'ssn' }
    expect(await new HttpMiniSite(transport).validate('festival', validation)).toEqual(E.right(undefined))
    expect(pathOf(seen[0]?.url ?? '')).toBe('/api/mini-site/validate/festival')
    expect(queryOf(seen[0]?.url ?? '')).toMatchObject({ ticketIds: '101,102', reference1: '123456782', mode: 'ssn' })
  })

  it('validate: isValid false is REFERENCE_NOT_ELIGIBLE, and a server code comes back as is', async () => {
    const refused = answering({ isValid: false })
    expect(await new HttpMiniSite(refused.transport).validate('festival', { ticketIds: [] })).toEqual(
      E.left(kartisError('REFERENCE_NOT_ELIGIBLE')),
    )
    const failed = answering({ error: { code: 'REFERENCE_CHECK_ERROR' } })
    expect(await new HttpMiniSite(failed.transport).validate('festival', { ticketIds: [] })).toEqual(
      E.left(kartisError('REFERENCE_CHECK_ERROR')),
    )
  })
})

describe('HttpIntegration', () => {
  it('GET /integration?TS&ret&key: the integration id', async () => {
    const { transport, seen } = answering({ integrationId: 'INT-DEMO-1' })
    const params = { TS: 'kartis-demo', ret: 'https://example.org/kartis/return', key: 'demo-key-2025' }
    expect(await new HttpIntegration(transport).integrationId(params)).toEqual(E.right('INT-DEMO-1'))
    expect(pathOf(seen[0]?.url ?? '')).toBe('/api/integration')
    expect(queryOf(seen[0]?.url ?? '')).toMatchObject(params)
  })

  it('an unknown triple is the server’s error', async () => {
    const { transport } = answering({ error: { code: 'NOT_FOUND', message: 'unknown integration' } }, 404)
    expect(await new HttpIntegration(transport).integrationId({ TS: 'x', ret: 'y', key: 'z' })).toEqual(
      E.left(kartisError('NOT_FOUND', undefined, 'unknown integration')),
    )
  })
})
