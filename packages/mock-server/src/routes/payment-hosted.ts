import type { FastifyInstance, FastifyReply } from 'fastify'
import { resolveLocale } from '@kartis/core'
import { hostedPageCsp } from '../http/security-headers'
import { allowedStorefrontOrigins } from '../payment/payment-config'
import { showHostedPage, submitHostedPayment, type HostedPageResponse, type HostedPaymentDeps } from '../payment/hosted-payment'
import { isRecord } from '@kartis/api-adapter'

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded'

const textParam = (source: unknown, name: string): string | undefined => {
  const value = isRecord(source) ? source[name] : undefined
  return typeof value === 'string' ? value : undefined
}

/** An HTML page of the simulator: never cached, never indexed, framable by the storefront (its own policy). */
const sendPage = (reply: FastifyReply, page: HostedPageResponse, csp: string): FastifyReply => {
  // CSP frame-ancestors names who may frame it; X-Frame-Options cannot, so it goes.
  reply.raw.removeHeader('x-frame-options')
  return reply
    .status(page.status)
    .header('content-security-policy', csp)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .send(page.html)
}

/** The posted form as a record of field → value (the last value of a repeated field wins). */
const parseForm = (body: string): Readonly<Record<string, string>> => Object.fromEntries(new URLSearchParams(body))

/**
 * §7 the payment provider simulator's pages, outside the endpoint table (they are the
 * provider's, not the box office's): GET /api/payment/hosted/{sessionId}?locale= shows the card
 * form, and the form posts (application/x-www-form-urlencoded) to
 * /api/payment/hosted/{sessionId}/submit?locale=. They need no visitor uuid: the session id names
 * the payment. `origin` names the storefront that opened the page: its result message goes
 * there only when that origin is allowed (storefrontOriginOf), else to the page's own origin.
 */
export const registerHostedPaymentPages = (app: FastifyInstance, hosted: HostedPaymentDeps): void => {
  const csp = hostedPageCsp(allowedStorefrontOrigins(hosted.config))
  void app.register(async (pages) => {
    pages.addContentTypeParser(FORM_CONTENT_TYPE, { parseAs: 'string' }, (_request, body, done) => {
      done(null, parseForm(typeof body === 'string' ? body : body.toString('utf8')))
    })

    pages.get('/api/payment/hosted/:sessionId', async (request, reply) =>
      sendPage(
        reply,
        await showHostedPage(
          hosted,
          textParam(request.params, 'sessionId') ?? '',
          resolveLocale(textParam(request.query, 'locale')),
          textParam(request.query, 'origin'),
        ),
        csp,
      ),
    )

    pages.post('/api/payment/hosted/:sessionId/submit', async (request, reply) =>
      sendPage(
        reply,
        await submitHostedPayment(
          hosted,
          textParam(request.params, 'sessionId') ?? '',
          resolveLocale(textParam(request.query, 'locale')),
          isRecord(request.body) ? request.body : {},
          textParam(request.query, 'origin'),
        ),
        csp,
      ),
    )
  })
}
