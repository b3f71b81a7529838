import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { JerusalemDate, JerusalemDateTime } from './date-codec'
import { decodeWith } from './decode'

describe('JerusalemDateTime', () => {
  it('decodes box-office local times to ISO with the Jerusalem offset', () => {
    expect(JerusalemDateTime.decode('2026-07-01T20:30:00')).toEqual(E.right('2026-07-01T20:30:00+03:00'))
    expect(JerusalemDateTime.decode('2026-12-24 21:00')).toEqual(E.right('2026-12-24T21:00:00+02:00'))
  })

  it('encodes unchanged, and its guard accepts only the canonical form', () => {
    expect(JerusalemDateTime.encode('2026-07-01T20:30:00+03:00')).toBe('2026-07-01T20:30:00+03:00')
    expect(JerusalemDateTime.is('2026-07-01T20:30:00+03:00')).toBe(true)
    expect(JerusalemDateTime.is('2026-07-01T20:30:00')).toBe(false)
    expect(JerusalemDateTime.is('2026-07-01T20:30:00+02:00')).toBe(false)
  })

  it('fails with DECODE_ERROR on anything else', () => {
    expect(decodeWith(JerusalemDateTime, 1751390000)).toEqual(
      E.left(expect.objectContaining({ code: 'DECODE_ERROR', params: expect.objectContaining({ expected: 'Jerusalem date-time' }) })),
    )
  })
})

describe('JerusalemDate', () => {
  it('decodes and guards YYYY-MM-DD', () => {
    expect(JerusalemDate.decode('2026-07-01T00:00:00')).toEqual(E.right('2026-07-01'))
    expect(JerusalemDate.is('2026-07-01')).toBe(true)
    expect(JerusalemDate.is('2026-07-01T00:00:00')).toBe(false)
    expect(E.isLeft(JerusalemDate.decode('2026-06-31'))).toBe(true)
  })
})
