import type { MembershipOnSale, MembershipSales, Result } from '@kartis/core'
import { membershipEndpoints } from '../wire/membership-endpoints'
import type { HttpTransport } from './http-transport'

/** §2 the membership shop's catalogue over HTTP. */
export class HttpMembershipSales implements MembershipSales {
  constructor(private readonly transport: HttpTransport) {}

  /** GET /memberships: the memberships on sale (§8 NO_MEMBERSHIP_TYPES when none). */
  membershipsOnSale(): Promise<Result<readonly MembershipOnSale[]>> {
    return this.transport.send(membershipEndpoints.membershipsOnSale, {}, undefined)
  }

  /** GET /memberships/{membershipCode}: one membership on sale (NOT_FOUND for another code). */
  membership(code: string): Promise<Result<MembershipOnSale>> {
    return this.transport.send(membershipEndpoints.membershipByCode, { membershipCode: code }, undefined)
  }
}
