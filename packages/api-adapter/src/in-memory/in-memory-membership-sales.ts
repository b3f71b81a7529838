import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import { kartisError, parseIsoMoment, type MembershipOnSale, type MembershipSales, type Presentation, type Result } from '@kartis/core'
import { enrolmentListing, enrolmentSeasonsOnSale } from '../demo/demo-enrolment'
import { DEMO_MEMBERSHIPS, membershipOnSale, type MembershipCandidate } from '../demo/demo-memberships'
import type { InMemoryBoxOffice } from './box-office'

const startsAtOf = (presentation: Presentation): number | null => {
  if (presentation.startDateTime === null) return null
  const moment = parseIsoMoment(presentation.startDateTime)
  return O.isSome(moment) && moment.value.kind === 'instant' ? moment.value.epochMs : null
}

/** §4 the box office's presentations as a membership or an enrolment season picks among them (with their start in epoch ms). */
export const membershipCandidatesIn = (office: InMemoryBoxOffice): readonly MembershipCandidate[] =>
  office.dataset.presentations.map((p) => ({ ...p, startsAt: startsAtOf(p) }))

/** §4 the demo memberships on sale at the box office's now, each with the presentations it covers. */
export const membershipsOnSaleIn = (office: InMemoryBoxOffice): readonly MembershipOnSale[] => {
  const candidates = membershipCandidatesIn(office)
  return DEMO_MEMBERSHIPS.flatMap((definition) => membershipOnSale(definition, candidates, office.dataset.features, office.now()) ?? [])
}

/** §2 the membership shop's catalogue in memory: the demo memberships (demo/demo-memberships), as the reference server sells them. */
export class InMemoryMembershipSales implements MembershipSales {
  constructor(private readonly office: InMemoryBoxOffice) {}

  /** GET /memberships: the memberships, then the enrolment seasons (enrolmentListing); §8 NO_MEMBERSHIP_TYPES when none is on sale. */
  membershipsOnSale(): Promise<Result<readonly MembershipOnSale[]>> {
    const seasons = enrolmentSeasonsOnSale(membershipCandidatesIn(this.office), this.office.dataset.features, this.office.now())
    const onSale = [...membershipsOnSaleIn(this.office), ...seasons.map(enrolmentListing)]
    return Promise.resolve(onSale.length === 0 ? E.left(kartisError('NO_MEMBERSHIP_TYPES')) : E.right(onSale))
  }

  /** GET /memberships/{membershipCode}: NOT_FOUND for a code not on sale (codes match ignoring case). */
  membership(code: string): Promise<Result<MembershipOnSale>> {
    const found = membershipsOnSaleIn(this.office).find((m) => m.membership.code.toUpperCase() === code.trim().toUpperCase())
    return Promise.resolve(found === undefined ? E.left(kartisError('NOT_FOUND', { membershipCode: code })) : E.right(found))
  }
}
