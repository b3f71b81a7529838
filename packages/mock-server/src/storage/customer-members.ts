import type { Member, Result } from '@kartis/core'

/**
 * §3/§6 the members a customer owns (member numbers of its memberships), whatever their dates:
 * the rules judge them (a hold order needs an active one). The membership shop issues them with
 * its orders (issue 14, MembersTx); the demo issues its own on start.
 */
export interface CustomerMembers {
  /** The customer's members, by member number; none for an unknown customer. */
  membersOf(customerId: number): Promise<readonly Member[]>
  /** §5 a member by its number (a ticket code), whoever owns it; null when there is none. */
  member(memberNumber: string): Promise<Member | null>
  /** Issue 14 the member bought with a reservation (its e-document lists it); null when none was. */
  ofReservation(reservationIdentifier: string): Promise<Member | null>
  /** Issues a member; a member number issued already is left as it was. Whether it was issued now. */
  issue(member: Member): Promise<boolean>
}

/** Issue 14 members inside the commit's transaction: a membership bought is its member, written with its reservation. */
export interface MembersTx {
  /** Issues the member bought with the reservation; BAD_REQUEST { reason: 'member-number-taken' } when the number exists (draw another). */
  issue(member: Member, reservationIdentifier: string): Promise<Result<void>>
}
