import type { ExpressionBuilder } from 'kysely'
import { ReservationState } from '@kartis/core'
import type { KartisTables } from './database/tables'

/** The tables a query over ticket-reference options sees: its own, and the option as `o`. */
export type WithOption = KartisTables & { readonly o: KartisTables['ticket_reference_options'] }

/**
 * §3 issue 13 the tickets bought under option `o`'s references at its ticket, at its presentation
 * (or any presentation of its feature, when it names none), not cancelled: paid only (what the
 * ticket-reference admin shows sold) or, with `countHeld`, unpaid holds too (what a new order may
 * no longer take). One definition for the admin and the commit's quota check, so they agree.
 */
export const ticketsUnderOption = (eb: ExpressionBuilder<WithOption, 'o'>, options: { readonly countHeld: boolean }) =>
  eb
    .selectFrom('reservation_tickets as rt')
    .innerJoin('reservations as r', 'r.reservation_identifier', 'rt.reservation_identifier')
    .innerJoin('presentations as tp', 'tp.id', 'rt.presentation_id')
    .whereRef('rt.reference1', '=', 'o.reference1')
    .whereRef('rt.reference2', '=', 'o.reference2')
    .whereRef('rt.ticket_id', '=', 'o.ticket_id')
    .whereRef('tp.feature_id', '=', 'o.feature_id')
    .where((w) => w.or([w('o.presentation_id', 'is', null), w('rt.presentation_id', '=', w.ref('o.presentation_id'))]))
    .$if(!options.countHeld, (q) => q.where('r.is_unpaid', '=', 0))
    .where('r.res_state_id', '<>', ReservationState.cancelled)
    .select((e) => e.fn.coalesce(e.fn.sum<number>('rt.quantity'), e.lit(0)).as('n'))
