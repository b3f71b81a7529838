import { describe, expect, it } from 'vitest'
import { byteRangeOf } from './byte-ranges'

describe('byteRangeOf: the Range header of a media request', () => {
  it('no header, or one this server does not serve as a range, is the whole file', () => {
    for (const header of [undefined, '', 'bytes=-', 'items=0-10', 'bytes=0-10,20-30', 'bytes=abc', 'bytes=10-5'])
      expect(byteRangeOf(header, 1000), String(header)).toEqual({ kind: 'whole' })
  })

  it('an open range runs to the end; a closed one is cut at the end', () => {
    expect(byteRangeOf('bytes=0-', 1000)).toEqual({ kind: 'partial', start: 0, end: 999 })
    expect(byteRangeOf('bytes=500-', 1000)).toEqual({ kind: 'partial', start: 500, end: 999 })
    expect(byteRangeOf('bytes=10-19', 1000)).toEqual({ kind: 'partial', start: 10, end: 19 })
    expect(byteRangeOf('bytes=990-5000', 1000)).toEqual({ kind: 'partial', start: 990, end: 999 })
    expect(byteRangeOf(' bytes=0-0 ', 1000)).toEqual({ kind: 'partial', start: 0, end: 0 })
  })

  it('a suffix is the last bytes, all of a shorter file', () => {
    expect(byteRangeOf('bytes=-100', 1000)).toEqual({ kind: 'partial', start: 900, end: 999 })
    expect(byteRangeOf('bytes=-5000', 1000)).toEqual({ kind: 'partial', start: 0, end: 999 })
  })

  it('a range starting at or past the end, or an empty suffix, is unsatisfiable', () => {
    expect(byteRangeOf('bytes=1000-', 1000)).toEqual({ kind: 'unsatisfiable' })
    expect(byteRangeOf('bytes=99999999999999999999-', 1000)).toEqual({ kind: 'unsatisfiable' })
    expect(byteRangeOf('bytes=-0', 1000)).toEqual({ kind: 'unsatisfiable' })
    expect(byteRangeOf('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' })
  })
})
