import * as E from 'fp-ts/Either'
import {
  agorot,
  formatCalendarDate,
  kartisError,
  type KartisError,
  type Result,
  type TicketReferenceAdmin,
  type TicketReferenceAgent,
  type TicketReferenceItem,
  type TicketReferenceSales,
} from '@kartis/core'

/** Test support: an option as the box office names it (AG-NORTH / GROUP-A at Hamlet's orchestra, every presentation, 40 of which 12 bought). */
export const referenceItemOf = (overrides: Partial<TicketReferenceItem> = {}): TicketReferenceItem => ({
  priceType: 1,
  priceId: 301,
  priceRowId: 1,
  reference1: 'AG-NORTH',
  reference2: 'GROUP-A',
  featureId: 6,
  ticketId: 301,
  pricePolicyId: 1,
  presentationId: null,
  featureCategoryId: 2,
  quantity: 40,
  sold: 12,
  featureName: 'המלט',
  ticketName: 'רגיל',
  ticketGroupName: 'אולם',
  ticketPrice: agorot(18000),
  presentationStartsAt: null,
  agentName: 'סוכנות תיאטרון הצפון',
  ...overrides,
})

/** Test support: the demo's three options (two of AG-NORTH, one of WORKERS-IEC, one of them for one presentation). */
export const DEMO_REFERENCE_ITEMS: readonly TicketReferenceItem[] = [
  referenceItemOf(),
  referenceItemOf({
    priceId: 501,
    priceRowId: 2,
    ticketId: 501,
    reference2: 'GROUP-B',
    quantity: 25,
    sold: 0,
    ticketGroupName: 'יציע',
    ticketPrice: agorot(14000),
    presentationId: 31,
    presentationStartsAt: '2026-11-20T20:30:00+02:00',
  }),
  referenceItemOf({
    priceId: 302,
    priceRowId: 3,
    ticketId: 302,
    reference1: 'WORKERS-IEC',
    reference2: 'EMPLOYEES',
    pricePolicyId: 2,
    quantity: 120,
    sold: 30,
    ticketName: 'סטודנט',
    ticketPrice: agorot(12000),
    agentName: 'ועד עובדי חברת החשמל',
  }),
]

export const DEMO_REFERENCE_AGENTS: readonly TicketReferenceAgent[] = [
  { id: 1, name: 'סוכנות תיאטרון הצפון', reference1: 'AG-NORTH' },
  { id: 2, name: 'ועד עובדי חברת החשמל', reference1: 'WORKERS-IEC' },
]

export const DEMO_REFERENCE_SALES: readonly TicketReferenceSales[] = [
  { reference1: 'AG-NORTH', reference2: 'GROUP-A', agentName: 'סוכנות תיאטרון הצפון', ticketsSold: 12, revenue: agorot(216000) },
  { reference1: 'WORKERS-IEC', reference2: 'EMPLOYEES', agentName: 'ועד עובדי חברת החשמל', ticketsSold: 30, revenue: agorot(360000) },
]

/**
 * Test support: the ticket-reference admin in memory, with the box office's rules for the edit
 * (NOT_FOUND for an unknown option or other references, REFERENCE_QUANTITY_BELOW_SOLD below what was
 * bought); every call written to `calls`, and `fail` making the next call answer that error.
 */
export const fakeTicketReferences = (
  items: readonly TicketReferenceItem[] = DEMO_REFERENCE_ITEMS,
  agents: readonly TicketReferenceAgent[] = DEMO_REFERENCE_AGENTS,
  sales: readonly TicketReferenceSales[] = DEMO_REFERENCE_SALES,
) => {
  let options = [...items]
  const calls: string[] = []
  let failure: KartisError | null = null
  const answer = <A>(call: string, value: () => A): Promise<Result<A>> => {
    calls.push(call)
    const error = failure
    failure = null
    return Promise.resolve(error === null ? E.right(value()) : E.left(error))
  }
  const references: TicketReferenceAdmin = {
    agents: () => answer('agents', () => agents),
    promptAdmin: (range) =>
      answer(`promptAdmin ${formatCalendarDate(range.startDate)} ${formatCalendarDate(range.endDate)}`, () => options),
    promptAdminDetail: (reference1, reference2) =>
      answer(`detail ${reference1} ${reference2}`, () =>
        options.filter((item) => item.reference1 === reference1 && item.reference2 === reference2),
      ),
    promptAdminTicketSales: (range) =>
      answer(`ticketSales ${formatCalendarDate(range.startDate)} ${formatCalendarDate(range.endDate)}`, () => sales),
    editQuantity: (edit) => {
      calls.push(`edit ${edit.priceId}:${edit.priceRowId} ${edit.quantity}`)
      const error = failure
      failure = null
      if (error !== null) return Promise.resolve(E.left(error))
      const item = options.find(
        (o) =>
          o.priceType === edit.priceType &&
          o.priceId === edit.priceId &&
          o.priceRowId === edit.priceRowId &&
          o.reference1 === edit.reference1 &&
          o.reference2 === edit.reference2,
      )
      if (item === undefined) return Promise.resolve(E.left(kartisError('NOT_FOUND')))
      if (edit.quantity < item.sold) return Promise.resolve(E.left(kartisError('REFERENCE_QUANTITY_BELOW_SOLD', { sold: item.sold })))
      const edited = { ...item, quantity: edit.quantity }
      options = options.map((o) => (o === item ? edited : o))
      return Promise.resolve(E.right(edited))
    },
  }
  return {
    references,
    calls,
    fail: (error: KartisError) => {
      failure = error
    },
  }
}
