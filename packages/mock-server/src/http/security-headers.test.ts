import { createHash } from 'node:crypto'
import Fastify from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { agorot } from '@kartis/core'
import { renderHostedPage } from '../payment/hosted-page'
import { staticApp } from '../test-support/built-uis'
import { HSTS, NO_EXTRA_SOURCES, hostedPageCsp, registerSecurityHeaders } from './security-headers'

const app = await staticApp({}, { config: { publicBaseUrl: 'https://pay.example:8443', siteUrl: 'https://tickets.example' } })
afterAll(async () => {
  await app.close()
})

/** The CSP header as directive name → sources. */
const directivesOf = (header: unknown): Map<string, string[]> => {
  expect(typeof header).toBe('string')
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0] !== undefined && words[0] !== '')
      .map(([name = '', ...sources]) => [name, sources]),
  )
}

describe('security headers of the storefront, the console and the API', () => {
  it('a strict CSP, nosniff, a referrer policy and no HSTS over plain HTTP', async () => {
    for (const url of ['/', '/PRES-live/', '/api/health', '/api/no/such/call']) {
      const response = await app.inject({ method: 'GET', url })
      const csp = directivesOf(response.headers['content-security-policy'])
      expect(csp.get('default-src'), url).toEqual(["'self'"])
      expect(csp.get('script-src'), url).toEqual(["'self'"])
      expect(csp.get('script-src-attr'), url).toEqual(["'none'"])
      expect(csp.get('style-src'), url).toEqual(["'self'"])
      expect(csp.get('object-src'), url).toEqual(["'none'"])
      expect(csp.get('media-src'), url).toEqual(["'self'"])
      // Framed by this origin alone: the console's venue screen previews the storefront (issue 15 §4).
      expect(csp.get('frame-ancestors'), url).toEqual(["'self'"])
      expect(csp.get('frame-src'), url).toEqual(["'self'", 'https://pay.example:8443'])
      expect(String(response.headers['content-security-policy'])).not.toContain('unsafe')
      expect(response.headers['x-content-type-options'], url).toBe('nosniff')
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin')
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN')
      expect(response.headers['strict-transport-security'], url).toBeUndefined()
    }
  })

  it('carries them on refused requests too', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets%2fapp.js' })
    expect(response.statusCode).toBe(400)
    expect(response.headers['content-security-policy']).toContain("default-src 'self'")
    expect(response.headers['x-content-type-options']).toBe('nosniff')
  })

  it('takes the sources an integration adds (a captcha widget)', async () => {
    const captcha = await staticApp({
      contentSecurity: {
        scriptSrc: ['https://challenges.cloudflare.com'],
        frameSrc: ['https://challenges.cloudflare.com'],
        connectSrc: ['https://challenges.cloudflare.com'],
      },
    })
    try {
      const csp = directivesOf((await captcha.inject({ method: 'GET', url: '/' })).headers['content-security-policy'])
      expect(csp.get('script-src')).toEqual(["'self'", 'https://challenges.cloudflare.com'])
      expect(csp.get('frame-src')).toEqual(["'self'", 'https://challenges.cloudflare.com'])
      expect(csp.get('connect-src')).toEqual(["'self'", 'https://challenges.cloudflare.com'])
    } finally {
      await captcha.close()
    }
  })

  it('sends HSTS only for requests that came over HTTPS', async () => {
    const proxied = Fastify({ trustProxy: true })
    registerSecurityHeaders(proxied, NO_EXTRA_SOURCES, null)
    proxied.get('/', async () => 'ok')
    try {
      const secure = await proxied.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } })
      expect(secure.headers['strict-transport-security']).toBe(HSTS)
      const plain = await proxied.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'http' } })
      expect(plain.headers['strict-transport-security']).toBeUndefined()
    } finally {
      await proxied.close()
    }
  })
})

describe('the hosted card page’s own policy', () => {
  const hashOf = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
  const inlineOf = (html: string, tag: 'script' | 'style'): string[] =>
    [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((match) => match[1] ?? '')

  it('allows exactly its inline script and style, by hash, in the form and the result page', () => {
    const csp = directivesOf(hostedPageCsp(['https://tickets.example']))
    const pages = [
      renderHostedPage('he', { kind: 'form', sessionId: 's', amount: agorot(100), paymentOptions: [1, 2], values: {}, fieldErrors: {} }),
      renderHostedPage('en', {
        kind: 'result',
        message: { source: 'kartis-payment', status: 'approved', paymentId: 's', numberOfPayments: 1, message: 'ok' },
      }),
    ]
    for (const html of pages) {
      for (const script of inlineOf(html, 'script')) expect(csp.get('script-src')).toContain(hashOf(script))
      for (const style of inlineOf(html, 'style')) expect(csp.get('style-src')).toContain(hashOf(style))
    }
    expect(csp.get('default-src')).toEqual(["'none'"])
    expect(csp.get('frame-ancestors')).toEqual(["'self'", 'https://tickets.example'])
  })

  it('is what the page is served with, framable by the storefront', async () => {
    const form = await app.inject({
      method: 'GET',
      url: '/api/payment/form/he?ssn=000000018&total=10&recaptchaToken=kartis-dev-captcha',
      headers: { 'x-kartis-uuid': '6f1c2f55-3f0e-4a47-9d53-2f7a3c0d9a11' },
    })
    const address = String(form.json<{ paymentFormURL?: unknown }>().paymentFormURL)
    const page = await app.inject({ method: 'GET', url: address.slice('https://pay.example:8443'.length) })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-security-policy']).toBe(hostedPageCsp(['https://tickets.example']))
    expect(page.headers['x-frame-options']).toBeUndefined()
    expect(page.headers['x-content-type-options']).toBe('nosniff')
  })
})
