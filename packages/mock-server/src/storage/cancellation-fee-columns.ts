import { agorot, type CancellationFeeBasis, type CancellationFeeRule } from '@kartis/core'
import type { ReservationsTable } from './database/tables'

/** The cancellation-fee columns, the same on venues (the rule in force) and reservations (the rule at sale). */
export type CancellationFeeColumns = Pick<ReservationsTable, 'cancel_fee_kind' | 'cancel_fee_basis' | 'cancel_fee_value'>

const basisOf = (value: string | null): CancellationFeeBasis => (value === 'perTicket' ? 'perTicket' : 'perOrder')

/** §9 reads the cancellation-fee columns of a venue or a reservation. */
export const cancellationFeeOf = (
  kind: CancellationFeeColumns['cancel_fee_kind'],
  basis: CancellationFeeColumns['cancel_fee_basis'],
  value: number | null,
): CancellationFeeRule | null => {
  if (kind === 'fixed') return { kind: 'fixed', basis: basisOf(basis), amount: agorot(value ?? 0) }
  if (kind === 'percent') return { kind: 'percent', basis: basisOf(basis), percent: value ?? 0 }
  return null
}

/** §9 the cancellation-fee columns of a rule: kind, basis, and the amount or the percent. */
export const cancellationFeeColumns = (rule: CancellationFeeRule | null): CancellationFeeColumns =>
  rule === null
    ? { cancel_fee_kind: null, cancel_fee_basis: null, cancel_fee_value: null }
    : { cancel_fee_kind: rule.kind, cancel_fee_basis: rule.basis, cancel_fee_value: rule.kind === 'fixed' ? rule.amount : rule.percent }
