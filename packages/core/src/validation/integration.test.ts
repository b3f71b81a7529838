import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { integrationParams } from './integration'

describe('integration parameters (§5 TS, ret and key all present)', () => {
  it('returns the triple when all three are present', () => {
    expect(integrationParams({ TS: '1700000000', ret: 'https://example.co.il/back', key: 'abc', other: 'x' })).toEqual(
      E.right({ TS: '1700000000', ret: 'https://example.co.il/back', key: 'abc' }),
    )
  })
  it('takes the first of a repeated value', () => {
    expect(integrationParams({ TS: ['1', '2'], ret: 'r', key: 'k' })).toEqual(E.right({ TS: '1', ret: 'r', key: 'k' }))
  })
  it('names the missing or blank ones', () => {
    expect(integrationParams({ TS: '1', key: '  ' })).toEqual(
      E.left({ code: 'INTEGRATION_PARAMS_MISSING', params: { missing: 'ret,key' } }),
    )
    expect(integrationParams({ ts: '1', ret: 'r', key: 'k' })).toEqual(
      E.left({ code: 'INTEGRATION_PARAMS_MISSING', params: { missing: 'TS' } }),
    )
    expect(integrationParams({ TS: [], ret: null, key: undefined })).toEqual(
      E.left({ code: 'INTEGRATION_PARAMS_MISSING', params: { missing: 'TS,ret,key' } }),
    )
  })
})
