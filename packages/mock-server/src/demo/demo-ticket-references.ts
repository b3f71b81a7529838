import { demoCatalog, FeatureId, TicketGroupId } from '@kartis/api-adapter'
import type { TicketReferenceSetup } from '../live-reports/sql-ticket-references'

/** The demo theatre's business: its references are the ones seeded. */
const THEATRE_BUSINESS = 2
/** §3 price type 1: a ticket price (the edit call's /1/{type}/…). */
const TICKET_PRICE = 1
/** A demo ticket id: its group × 100 + its price policy (price-list.ts); policy 1 is regular, 2 student. */
export const ticketOf = (group: number, policy: 1 | 2): number => group * 100 + policy

/** §7 the demo's ticket-reference agents (a Reference1 each) and their options at the theatre's Hamlet. */
export const DEMO_REFERENCE_AGENTS = [
  { name: 'סוכנות תיאטרון הצפון', reference1: 'AG-NORTH' },
  { name: 'ועד עובדי חברת החשמל', reference1: 'WORKERS-IEC' },
] as const

const OPTIONS = [
  { reference1: 'AG-NORTH', reference2: 'GROUP-A', group: TicketGroupId.theatreOrchestra, policy: 1, quantity: 40 },
  { reference1: 'AG-NORTH', reference2: 'GROUP-B', group: TicketGroupId.theatreBalcony, policy: 1, quantity: 25 },
  { reference1: 'WORKERS-IEC', reference2: 'EMPLOYEES', group: TicketGroupId.theatreOrchestra, policy: 2, quantity: 120 },
] as const

/**
 * §7 issue 13 the demo's tickets sold under references, each a paid reservation of one Hamlet show
 * (seedDemoReferenceSales), so that the console's ticket sales and the options' sold counts show them.
 */
export const DEMO_REFERENCE_SALES = [
  { reference1: 'AG-NORTH', reference2: 'GROUP-A', group: TicketGroupId.theatreOrchestra, policy: 1, count: 6 },
  { reference1: 'WORKERS-IEC', reference2: 'EMPLOYEES', group: TicketGroupId.theatreOrchestra, policy: 2, count: 4 },
] as const

/**
 * §7 issue 13 the demo's ticket-reference prompts: two agents of the theatre and three options
 * (a price row a reference pair may buy at Hamlet, with its quantity), for the console's
 * ticket-reference admin. Written once; those there already are kept. Returns how many were written.
 */
export const seedDemoTicketReferences = async (references: TicketReferenceSetup): Promise<number> => {
  const hamlet = demoCatalog().features.find((feature) => feature.id === FeatureId.hamlet)
  if (hamlet === undefined) return 0
  let written = 0
  for (const agent of DEMO_REFERENCE_AGENTS) if (await references.addAgent(THEATRE_BUSINESS, agent.name, agent.reference1)) written++
  for (const [index, option] of OPTIONS.entries()) {
    const ticketId = ticketOf(option.group, option.policy)
    const added = await references.addOption({
      businessId: THEATRE_BUSINESS,
      priceType: TICKET_PRICE,
      priceId: ticketId,
      priceRowId: index + 1,
      reference1: option.reference1,
      reference2: option.reference2,
      featureId: hamlet.id,
      ticketId,
      pricePolicyId: option.policy,
      presentationId: null,
      featureCategoryId: hamlet.featureCategoryId,
      quantity: option.quantity,
    })
    if (added) written++
  }
  return written
}
