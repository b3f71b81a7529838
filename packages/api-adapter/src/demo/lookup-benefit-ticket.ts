import type { Ticket } from '@kartis/core'
import type { LookupBenefitDefinition } from './catalog-snapshot'

/** The parts of a look-up benefit its ticket is made of. */
export type LookupBenefitPrice = Pick<LookupBenefitDefinition, 'ticketId' | 'name' | 'price' | 'serviceCharge' | 'pricePolicyId'>

/**
 * §5 issue 15 the ticket a look-up benefit gives: one seat per grant (balance 1), carrying the
 * grant's token as its code when there is one — the same in the reference server and in memory.
 */
export const benefitTicketOf = (benefit: LookupBenefitPrice, code?: string): Ticket => ({
  id: benefit.ticketId,
  name: benefit.name,
  price: benefit.price,
  serviceCharge: benefit.serviceCharge,
  pricePolicyId: benefit.pricePolicyId,
  multiplyFactor: 1,
  balance: 1,
  quantity: 0,
  ...(code === undefined ? {} : { code }),
})
