import type * as t from 'io-ts'
import type { TicketReferenceAgent, TicketReferenceItem, TicketReferenceSales } from '@kartis/core'
import { JerusalemDateTime } from '../date-codec'
import { Shekels } from '../money-codec'
import { listOf, nullable } from '../optionality'
import { WireInt, WireString } from '../scalars'
import { field, tolerantObject, wireObject, wrapped, type WireObject } from '../tolerant-keys'
import { CalendarDateCodec, KeyInt, OptionQuantity, ReferenceText } from './report-scalars'

/** §7 the ticket-reference admin (designed: §7 does not show its shapes); keys as §3 names them. */

/** §7 …/TicketReferencePromptAdmin/data and …/AdminTicketSales/data query: the range (§9 default last month → today). */
export const ReferenceRangeParams = tolerantObject(
  'reference range params',
  {},
  { startDate: CalendarDateCodec, endDate: CalendarDateCodec },
)
export type ReferenceRangeParams = t.TypeOf<typeof ReferenceRangeParams>

/** §7 …/TicketReferencePromptAdminDetail/data query: the pair (reference, reference2, as the edit body names them). */
export const ReferencePairParams = tolerantObject('reference pair params', { reference: ReferenceText, reference2: ReferenceText }, {})
export type ReferencePairParams = t.TypeOf<typeof ReferencePairParams>

/** §7 POST /pres-live/editReferencePromptOptionQuantity/1/{type}/{priceId}/{rowId} path. */
export const EditQuantityParams = tolerantObject('edit quantity params', { type: KeyInt, priceId: KeyInt, rowId: KeyInt }, {})
export type EditQuantityParams = t.TypeOf<typeof EditQuantityParams>

/** §7 its body: reference, reference2 (the option's, as the editor saw them), quantity. */
export const EditQuantityBody = tolerantObject(
  'edit quantity body',
  { reference: ReferenceText, reference2: ReferenceText, quantity: OptionQuantity },
  {},
)
export type EditQuantityBody = t.TypeOf<typeof EditQuantityBody>

export const TicketReferenceAgentCodec: t.Type<TicketReferenceAgent, WireObject, unknown> = wireObject('TicketReferenceAgent', {
  id: field('Id', WireInt),
  name: field('Name', WireString),
  reference1: field('Reference1', WireString),
})

/**
 * §3 Reference1, Reference2, PriceType, PriceId, PriceRowId, FeatureId, TicketId, PricePolicyId, PresentationId, FeatureCategoryId;
 * Quantity, Sold; and the names a screen shows (designed): FeatureName, TicketName, TicketGroupName, TicketPrice (shekels),
 * PresentationStartDateTime (Asia/Jerusalem), AgentName.
 */
export const TicketReferenceItemCodec: t.Type<TicketReferenceItem, WireObject, unknown> = wireObject('TicketReferenceItem', {
  reference1: field('Reference1', WireString),
  reference2: field('Reference2', WireString),
  priceType: field('PriceType', WireInt),
  priceId: field('PriceId', WireInt),
  priceRowId: field('PriceRowId', WireInt),
  featureId: field('FeatureId', WireInt),
  ticketId: field('TicketId', WireInt),
  pricePolicyId: field('PricePolicyId', WireInt),
  presentationId: field('PresentationId', nullable(WireInt)),
  featureCategoryId: field('FeatureCategoryId', WireInt),
  quantity: field('Quantity', WireInt),
  sold: field('Sold', WireInt),
  featureName: field('FeatureName', WireString),
  ticketName: field('TicketName', nullable(WireString)),
  ticketGroupName: field('TicketGroupName', nullable(WireString)),
  ticketPrice: field('TicketPrice', nullable(Shekels)),
  presentationStartsAt: field('PresentationStartDateTime', nullable(JerusalemDateTime)),
  agentName: field('AgentName', nullable(WireString)),
})

export const TicketReferenceSalesCodec: t.Type<TicketReferenceSales, WireObject, unknown> = wireObject('TicketReferenceSales', {
  reference1: field('Reference1', WireString),
  reference2: field('Reference2', WireString),
  agentName: field('AgentName', nullable(WireString)),
  ticketsSold: field('TicketsSold', WireInt),
  revenue: field('Revenue', Shekels),
})

export const TicketReferenceAgentsResponse = wrapped('agents', listOf(TicketReferenceAgentCodec))
export const TicketReferenceItemsResponse = wrapped('items', listOf(TicketReferenceItemCodec))
export const TicketReferenceSalesResponse = wrapped('sales', listOf(TicketReferenceSalesCodec))
export const TicketReferenceItemResponse = TicketReferenceItemCodec
