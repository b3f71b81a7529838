import type { BenefitLookupKind } from '@kartis/core'
import type { LookupBenefitDefinition, PricePolicy } from '@kartis/api-adapter'

/** Issue 15 §5 a price a ticket group gives by ID number, mobile number or one-time code (its list kept apart). */
export interface LookupBenefit extends Omit<LookupBenefitDefinition, 'eligible'> {
  readonly id: number
}

/** Issue 15 §5 what a successful look-up issues: the cart carries `token` as its ticket's code. */
export interface NewLookupGrant {
  readonly token: string
  readonly benefitId: number
  readonly presentationId: number
  /** Keyed hash of the kind and the holder's number: one benefit ticket per holder and presentation. */
  readonly holderHash: string
  readonly visitorUuid: string
  readonly expiresAt: number
}

/** Issue 15 §5 the benefits of ticket types by look-up, their lists and the grants issued. */
export interface LookupBenefits {
  /** The group's benefit of the kind; null when the group gives none. */
  benefit(ticketGroupId: number, kind: BenefitLookupKind): Promise<LookupBenefit | null>
  /** Whether the (normalised) ID or mobile number is on the benefit's list. */
  isEligible(benefitId: number, value: string): Promise<boolean>
  /** Whether the holder already bought the benefit's ticket for the presentation (a grant of theirs was redeemed). */
  redeemedBy(benefitId: number, presentationId: number, holderHash: string): Promise<boolean>
  issueGrant(grant: NewLookupGrant): Promise<void>
  /**
   * Writes benefits (with their lists) into a box office that has none yet, skipping those of a
   * ticket group it does not have; the price policies they name are added when missing. False
   * when there were benefits already (a box office seeded before issue 15 gets the demo's once).
   */
  importBenefits(benefits: readonly LookupBenefitDefinition[], policies: readonly PricePolicy[]): Promise<boolean>
}
