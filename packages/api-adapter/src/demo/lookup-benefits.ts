import { agorot } from '@kartis/core'
import type { LookupBenefitDefinition } from './catalog-snapshot'
import { Policy, TicketGroupId } from './price-list'

/** Issue 15 §5 ID numbers of the theatre's town residents (valid check digits; DEMO-DATA.md). */
export const DEMO_RESIDENT_ID_NUMBERS = ['123456782', '203040506', '314159260'] as const

/** Issue 15 §5 mobile numbers on the theatre's lists: the workers' committee, and the SMS benefit's customers. */
export const DEMO_BENEFIT_MOBILES = ['0547654321', '0531234567'] as const

/**
 * Issue 15 §5 the theatre's (business 2) ticket types by look-up: the balcony's residents' price by
 * ID number, the gallery's workers' committee price by mobile number, and the limited-view seats'
 * SMS price by a one-time code sent to a mobile number on the list.
 */
export const LOOKUP_BENEFITS: readonly LookupBenefitDefinition[] = [
  {
    ticketGroupId: TicketGroupId.theatreBalcony,
    kind: 'idNumber',
    name: 'תושבי העיר',
    ticketId: 9201,
    pricePolicyId: Policy.benefit,
    price: agorot(6000),
    serviceCharge: agorot(0),
    eligible: DEMO_RESIDENT_ID_NUMBERS,
  },
  {
    ticketGroupId: TicketGroupId.theatreGallery,
    kind: 'mobile',
    name: 'ועד העובדים',
    ticketId: 9202,
    pricePolicyId: Policy.benefit,
    price: agorot(4000),
    serviceCharge: agorot(0),
    eligible: DEMO_BENEFIT_MOBILES,
  },
  {
    ticketGroupId: TicketGroupId.limitedView,
    kind: 'oneTimeCode',
    name: 'הטבת SMS',
    ticketId: 9203,
    pricePolicyId: Policy.benefit,
    price: agorot(3000),
    serviceCharge: agorot(0),
    eligible: DEMO_BENEFIT_MOBILES,
  },
]
