import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { requiredVisitorIdOf, visitorIdOfHeaders, visitorUuidOf } from './visitor-uuid'

const ID = '3f2504e0-4f89-11d3-9a0c-0305e82c3301'
const OTHER = '9b2d1a44-0c1e-4b8e-a7a3-3c1f5e0d2b10'

describe('visitorUuidOf', () => {
  it('accepts one UUID, trimmed and lower-cased', () => {
    expect(visitorUuidOf(' 3F2504E0-4F89-11D3-9A0C-0305E82C3301 ')).toEqual(E.right(ID))
  })

  it('refuses a missing header, a repeated one and anything that is not a UUID with INVALID_VISITOR_ID naming the header', () => {
    expect(visitorUuidOf(undefined, 'uuid')).toMatchObject(
      E.left({ code: 'INVALID_VISITOR_ID', params: { header: 'uuid', reason: 'missing' } }),
    )
    for (const header of [['a', 'b'], '', 'visitor-1', '3f2504e0-4f89-11d3-9a0c-0305e82c330']) {
      const result = visitorUuidOf(header)
      expect(result).toMatchObject(E.left({ code: 'INVALID_VISITOR_ID', params: { header: 'x-kartis-uuid', reason: 'malformed' } }))
      expect(E.isLeft(result) && result.left.serverMessage).toContain('x-kartis-uuid')
    }
  })
})

describe('visitorIdOfHeaders: the spec’s uuid header and x-kartis-uuid', () => {
  it('reads either header, or both when they agree', () => {
    expect(visitorIdOfHeaders({ uuid: ID })).toEqual(E.right(ID))
    expect(visitorIdOfHeaders({ 'x-kartis-uuid': ID.toUpperCase() })).toEqual(E.right(ID))
    expect(visitorIdOfHeaders({ uuid: ID, 'x-kartis-uuid': ID.toUpperCase() })).toEqual(E.right(ID))
  })

  it('is none when neither is sent, and required where a call needs it', () => {
    expect(visitorIdOfHeaders({})).toEqual(E.right(null))
    expect(requiredVisitorIdOf({})).toMatchObject(
      E.left({ code: 'INVALID_VISITOR_ID', params: { header: 'uuid or x-kartis-uuid', reason: 'missing' } }),
    )
  })

  it('names the header that is malformed, and both when they disagree', () => {
    expect(visitorIdOfHeaders({ uuid: 'me', 'x-kartis-uuid': ID })).toMatchObject(
      E.left({ code: 'INVALID_VISITOR_ID', params: { header: 'uuid' } }),
    )
    expect(visitorIdOfHeaders({ uuid: ID, 'x-kartis-uuid': 'me' })).toMatchObject(
      E.left({ code: 'INVALID_VISITOR_ID', params: { header: 'x-kartis-uuid', reason: 'malformed' } }),
    )
    expect(visitorIdOfHeaders({ uuid: ID, 'x-kartis-uuid': OTHER })).toMatchObject(
      E.left({ code: 'INVALID_VISITOR_ID', params: { header: 'uuid, x-kartis-uuid', reason: 'conflicting' } }),
    )
  })
})
