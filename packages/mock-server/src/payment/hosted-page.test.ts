import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { LOCALES, agorot } from '@kartis/core'
import { escapeHtml, renderHostedPage, type CardFormView } from './hosted-page'
import { HOSTED_PAGE_TEXTS } from './hosted-page-texts'

const form: CardFormView = {
  kind: 'form',
  sessionId: 'abc',
  amount: agorot(12_345),
  paymentOptions: [1, 2, 3],
  values: {},
  fieldErrors: {},
}

describe('renderHostedPage', () => {
  it('is right to left in Hebrew and Arabic, left to right in English and Russian, in each language', () => {
    const directions = LOCALES.map((locale) => [locale, /<html lang="(\w+)" dir="(\w+)">/.exec(renderHostedPage(locale, form))?.slice(1)])
    expect(directions).toEqual([
      ['he', ['he', 'rtl']],
      ['en', ['en', 'ltr']],
      ['ru', ['ru', 'ltr']],
      ['ar', ['ar', 'rtl']],
    ])
    for (const locale of LOCALES) expect(renderHostedPage(locale, form)).toContain(HOSTED_PAGE_TEXTS[locale].pay)
  })

  it('is self-contained and fits a phone: inline style, a viewport, no external resource', () => {
    const html = renderHostedPage('he', form)
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">')
    expect(html).not.toMatch(/<link|src="http|url\(http/)
    expect(html).toContain('action="/api/payment/hosted/abc/submit?locale=he"')
  })

  it('names the payments in each language', () => {
    expect(HOSTED_PAGE_TEXTS.he.paymentsOption(1)).toBe('תשלום אחד')
    expect(HOSTED_PAGE_TEXTS.he.paymentsOption(3)).toBe('3 תשלומים')
    expect(['1', '2', '5', '21', '12'].map((n) => HOSTED_PAGE_TEXTS.ru.paymentsOption(Number(n)))).toEqual([
      '1 платёж',
      '2 платежа',
      '5 платежей',
      '21 платёж',
      '12 платежей',
    ])
    expect(HOSTED_PAGE_TEXTS.ar.paymentsOption(2)).toBe('دفعتان')
  })

  it('escapes what was typed and keeps the posted message inert inside its script', () => {
    const typed = renderHostedPage('en', { ...form, values: { cardNumber: '"><script>alert(1)</script>' } })
    expect(typed).not.toContain('<script>alert(1)</script>')
    expect(typed).toContain(escapeHtml('"><script>alert(1)</script>'))
    const result = renderHostedPage('en', {
      kind: 'result',
      message: { source: 'kartis-payment', status: 'error', paymentId: '</script><b>', numberOfPayments: 1, message: 'x' },
    })
    expect(result).not.toContain('</script><b>')
  })
})

/** Runs the outcome page's scripts in a window framed by a parent: what it posts, and to which origin. */
const postedBy = (html: string, pageOrigin: string): readonly { readonly message: unknown; readonly targetOrigin: unknown }[] => {
  const posted: { message: unknown; targetOrigin: unknown }[] = []
  const jsonById = new Map([...html.matchAll(/<script type="application\/json" id="([^"]+)">(.*?)<\/script>/gs)].map((m) => [m[1], m[2]]))
  const scripts = [...html.matchAll(/<script>(.*?)<\/script>/gs)].map((m) => m[1] ?? '')
  const parent = { postMessage: (message: unknown, targetOrigin: unknown) => posted.push({ message, targetOrigin }) }
  const window: Record<string, unknown> = { opener: null, parent, location: { origin: pageOrigin } }
  const document = { getElementById: (id: string) => ({ textContent: jsonById.get(id) ?? null }) }
  for (const script of scripts) runInNewContext(script, { window, document, JSON })
  return posted
}

describe('§7 the outcome page posts its message to the storefront only', () => {
  const message = { source: 'kartis-payment', status: 'approved', paymentId: 's1', numberOfPayments: 1, message: 'ok' } as const

  it('never to any origin (*): to the page’s own origin when no storefront origin was allowed', () => {
    const html = renderHostedPage('he', { kind: 'result', message })
    expect(html).not.toContain("'*'")
    expect(postedBy(html, 'http://localhost:8080')).toEqual([{ message, targetOrigin: 'http://localhost:8080' }])
  })

  it('to the storefront origin it was opened by, when that origin is an allowed one', () => {
    const html = renderHostedPage('he', { kind: 'result', message }, 'https://shop.example')
    expect(postedBy(html, 'https://pay.example')).toEqual([{ message, targetOrigin: 'https://shop.example' }])
  })

  it('the card form carries the storefront origin on to the outcome page', () => {
    expect(renderHostedPage('he', form, 'https://shop.example')).toContain(
      'action="/api/payment/hosted/abc/submit?locale=he&amp;origin=https%3A%2F%2Fshop.example"',
    )
    expect(renderHostedPage('he', form)).toContain('action="/api/payment/hosted/abc/submit?locale=he"')
  })
})
