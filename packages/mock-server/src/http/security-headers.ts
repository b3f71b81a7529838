import { createHash } from 'node:crypto'
import fastifyHelmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import { HOSTED_PAGE_INLINE } from '../payment/hosted-page'

/** Sources an integration adds to the UIs' Content-Security-Policy (a captcha widget's script, frame and API). */
export interface ContentSecuritySources {
  readonly scriptSrc: readonly string[]
  readonly frameSrc: readonly string[]
  readonly connectSrc: readonly string[]
}

/** No extra sources: the UIs load only from their own origin. */
export const NO_EXTRA_SOURCES: ContentSecuritySources = { scriptSrc: [], frameSrc: [], connectSrc: [] }

const SELF = "'self'"

/**
 * The storefront's and console's Content-Security-Policy directives: everything from this
 * origin only (VOD clips included), no inline script or style element, images also as data: URLs (QR codes), the
 * hosted card page's origin as a frame, framed by this origin alone (issue 15 §4: the console
 * previews a venue's storefront in a frame), plus what an integration adds.
 */
export const uiCspDirectives = (
  extra: ContentSecuritySources,
  hostedPageOrigin: string | null,
): Readonly<Record<string, readonly string[]>> => ({
  'default-src': [SELF],
  'base-uri': [SELF],
  'script-src': [SELF, ...extra.scriptSrc],
  'script-src-attr': ["'none'"],
  'style-src': [SELF],
  'img-src': [SELF, 'data:'],
  'font-src': [SELF],
  // §2 the VOD screen's <video> plays clips this origin serves.
  'media-src': [SELF],
  'connect-src': [SELF, ...extra.connectSrc],
  'frame-src': [SELF, ...(hostedPageOrigin === null ? [] : [hostedPageOrigin]), ...extra.frameSrc],
  'frame-ancestors': [SELF],
  'form-action': [SELF],
  'object-src': ["'none'"],
})

const sha256 = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/**
 * The hosted card page's own policy: its inline script and style only (by hash), posting only
 * to itself, and framable by this origin and the storefront's (siteUrl) alone — the one page
 * another origin may frame.
 */
export const hostedPageCsp = (storefrontOrigins: readonly string[]): string =>
  [
    "default-src 'none'",
    `script-src ${HOSTED_PAGE_INLINE.scripts.map(sha256).join(' ')}`,
    `style-src ${HOSTED_PAGE_INLINE.styles.map(sha256).join(' ')}`,
    `img-src ${SELF} data:`,
    `form-action ${SELF}`,
    "base-uri 'none'",
    `frame-ancestors ${[SELF, ...storefrontOrigins].join(' ')}`,
  ].join('; ')

/** HSTS for answers served over HTTPS (a plain-HTTP answer cannot set it, and must not promise it). */
export const HSTS = 'max-age=31536000; includeSubDomains'

/**
 * Security headers on every answer (@fastify/helmet): the UIs' strict CSP, nosniff, a referrer
 * that never carries a path (reservation ids) to another origin, no framing by another origin, and HSTS only when
 * the request came over HTTPS.
 */
export const registerSecurityHeaders = (app: FastifyInstance, extra: ContentSecuritySources, hostedPageOrigin: string | null): void => {
  const directives = Object.fromEntries(
    Object.entries(uiCspDirectives(extra, hostedPageOrigin)).map(([name, values]) => [name, [...values]]),
  )
  void app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // A payment or captcha provider may open a pop-up that reports back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    xFrameOptions: { action: 'sameorigin' },
    strictTransportSecurity: false,
  })
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') void reply.header('strict-transport-security', HSTS)
  })
}
