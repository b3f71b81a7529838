import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { kartisError } from '@kartis/core'
import { decodeWith } from './decode'
import { MiniSiteResponse, MiniSiteValidateParams, MiniSiteValidateResponse } from './mini-site'
import { camelKeys } from './test-support/recase'
import { presentation, presentationWire } from './test-support/samples'

describe('mini-site', () => {
  it('reads URL and PresentationList in either case', () => {
    const wire = { URL: 'fest-2026', PresentationList: [presentationWire] }
    const expected = E.right(E.right({ url: 'fest-2026', presentations: [presentation] }))
    expect(decodeWith(MiniSiteResponse, wire)).toEqual(expected)
    expect(decodeWith(MiniSiteResponse, camelKeys(wire))).toEqual(expected)
    expect(decodeWith(MiniSiteResponse, { Url: 'fest-2026' })).toEqual(E.right(E.right({ url: 'fest-2026', presentations: [] })))
    expect(decodeWith(MiniSiteResponse, { PresentationList: [] })).toEqual(
      E.left(expect.objectContaining({ params: expect.objectContaining({ path: 'URL' }) })),
    )
  })

  it('reads the validation query and answer; isValid false is REFERENCE_NOT_ELIGIBLE', () => {
    expect(decodeWith(MiniSiteValidateParams, { url: 'fest-2026', ticketIds: '101,102', reference1: '123456789' })).toEqual(
      E.right({ url: 'fest-2026', ticketIds: [101, 102], reference1: '123456789' }),
    )
    expect(decodeWith(MiniSiteValidateResponse, { isValid: true })).toEqual(E.right(E.right(true)))
    expect(decodeWith(MiniSiteValidateResponse, { IsValid: false })).toEqual(E.right(E.left(kartisError('REFERENCE_NOT_ELIGIBLE'))))
    expect(decodeWith(MiniSiteValidateResponse, { error: 'REFERENCE_CHECK_ERROR' })).toEqual(
      E.right(E.left(kartisError('REFERENCE_CHECK_ERROR'))),
    )
    expect(MiniSiteValidateResponse.encode(E.right(true))).toEqual({ isValid: true })
    expect(MiniSiteValidateResponse.encode(E.left(kartisError('REFERENCE_NOT_ELIGIBLE')))).toEqual({
      error: { code: 'REFERENCE_NOT_ELIGIBLE' },
    })
  })
})
