import {
  DEFAULT_VENUE_BUSINESS_ID,
  formatJerusalemDateTime,
  globalServiceChargeOf,
  lookupsOfGroup,
  type VenueSettings,
  venueSettingsOfBusiness,
  type Feature,
  type Presentation,
  type SeatPlan,
  type SeatSection,
  type Ticket,
  type TicketGroup,
} from '@kartis/core'
import type { DemoDataset, DemoTicketCode, DemoVoucher } from '../in-memory/dataset'
import type {
  CatalogSnapshot,
  CouponDefinition,
  PresentationDraft,
  SeatPlanLayout,
  TicketDefinition,
  Venue,
  VoucherIssue,
} from './catalog-snapshot'
import { demoCatalog } from './demo-catalog'
import { demoOccupancy, demoOccupancyKey, type DemoOccupancy } from './demo-occupancy'
import { demoVenues } from './demo-venues'
import { demoVouchers } from './demo-vouchers'
import { DEMO_SCHEDULES, DEMO_UNTIMED, scheduleDrafts, untimedDrafts } from './schedule'
import { seatPlanOfLayout } from './seat-plan-of-layout'

/**
 * §3 the presentations a box office opening at `now` adds, in the order the reference server
 * numbers them on its first start (untimed VOD items, then the rolling schedule).
 */
export const demoPresentationDrafts = (now: number): readonly PresentationDraft[] => [
  ...untimedDrafts(DEMO_UNTIMED),
  ...scheduleDrafts(DEMO_SCHEDULES, now),
]

const toTicket = (definition: TicketDefinition): Ticket => ({
  id: definition.id,
  name: definition.name,
  price: definition.price,
  serviceCharge: definition.serviceCharge,
  pricePolicyId: definition.pricePolicyId,
  multiplyFactor: 1,
  quantity: 0,
})

/**
 * §5 whether a code prices a group (a coupon names it) and, issue 15, the look-ups it asks for
 * when a benefit names it too: code and member number where a code prices it, then its benefits'.
 */
const byCodeAndLookups = (snapshot: CatalogSnapshot, groupId: number): Pick<TicketGroup, 'isByCodeEnabled' | 'lookups'> => {
  const isByCodeEnabled = snapshot.coupons.some((coupon) => coupon.prices.some((price) => price.ticketGroupId === groupId))
  const benefits = (snapshot.lookupBenefits ?? []).filter((benefit) => benefit.ticketGroupId === groupId).map((benefit) => benefit.kind)
  if (benefits.length === 0) return { isByCodeEnabled }
  return { isByCodeEnabled, lookups: [...lookupsOfGroup({ isByCodeEnabled }), ...benefits] }
}

/** §3 ticket groups by id as the core knows them; a group is priced by code when a coupon names it. */
const ticketGroupsOf = (snapshot: CatalogSnapshot): ReadonlyMap<number, TicketGroup> =>
  new Map(
    snapshot.ticketGroups.map((group) => [
      group.id,
      {
        id: group.id,
        name: group.name,
        tickets: group.tickets.filter((t) => !t.isVoucherTicket).map(toTicket),
        voucherTickets: group.tickets.filter((t) => t.isVoucherTicket).map(toTicket),
        ...byCodeAndLookups(snapshot, group.id),
      },
    ]),
  )

const placeKey = (sectionId: number, x: number, y: number): string => `${sectionId}/${x}/${y}`

/**
 * §4 a presentation's plan as it opens: sold seats 'unavailable', held ones 'hold', the rest
 * 'available'. The in-memory box office numbers GA places itself, so a GA section opens with
 * the places the box office sold already taken off its capacity.
 */
const openingPlan = (layout: SeatPlanLayout, occupancy: DemoOccupancy): SeatPlan => {
  const sold = new Set(occupancy.sold.map((seat) => placeKey(seat.sectionId, seat.x, seat.y)))
  const held = new Set(occupancy.held.map((seat) => placeKey(seat.sectionId, seat.x, seat.y)))
  const plan = seatPlanOfLayout(layout, 'available')
  const open = (section: SeatSection): SeatSection => {
    if (!section.isReserved) {
      const soldPlaces = occupancy.sold.filter((seat) => seat.sectionId === section.id).length
      return { ...section, gaCapacity: Math.max(0, (section.gaCapacity ?? 0) - soldPlaces) }
    }
    return {
      ...section,
      groups: section.groups.map((group) => ({
        ...group,
        rows: group.rows.map((row) => ({
          ...row,
          seats: row.seats.map((seat) => {
            const key = seat.y === null ? null : placeKey(seat.sectionId, seat.x, seat.y)
            if (key !== null && sold.has(key)) return { ...seat, status: 'unavailable' as const }
            if (key !== null && held.has(key)) return { ...seat, status: 'hold' as const }
            return seat
          }),
        })),
      })),
    }
  }
  return { ...plan, sections: plan.sections.map(open) }
}

const lookUp = <T>(items: ReadonlyMap<number, T>, id: number, what: string): T => {
  const item = items.get(id)
  // The demo's builders refer only to what they define: a miss is a bug in them.
  if (item === undefined) throw new Error(`demo ${what} ${id} is not defined`)
  return item
}

/** §3 a presentation of a draft, derived as the reference server derives it from the draft's feature and venue. */
const presentationOf = (
  snapshot: CatalogSnapshot,
  id: number,
  draft: PresentationDraft,
  context: {
    readonly features: ReadonlyMap<number, Feature>
    readonly venues: ReadonlyMap<number, { readonly venue: Venue; readonly plan: SeatPlanLayout | null }>
    readonly ticketGroups: ReadonlyMap<number, TicketGroup>
  },
): Presentation => {
  const feature = lookUp(context.features, draft.featureId, 'feature')
  const { venue, plan } = lookUp(context.venues, draft.venueId, 'venue')
  const sections = plan?.sections ?? []
  return {
    id,
    featureId: feature.id,
    featureTypeId: feature.featureTypeId,
    featureCategoryId: feature.featureCategoryId,
    venueId: venue.id,
    venueTypeId: venue.venueTypeId,
    venueName: venue.name,
    seatplanId: venue.seatplanId ?? 0,
    startDateTime: draft.startsAt === null ? null : formatJerusalemDateTime(draft.startsAt),
    seatPlan: plan === null ? null : openingPlan(plan, demoOccupancy(plan, demoOccupancyKey(draft))),
    ticketGroups: venue.ticketGroupIds.map((groupId) => lookUp(context.ticketGroups, groupId, 'ticket group')),
    serviceCharge: draft.serviceCharge,
    products: venue.productIds.flatMap((productId) => snapshot.products.filter((product) => product.id === productId)),
    isReserved: sections.some((section) => section.isReserved),
    isGA: sections.filter((section) => !section.isReserved).length,
    soldout: draft.soldout,
    locationId: venue.locationId,
    authProfileId: venue.authProfileId,
    businessId: venue.businessId,
    seatingPolicyId: draft.seatingPolicyId,
    maxSeats: draft.maxSeats,
    seatsLoaded: false,
  }
}

/** §5 a coupon or member number as the ticket it gives in each ticket group it prices. */
const ticketCodesOf = (coupon: CouponDefinition): readonly DemoTicketCode[] =>
  coupon.prices.map((price) => ({
    code: coupon.code,
    presentationIds: [],
    ticketGroupId: price.ticketGroupId,
    ticket: {
      id: price.ticketId,
      name: coupon.name,
      price: price.price,
      serviceCharge: price.serviceCharge,
      pricePolicyId: coupon.pricePolicyId,
      multiplyFactor: coupon.multiplyFactor,
      balance: coupon.balance,
      quantity: 0,
      ...(coupon.lookup === 'memberNumber' ? { memberNumber: coupon.code } : { code: coupon.code }),
    },
  }))

/** §3 vouchers numbered in issue order, as the server numbers them; times to the whole second, as it sends them. */
const voucherOf = (issue: VoucherIssue, index: number, issuedAt: number): DemoVoucher => {
  const iso = (epochMs: number): string => formatJerusalemDateTime(Math.floor(epochMs / 1000) * 1000)
  return {
    voucher: {
      id: index + 1,
      code: issue.code,
      balance: issue.balance,
      isGiftCard: issue.isGiftCard,
      expiresAt: issue.expiresAt === null ? null : iso(issue.expiresAt),
    },
    name: issue.name,
    issuedAt: iso(issuedAt),
  }
}

/**
 * §3 a catalogue as an in-memory box office's dataset: presentations numbered from 1 in draft
 * order with their opening seat plans, the venues' order charges, the coupons as ticket codes,
 * the vouchers, timers, mini-sites (their presentations not started at `now`) and integrations.
 */
const datasetOf = (
  snapshot: CatalogSnapshot,
  drafts: readonly PresentationDraft[],
  vouchers: readonly VoucherIssue[],
  now: number,
  venueSettings: readonly VenueSettings[],
): DemoDataset => {
  const venues = new Map(snapshot.venues.map((entry) => [entry.venue.id, entry]))
  const context = { features: new Map(snapshot.features.map((f) => [f.id, f])), venues, ticketGroups: ticketGroupsOf(snapshot) }
  const numbered = drafts.map((draft, index) => ({ id: index + 1, draft }))
  const presentations = numbered.map(({ id, draft }) => presentationOf(snapshot, id, draft, context))
  const upcoming = [...numbered]
    .filter(({ draft }) => draft.startsAt === null || draft.startsAt > now)
    // The server lists a mini-site's timed presentations by start, then the untimed ones.
    .sort((a, b) => (a.draft.startsAt ?? Infinity) - (b.draft.startsAt ?? Infinity) || a.id - b.id)
  return {
    features: snapshot.features,
    presentations,
    // Issue 15 the order's charge by the rule the server prices with: the presentation's venue's settings.
    serviceCharges: presentations.flatMap((presentation) => {
      const charge = globalServiceChargeOf(
        venueSettingsOfBusiness(venueSettings, presentation.businessId ?? DEFAULT_VENUE_BUSINESS_ID),
        presentation,
      )
      return charge === null ? [] : [{ presentationId: presentation.id, charge }]
    }),
    ticketCodes: snapshot.coupons.flatMap(ticketCodesOf),
    lookupBenefits: snapshot.lookupBenefits ?? [],
    vouchers: vouchers.map((issue, index) => voucherOf(issue, index, now)),
    timers: numbered.flatMap(({ id, draft }) => (draft.timer === null ? [] : [{ presentationId: id, ...draft.timer }])),
    miniSites: snapshot.miniSites.map((site) => ({
      url: site.url,
      name: site.name,
      byReference: site.byReference === true,
      presentationIds: upcoming.filter(({ draft }) => site.featureIds.includes(draft.featureId)).map(({ id }) => id),
      // The reference server checks no references either (§7 validate accepts any).
      eligibleReferences: [],
    })),
    integrations: snapshot.integrations.map((integration) => ({
      params: { TS: integration.ts, ret: integration.ret, key: integration.key },
      integrationId: integration.integrationId,
    })),
    sales: snapshot.sales,
    // Issue 15 the demo's venues, as the server configures them on its first start.
    venues: venueSettings,
  }
}

/**
 * §3 the demo box office for the in-memory adapters, as the reference server has it after its
 * first start at `now` (epoch ms): the same features, presentations (and ids), seat plans with
 * the same sold and held seats, ticket groups, products, coupons, vouchers and gift cards.
 */
export const demoDataset = (now: number): DemoDataset =>
  datasetOf(demoCatalog(), demoPresentationDrafts(now), demoVouchers(now), now, demoVenues())
