import { agorot, type CancellationFeeBasis, type CancellationFeeRule } from '@kartis/core'

const basisOf = (value: string | null): CancellationFeeBasis => (value === 'perTicket' ? 'perTicket' : 'perOrder')

/** §9 reads the cancellation-fee columns shared by venues and reservations. */
export const cancellationFeeOf = (kind: string | null, basis: string | null, value: number | null): CancellationFeeRule | null => {
  if (kind === 'fixed') return { kind: 'fixed', basis: basisOf(basis), amount: agorot(value ?? 0) }
  if (kind === 'percent') return { kind: 'percent', basis: basisOf(basis), percent: value ?? 0 }
  return null
}

/** §9 the cancellation-fee columns of a rule: kind, basis, and the amount or the percent. */
export const cancellationFeeColumns = (rule: CancellationFeeRule | null): readonly [string | null, string | null, number | null] =>
  rule === null ? [null, null, null] : [rule.kind, rule.basis, rule.kind === 'fixed' ? rule.amount : rule.percent]
