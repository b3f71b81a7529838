import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { DEFAULT_REPLACEMENT_DAYS } from '@kartis/api-adapter'
import {
  DEFAULT_PAYMENT_CONFIG,
  DOCUMENT_KEY_SECRET_ENV,
  MAX_SLOW_CARD_DELAY_MS,
  SLOW_CARD_ENV,
  STOREFRONT_ORIGINS_ENV,
  paymentConfig,
  paymentConfigFromEnv,
  allowedStorefrontOrigins,
  storefrontOriginOf,
} from './payment-config'

describe('paymentConfigFromEnv', () => {
  it('reads KARTIS_SLOW_CARD_MS as milliseconds, and keeps the default when it is unset or empty', () => {
    expect(paymentConfigFromEnv({ [SLOW_CARD_ENV]: ' 2500 ' })).toEqual(E.right({ slowCardDelayMs: 2500 }))
    expect(paymentConfigFromEnv({})).toEqual(E.right({}))
    expect(paymentConfigFromEnv({ [SLOW_CARD_ENV]: '' })).toEqual(E.right({}))
  })

  it('§2 reads KARTIS_DOCUMENT_KEY_SECRET of 32 characters or more; refuses a shorter one, and production without one', () => {
    const secret = 'x7Kq2mP9vL4sT8wR1nB6cF3hJ5dG0zYa'
    expect(paymentConfigFromEnv({ [DOCUMENT_KEY_SECRET_ENV]: ` ${secret} ` })).toEqual(E.right({ documentKeySecret: secret }))
    expect(paymentConfigFromEnv({ [DOCUMENT_KEY_SECRET_ENV]: secret, KARTIS_MODE: 'production' })).toEqual(
      E.right({ documentKeySecret: secret }),
    )
    const pathOf = (read: ReturnType<typeof paymentConfigFromEnv>) => (E.isLeft(read) ? read.left.params?.['path'] : 'accepted')
    expect(pathOf(paymentConfigFromEnv({ [DOCUMENT_KEY_SECRET_ENV]: secret.slice(1) }))).toBe(DOCUMENT_KEY_SECRET_ENV)
    expect(pathOf(paymentConfigFromEnv({ KARTIS_MODE: 'production' }))).toBe(DOCUMENT_KEY_SECRET_ENV)
    expect(paymentConfigFromEnv({ KARTIS_MODE: 'development' })).toEqual(E.right({}))
  })

  it('refuses anything but a whole number, naming the variable', () => {
    for (const value of ['1.5', '-1', 'ten', '1e3']) {
      const read = paymentConfigFromEnv({ [SLOW_CARD_ENV]: value })
      expect(E.isLeft(read) ? [read.left.code, read.left.params?.['path']] : value).toEqual(['BAD_REQUEST', SLOW_CARD_ENV])
    }
  })
})

describe('§6 customerAreaAllowEnableCancel is a venue setting (issue 15)', () => {
  it('is no longer read from the environment: KARTIS_CUSTOMER_AREA_CANCEL sets nothing', () => {
    expect(paymentConfigFromEnv({ KARTIS_CUSTOMER_AREA_CANCEL: '2' })).toEqual(E.right({}))
    expect(DEFAULT_PAYMENT_CONFIG).not.toHaveProperty('customerAreaCancelBusinessIds')
  })
})

describe('paymentConfig', () => {
  it('keeps the slow card within 0…MAX_SLOW_CARD_DELAY_MS and the other defaults', () => {
    expect(paymentConfig({ slowCardDelayMs: MAX_SLOW_CARD_DELAY_MS * 10 }).slowCardDelayMs).toBe(MAX_SLOW_CARD_DELAY_MS)
    expect(paymentConfig({ slowCardDelayMs: -5 }).slowCardDelayMs).toBe(0)
    expect(paymentConfig({ slowCardDelayMs: 7 })).toEqual({ ...DEFAULT_PAYMENT_CONFIG, slowCardDelayMs: 7 })
  })
})

describe('§9 replacement window', () => {
  it('is one configured value: the server and the in-memory box office default to the same number of days', () => {
    expect(DEFAULT_PAYMENT_CONFIG.replacementWindowDays).toBe(DEFAULT_REPLACEMENT_DAYS)
  })
})

describe('§7 storefrontOriginOf', () => {
  const config = paymentConfig({ siteUrl: 'https://shop.example/he/', storefrontOrigins: ['http://localhost:5173'] })

  it('names an allowed storefront origin: siteUrl’s, or one configured', () => {
    expect(storefrontOriginOf(config, 'https://shop.example')).toBe('https://shop.example')
    expect(storefrontOriginOf(config, 'http://localhost:5173')).toBe('http://localhost:5173')
  })

  it('never echoes anything else: other origins, lookalikes, paths, wildcards or nothing give null', () => {
    for (const named of [
      undefined,
      '',
      '*',
      'null',
      'https://evil.example',
      'https://shop.example.evil.example',
      'https://shop.example/',
      'https://shop.example:444',
      'http://shop.example',
      'javascript:alert(1)',
    ])
      expect(storefrontOriginOf(config, named)).toBeNull()
  })

  it('the same origins may frame the hosted page (its frame-ancestors)', () => {
    expect(allowedStorefrontOrigins(config)).toEqual(['https://shop.example', 'http://localhost:5173'])
    expect(allowedStorefrontOrigins(paymentConfig({ siteUrl: '' }))).toEqual([])
  })
})

describe('§7 KARTIS_STOREFRONT_ORIGINS', () => {
  it('reads comma-separated storefront origins', () => {
    expect(paymentConfigFromEnv({ [STOREFRONT_ORIGINS_ENV]: ' https://shop.example, http://localhost:5173 ' })).toEqual(
      E.right({ storefrontOrigins: ['https://shop.example', 'http://localhost:5173'] }),
    )
    expect(paymentConfigFromEnv({ [STOREFRONT_ORIGINS_ENV]: '' })).toEqual(E.right({}))
  })

  it('refuses anything that is not exactly an http(s) origin, naming the variable', () => {
    for (const value of ['*', 'https://shop.example/', 'shop.example', 'ftp://shop.example', 'https://a.example,'])
      expect(E.isLeft(paymentConfigFromEnv({ [STOREFRONT_ORIGINS_ENV]: value })) ? 'refused' : value).toBe('refused')
  })
})
