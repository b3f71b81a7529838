import { describe, expect, it } from 'vitest'
import { externalTarget, isExternalPath } from './external-target'

const ALLOWED = ['pay.kartis.example', 'tickets.example.org:8443']
const at = (pathname: string, search = '', hash = '') => externalTarget({ pathname, search, hash }, ALLOWED)

describe('§2 /http… paths', () => {
  it('are recognised by their prefix only', () => {
    expect(isExternalPath('/https://pay.kartis.example/')).toBe(true)
    expect(isExternalPath('/HTTP://pay.kartis.example/')).toBe(true)
    expect(isExternalPath('/booking')).toBe(false)
    expect(at('/booking/checkout')).toBeNull()
  })

  it('redirect to an allowed host, keeping path, query and fragment', () => {
    expect(at('/https://pay.kartis.example/return', '?order=5', '#done')).toEqual({
      kind: 'redirect',
      url: 'https://pay.kartis.example/return?order=5#done',
      host: 'pay.kartis.example',
    })
  })

  it('match the host without regard to case, and a listed port exactly', () => {
    expect(at('/https://PAY.Kartis.Example/')).toMatchObject({ kind: 'redirect', host: 'pay.kartis.example' })
    expect(at('/https://tickets.example.org:8443/a')).toMatchObject({ kind: 'redirect' })
    expect(at('/https://tickets.example.org/a')).toEqual({ kind: 'refused', host: 'tickets.example.org' })
  })

  it('refuse any other host (no open redirect)', () => {
    expect(at('/https://evil.example/phish')).toEqual({ kind: 'refused', host: 'evil.example' })
    expect(at('/http://pay.kartis.example.evil.example/')).toEqual({ kind: 'refused', host: 'pay.kartis.example.evil.example' })
  })

  it('refuse tricks that hide the real host', () => {
    expect(at('/https://pay.kartis.example@evil.example/')).toEqual({ kind: 'refused', host: 'evil.example' })
    expect(at('/https://user:secret@pay.kartis.example/')).toEqual({ kind: 'refused', host: 'pay.kartis.example' })
    expect(at('/https://evil.example\\@pay.kartis.example/')).toMatchObject({ kind: 'refused' })
  })

  it('refuse everything when the allow-list is empty', () => {
    expect(externalTarget({ pathname: '/https://pay.kartis.example/', search: '', hash: '' }, [])).toEqual({
      kind: 'refused',
      host: 'pay.kartis.example',
    })
  })

  it('are not addresses when they do not parse as http(s)', () => {
    expect(at('/httpfoo')).toEqual({ kind: 'not-a-url' })
    expect(at('/https://')).toEqual({ kind: 'not-a-url' })
  })
})
