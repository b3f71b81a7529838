import { describe, expect, it } from 'vitest'
import { readConfig } from './config'

describe('§2 readConfig', () => {
  it('defaults to an empty allow-list (every redirect refused)', () => {
    expect(readConfig({})).toEqual({ redirectAllowList: [] })
  })

  it('splits, trims and lower-cases the allow-list', () => {
    expect(readConfig({ VITE_REDIRECT_ALLOW_LIST: ' Pay.Example.com, ,tickets.example.org:8443 ' }).redirectAllowList).toEqual([
      'pay.example.com',
      'tickets.example.org:8443',
    ])
  })
})
