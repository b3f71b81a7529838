import type { Member } from '@kartis/core'

/**
 * §3/§6 the members a customer owns (member numbers of its memberships), whatever their dates:
 * the rules judge them (a hold order needs an active one). Memberships are sold by a later issue;
 * until then the demo issues them.
 */
export interface CustomerMembers {
  /** The customer's members, by member number; none for an unknown customer. */
  membersOf(customerId: number): Promise<readonly Member[]>
  /** Issues a member; a member number issued already is left as it was. Whether it was issued now. */
  issue(member: Member): Promise<boolean>
}
