import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { TURNSTILE_SITEVERIFY_URL, TurnstileCaptchaVerifier, type CaptchaLog, type SiteverifyFetch } from './turnstile-verifier'

type SeenCall = { readonly url: string; readonly form: URLSearchParams; readonly signal: AbortSignal }

/** A siteverify that answers from a script and records what it was sent: no test reaches the internet. */
const fakeSiteverify = (answer: (call: SeenCall) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>) => {
  const seen: SeenCall[] = []
  const fetch: SiteverifyFetch = (url, init) => {
    const call = { url, form: new URLSearchParams(init.body), signal: init.signal }
    seen.push(call)
    return answer(call)
  }
  return { fetch, seen }
}

const answering = (status: number, body: unknown) => () =>
  Promise.resolve({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) })

const recordingLog = (): CaptchaLog & { readonly lines: string[] } => {
  const lines: string[] = []
  return { lines, warn: (details, message) => lines.push(`${message} ${JSON.stringify(details)}`) }
}

const verifierWith = (fetch: SiteverifyFetch, log = recordingLog(), timeoutMs?: number) => ({
  log,
  verifier: new TurnstileCaptchaVerifier({
    siteKey: 'site-key',
    secretKey: 'the-secret',
    fetch,
    log,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  }),
})

describe('TurnstileCaptchaVerifier', () => {
  it('POSTs the secret, the token and the client address to siteverify, and accepts on success', async () => {
    const site = fakeSiteverify(answering(200, { success: true, 'error-codes': [], hostname: 'tickets.example.org' }))
    const { verifier } = verifierWith(site.fetch)
    expect(await verifier.verify('token-from-widget', { ip: '203.0.113.7' })).toEqual(E.right(undefined))
    expect(site.seen).toHaveLength(1)
    expect(site.seen[0]?.url).toBe(TURNSTILE_SITEVERIFY_URL)
    expect(Object.fromEntries(site.seen[0]?.form ?? [])).toEqual({
      secret: 'the-secret',
      response: 'token-from-widget',
      remoteip: '203.0.113.7',
    })
  })

  it('refuses what Cloudflare refuses, with invalid_captcha', async () => {
    const site = fakeSiteverify(answering(200, { success: false, 'error-codes': ['invalid-input-response'] }))
    const { verifier, log } = verifierWith(site.fetch)
    expect(await verifier.verify('forged')).toEqual(E.left({ code: 'invalid_captcha' }))
    expect(site.seen[0]?.form.has('remoteip')).toBe(false)
    expect(log.lines).toEqual([]) // a bad visitor token is everyday traffic, not an incident
  })

  it('refuses no token, an empty one or an oversized one without asking Cloudflare', async () => {
    const site = fakeSiteverify(answering(200, { success: true }))
    const { verifier } = verifierWith(site.fetch)
    for (const token of [undefined, '', 'x'.repeat(2049)]) expect(await verifier.verify(token)).toEqual(E.left({ code: 'invalid_captcha' }))
    expect(site.seen).toEqual([])
  })

  it('a network failure refuses the token and is logged, without the secret', async () => {
    const site = fakeSiteverify(() => Promise.reject(new TypeError('fetch failed')))
    const { verifier, log } = verifierWith(site.fetch)
    expect(await verifier.verify('token')).toEqual(E.left({ code: 'invalid_captcha' }))
    expect(log.lines).toHaveLength(1)
    expect(log.lines[0]).toContain('fetch failed')
    expect(log.lines.join('\n')).not.toContain('the-secret')
  })

  it('a siteverify that never answers is cut by the timeout: refused and logged', async () => {
    // The fake waits for the abort signal, as the platform's fetch does.
    const site = fakeSiteverify(
      (call) =>
        new Promise((_resolve, reject) => {
          call.signal.addEventListener('abort', () =>
            reject(call.signal.reason instanceof Error ? call.signal.reason : new Error('aborted')),
          )
        }),
    )
    const { verifier, log } = verifierWith(site.fetch, recordingLog(), 1)
    expect(await verifier.verify('token')).toEqual(E.left({ code: 'invalid_captcha' }))
    expect(log.lines[0]).toContain('too slow')
    expect(log.lines[0]).toContain('TimeoutError')
  })

  it('an error status or an unreadable answer refuses the token and is logged', async () => {
    for (const answer of [
      answering(502, { success: true }),
      answering(200, '<html>Cloudflare</html>'),
      answering(200, { success: 'yes' }),
      () => Promise.resolve({ ok: true, status: 200, json: () => Promise.reject(new SyntaxError('Unexpected token <')) }),
    ]) {
      const { verifier, log } = verifierWith(fakeSiteverify(answer).fetch)
      expect(await verifier.verify('token')).toEqual(E.left({ code: 'invalid_captcha' }))
      expect(log.lines).toHaveLength(1)
    }
  })

  it('logs a refusal that says the secret is wrong, for the operator', async () => {
    const { verifier, log } = verifierWith(
      fakeSiteverify(answering(200, { success: false, 'error-codes': ['invalid-input-secret'] })).fetch,
    )
    expect(await verifier.verify('token')).toEqual(E.left({ code: 'invalid_captcha' }))
    expect(log.lines[0]).toContain('TURNSTILE_SECRET_KEY')
  })

  it('tells the storefront to use Turnstile with the public site key only', () => {
    const { verifier } = verifierWith(fakeSiteverify(answering(200, {})).fetch)
    expect(verifier.browser).toEqual({ provider: 'turnstile', siteKey: 'site-key' })
  })
})
