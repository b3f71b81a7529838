import type { CatalogSnapshot } from './catalog-snapshot'
import { arenaPlan, arenaVenue } from './arena'
import { cinemaHallPlan, cinemaVenue } from './cinema-hall'
import { clubPlan, clubVenue, mixedPlan, mixedVenue } from './club-and-mixed'
import { FEATURES, FeatureId } from './features'
import { demoSalesCatalog } from './demo-sales'
import { LOOKUP_BENEFITS } from './lookup-benefits'
import { COUPONS, PRICE_POLICIES, PRODUCTS, TICKET_GROUPS } from './price-list'
import { theatrePlan, theatreVenue } from './theatre'
import { vodPlan, vodVenues } from './vod-venues'

/** §3 the demo mini-site. */
export const DEMO_MINI_SITE_URL = 'festival'

/**
 * §1 issue 14 the demo mini-site sold by reference codes: the theatre's Hamlet for the north's
 * agency and the electricity workers' committee, whose codes (Reference1/Reference2) the reference
 * server's ticket-reference options accept (DEMO-DATA.md, "Ticket references").
 */
export const DEMO_AGENTS_MINI_SITE_URL = 'theatre-agents'

/** §7 GET /integration: the demo's TS/ret/key triple and the integration it names. */
export const DEMO_INTEGRATION = {
  ts: 'kartis-demo',
  ret: 'https://example.org/kartis/return',
  key: 'demo-key-2025',
  integrationId: 'INT-DEMO-1',
} as const

/** §3 the whole static demo catalog, generated (plans are built by code, not stored as data). */
export const demoCatalog = (): CatalogSnapshot => ({
  pricePolicies: PRICE_POLICIES,
  ticketGroups: TICKET_GROUPS,
  products: PRODUCTS,
  venues: [
    { venue: cinemaVenue(), plan: cinemaHallPlan() },
    { venue: theatreVenue(), plan: theatrePlan() },
    { venue: clubVenue(), plan: clubPlan() },
    { venue: mixedVenue(), plan: mixedPlan() },
    { venue: arenaVenue(), plan: arenaPlan() },
    ...vodVenues().map((venue) => ({ venue, plan: vodPlan(venue) })),
  ],
  features: FEATURES,
  coupons: COUPONS,
  lookupBenefits: LOOKUP_BENEFITS,
  miniSites: [
    {
      url: DEMO_MINI_SITE_URL,
      name: 'פסטיבל הקיץ',
      featureIds: [FeatureId.journeyToTheSea, FeatureId.nightInTelAviv, FeatureId.laughAtEverything],
    },
    { url: DEMO_AGENTS_MINI_SITE_URL, name: 'הזמנות קבוצה — תיאטרון', featureIds: [FeatureId.hamlet], byReference: true },
  ],
  integrations: [DEMO_INTEGRATION],
  sales: demoSalesCatalog(),
})
