import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { visitorUuidOf } from './visitor-uuid'

describe('visitorUuidOf', () => {
  it('accepts one UUID, trimmed and lower-cased', () => {
    expect(visitorUuidOf(' 3F2504E0-4F89-11D3-9A0C-0305E82C3301 ')).toEqual(E.right('3f2504e0-4f89-11d3-9a0c-0305e82c3301'))
  })

  it('refuses a missing header, a repeated one and anything that is not a UUID, naming the header', () => {
    for (const header of [undefined, ['a', 'b'], '', 'visitor-1', '3f2504e0-4f89-11d3-9a0c-0305e82c330']) {
      const result = visitorUuidOf(header)
      expect(E.isLeft(result) && result.left).toMatchObject({ code: 'BAD_REQUEST', params: { path: 'header.x-kartis-uuid' } })
    }
  })
})
