import { describe, expect, it } from 'vitest'
import { readConfig } from './config'

describe('§2 readConfig', () => {
  it('defaults to the default layout and an empty allow-list (every redirect refused)', () => {
    expect(readConfig({})).toEqual({ layout: 'default', redirectAllowList: [] })
  })

  it('reads the legacy layout flag; any other value is the default layout', () => {
    expect(readConfig({ VITE_LAYOUT: 'legacy' }).layout).toBe('legacy')
    expect(readConfig({ VITE_LAYOUT: 'fancy' }).layout).toBe('default')
  })

  it('splits, trims and lower-cases the allow-list', () => {
    expect(readConfig({ VITE_REDIRECT_ALLOW_LIST: ' Pay.Example.com, ,tickets.example.org:8443 ' }).redirectAllowList).toEqual([
      'pay.example.com',
      'tickets.example.org:8443',
    ])
  })
})
