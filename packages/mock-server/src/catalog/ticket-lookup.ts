import * as E from 'fp-ts/Either'
import { checkMemberValid, kartisError, type Clock, type Result, type Ticket } from '@kartis/core'
import type { CustomerMembers } from '../storage/customer-members'
import type { CatalogPresentation, CatalogRepository } from '../storage/catalog-repository'
import type { VoucherRepository } from '../storage/voucher-repository'

/** What a ticket look-up reads. */
export interface TicketLookupDeps {
  readonly catalog: CatalogRepository
  readonly vouchers: VoucherRepository
  readonly clock: Pick<Clock, 'now'>
  /** Issue 14 the members the shop issued: a member number that prices nothing today says why (not started, expired). */
  readonly members?: Pick<CustomerMembers, 'member'>
}

/** §7 GET /presentations/{id}/ticket, decoded. */
export interface TicketLookupQuery {
  readonly ticketGroupId: number
  readonly ticketCode: string
  /** Tickets already in the cart: a code giving one of these was entered already. */
  readonly ignoreTicketIds: readonly number[]
}

/** Whether a code prices any ticket group of the box office (so it exists, elsewhere). */
const isCodeOfAnotherEvent = async (catalog: CatalogRepository, code: string): Promise<boolean> => {
  const groups = new Set((await catalog.listVenues()).flatMap((venue) => venue.ticketGroupIds))
  for (const group of groups) if ((await catalog.findCodeTicket(group, code)) !== null) return true
  return false
}

/**
 * §5/§8 the ticket a code gives in one ticket group of a presentation:
 * - a coupon or member number pricing the group → its ticket (multiplyFactor, balance =
 *   redemptions left); COUPON_ALREADY_USED when none are left; PRICE_CODE_ALREADY_ENTERED
 *   when its ticket is among ignoreTicketIds;
 * - a voucher or gift card → the group's voucher ticket carrying the code as systemVoucher
 *   (VOUCHER_EXPIRED, VOUCHER_WITHOUT_BALANCE; TICKET_NOT_IN_EVENT when the group takes no vouchers);
 * - a member number of the shop's that prices nothing here: MEMBER_NOT_STARTED or MEMBER_EXPIRED
 *   when it is not valid today, TICKET_NOT_IN_EVENT otherwise (issue 14);
 * - a code that prices only other groups, or a group the presentation does not sell → TICKET_NOT_IN_EVENT;
 * - anything else → CODE_NOT_FOUND.
 */
export const lookupTicket = async (
  deps: TicketLookupDeps,
  presentation: CatalogPresentation,
  query: TicketLookupQuery,
): Promise<Result<Ticket>> => {
  const code = query.ticketCode.trim()
  if (code === '') return E.left(kartisError('CODE_NOT_FOUND'))
  const group = presentation.ticketGroups.find((g) => g.id === query.ticketGroupId)
  if (group === undefined) return E.left(kartisError('TICKET_NOT_IN_EVENT', { ticketGroupId: query.ticketGroupId }))
  const ticket = await deps.catalog.findCodeTicket(group.id, code)
  if (ticket !== null) {
    if (query.ignoreTicketIds.includes(ticket.id)) return E.left(kartisError('PRICE_CODE_ALREADY_ENTERED', { code }))
    if (ticket.balance !== undefined && ticket.balance <= 0) return E.left(kartisError('COUPON_ALREADY_USED', { code }))
    return E.right(ticket)
  }
  const member = deps.members === undefined ? null : await deps.members.member(code)
  if (member !== null) {
    const valid = checkMemberValid(member, deps.clock.now())
    return E.isLeft(valid) ? valid : E.left(kartisError('TICKET_NOT_IN_EVENT', { code }))
  }
  const voucher = await deps.vouchers.findByCode(code)
  if (voucher !== null) {
    if (voucher.expiresAt !== null && Date.parse(voucher.expiresAt) <= deps.clock.now())
      return E.left(kartisError('VOUCHER_EXPIRED', { code }))
    if (voucher.balance <= 0) return E.left(kartisError('VOUCHER_WITHOUT_BALANCE', { code }))
    const voucherTicket = group.voucherTickets[0]
    if (voucherTicket === undefined) return E.left(kartisError('TICKET_NOT_IN_EVENT', { code }))
    return E.right({ ...voucherTicket, systemVoucher: voucher.code, balance: 1 })
  }
  if (await isCodeOfAnotherEvent(deps.catalog, code)) return E.left(kartisError('TICKET_NOT_IN_EVENT', { code }))
  return E.left(kartisError('CODE_NOT_FOUND', { code }))
}
