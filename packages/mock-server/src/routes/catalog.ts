import * as E from 'fp-ts/Either'
import type { FastifyRequest } from 'fastify'
import { integrationParams, isBenefitLookupKind, kartisError, type Result } from '@kartis/core'
import type { AppDeps, RouteHost } from '../app-deps'
import { validateMiniSiteTickets } from '../catalog/mini-site-validation'
import { placeholderSvg } from '../catalog/placeholder-svg'
import { orderServiceChargeOf } from '../payment/order-service-charge'
import { featuresOnSale, listFlags, miniSitePresentationIds, presentationsOnSale } from '../catalog/sale-filters'
import { lookupBenefitTicket, requestLookupCode, type BenefitLookupDeps } from '../catalog/benefit-lookup'
import { lookupTicket } from '../catalog/ticket-lookup'
import type { CatalogPresentation } from '../storage/catalog-repository'
import { toJerusalemIso } from '../storage/jerusalem-time'
import { isVisibleAt, presentationAtVenue, visibleBusinessOf as visibleBusinessOfRequest } from '../venues/venue-scope'
import { afterCaptcha, inHebrew, orErrorAnswer } from './answer'

const SVG = 'image/svg+xml'

const svgBytes = (svg: string): Uint8Array => new TextEncoder().encode(svg)

/** §7 Public ordering, the catalogue: features, presentations, ticket groups, ticket look-up, timer, integration, images, mini-sites. */
export const registerCatalogRoutes = (host: RouteHost, deps: AppDeps): void => {
  const { storage, clock, config, layouts } = deps
  const { catalog } = storage
  const catalogDeps = { catalog, clock }

  /** Issue 15 §2 the business whose presentations a request may see (venues/venue-scope.ts). */
  const visibleBusinessOf = (request: FastifyRequest): Promise<Result<number | null>> => visibleBusinessOfRequest(storage.venues, request)

  /** A presentation by id; PRSNT_NOT_FOUND when unknown, of another venue than the request's (issue 15) or, with a mini-site, not sold there. */
  const presentationOf = async (
    request: FastifyRequest,
    id: number,
    miniSiteUrl: string | undefined,
  ): Promise<Result<CatalogPresentation>> => {
    const presentation = await presentationAtVenue({ venues: storage.venues, layouts }, request, id)
    if (E.isLeft(presentation) || miniSiteUrl === undefined) return presentation
    const site = await miniSitePresentationIds(catalog, miniSiteUrl)
    if (E.isLeft(site)) return site
    return site.right.has(id) ? presentation : E.left(kartisError('PRSNT_NOT_FOUND', { presentationId: id }))
  }

  host.handle('features', async ({ params, request }) => {
    const visible = await visibleBusinessOf(request)
    if (E.isLeft(visible)) return visible
    const features = await featuresOnSale(catalogDeps, params)
    const business = visible.right
    if (business === null || E.isLeft(features)) return features
    // Issue 15 §2 a venue's pages list the features its own presentations play.
    const presentations = await presentationsOnSale(catalogDeps, params)
    if (E.isLeft(presentations)) return presentations
    const playing = new Set(presentations.right.filter((p) => p.businessId === business).map((p) => p.featureId))
    return E.right(features.right.filter((feature) => playing.has(feature.id)))
  })

  host.handle('presentations', async ({ params, request }) => {
    const visible = await visibleBusinessOf(request)
    if (E.isLeft(visible)) return visible
    // Issue 15 §2 a venue's pages list its own presentations only.
    const ofVenue = (presentation: CatalogPresentation): boolean => isVisibleAt(visible.right, presentation.businessId)
    return E.map((all: readonly CatalogPresentation[]) => {
      const presentations = all.filter(ofVenue)
      return { presentations, ...listFlags(presentations) }
    })(await presentationsOnSale(catalogDeps, params))
  })

  host.handle('presentation', async ({ params, request }) => orErrorAnswer(await presentationOf(request, params.id, params.miniSiteUrl)))

  // Issue 15 the order charge the storefront shows is the one the commit charges: the venue's settings' (orderServiceChargeOf).
  host.handle('ticketGroups', async ({ params, request }) => {
    const presentation = await presentationOf(request, params.id, params.miniSiteUrl)
    if (E.isLeft(presentation)) return presentation
    const serviceCharge = await orderServiceChargeOf(storage.venues, presentation.right)
    return E.right({ ticketGroups: presentation.right.ticketGroups, serviceCharge })
  })

  const benefitDeps = (request: FastifyRequest): BenefitLookupDeps => ({
    benefits: storage.lookupBenefits,
    codes: { codes: storage.loginCodes, sms: deps.sms, clock, config: config.customers, log: request.log },
    secret: config.customers.secret,
  })

  host.handle(
    'ticketLookup',
    async ({ params, request, uuid }) => {
      const kind = params.lookup ?? 'code'
      const found = await afterCaptcha(config.captcha, params.recaptchaToken, request, async () => {
        const presentation = await presentationOf(request, params.id, params.miniSiteUrl)
        if (E.isLeft(presentation)) return presentation
        // Issue 15 §5 an ID number, a mobile number or a one-time code, where the ticket type asks for it.
        if (isBenefitLookupKind(kind)) return lookupBenefitTicket(benefitDeps(request), presentation.right, { ...params, kind }, uuid)
        return lookupTicket({ catalog, vouchers: storage.vouchers, clock, members: storage.members }, presentation.right, params)
      })
      return isBenefitLookupKind(kind) ? inHebrew(found) : orErrorAnswer(found)
    },
    // Issue 10: vouchers, gift cards and coupons must not be found by guessing codes; issue 15 nor
    // the ID and mobile numbers on a venue's lists, nor one-time codes (5 attempts each besides).
    { rateLimit: 'codeLookups' },
  )

  // Issue 15 §5 a one-time code by SMS for a ticket type asking for one: each SMS costs money, so
  // the customer logins' limits (and the one-time codes' own per number and per phone).
  host.handle(
    'ticketLookupCode',
    async ({ params, body, request, uuid, clientAddress }) =>
      inHebrew(
        await afterCaptcha(config.captcha, body.recaptchaToken, request, async () => {
          const presentation = await presentationOf(request, params.id, body.miniSiteUrl)
          if (E.isLeft(presentation)) return presentation
          return requestLookupCode(benefitDeps(request), presentation.right, body, { visitorUuid: uuid, clientAddress })
        }),
      ),
    { rateLimit: 'customerLogins' },
  )

  host.handle('timer', async ({ params, request }) => {
    const presentation = await presentationAtVenue({ venues: storage.venues, layouts }, request, params.id)
    if (E.isLeft(presentation)) return presentation
    const timer = await catalog.getTimer(params.id)
    const currentTime = toJerusalemIso(clock.now())
    return E.right(timer === null ? {} : { [String(params.id)]: { ...timer, currentTime } })
  })

  // §5 all three values or nothing (a blank one is missing: INTEGRATION_PARAMS_MISSING); an unknown
  // triple (a wrong key) is NOT_FOUND. Issue 14 limited: a partner's key must not be found by trying.
  host.handle(
    'integration',
    async ({ params }) => {
      const triple = integrationParams(params)
      if (E.isLeft(triple)) return inHebrew(triple)
      const { TS, ret, key } = triple.right
      const integrationId = await catalog.findIntegration(TS, ret, key)
      return inHebrew(integrationId === null ? E.left(kartisError('NOT_FOUND', { TS })) : E.right(integrationId))
    },
    { rateLimit: 'partnerCodes' },
  )

  host.handle(
    'featurePlaceholderImage',
    async ({ params, request }) => {
      const visible = await visibleBusinessOf(request)
      if (E.isLeft(visible)) return visible
      const feature = (await catalog.listFeatures([params.id]))[0]
      // Issue 15 §2 a venue's pages (/v/{slug}/api/… too) show the posters of the features its own presentations play.
      const played =
        visible.right === null ||
        (await catalog.listPresentations({ featureIds: [params.id] })).some((p) => isVisibleAt(visible.right, p.businessId))
      return feature === undefined || !played
        ? E.left(kartisError('NOT_FOUND', { featureId: params.id }))
        : E.right(svgBytes(placeholderSvg('feature', feature.id, feature.name)))
    },
    { contentType: SVG },
  )

  host.handle(
    'productImage',
    async ({ params }) => {
      const product = (await catalog.listProducts([params.id]))[0]
      return product === undefined
        ? E.left(kartisError('NOT_FOUND', { productId: params.id }))
        : E.right(svgBytes(placeholderSvg('product', product.id, product.name)))
    },
    { contentType: SVG },
  )

  host.handle('miniSite', async ({ params }) => {
    const site = await catalog.getMiniSite(params.url)
    if (site === null) return inHebrew(E.left(kartisError('NOT_FOUND', { miniSiteUrl: params.url })))
    const presentations = await catalog.listPresentations({ ids: site.presentationIds })
    return E.right(E.right({ url: site.url, name: site.name, byReference: site.byReference, presentations }))
  })

  // Issue 13 references given are checked against the ticket-reference options (an eligible pair with tickets left).
  // Issue 14 limited: a mini-site's reference codes must not be found by trying.
  host.handle(
    'miniSiteValidate',
    async ({ params }) => inHebrew(await validateMiniSiteTickets(catalog, storage.ticketReferenceQuota, params.url, params)),
    { rateLimit: 'partnerCodes' },
  )
}
