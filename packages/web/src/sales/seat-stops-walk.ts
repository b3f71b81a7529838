import { seatKeyId } from '@kartis/core'
import type { Result, SeatPlan } from '@kartis/core'
import { runInAction } from 'mobx'
import type { LoadState } from '../catalog/catalog-store'
import type { SeatDisplay } from '../seat-map'

// The seat stops both membership wizards walk (a membership's, an enrolment's): one piece of logic
// for going from stop to stop, loading the stop's plan, and showing its seats, called by each
// store's own actions.

/** §3 the key a chosen seat's names are kept under: the presentation and the seat. */
export const nameKey = (
  presentationId: number,
  seat: { readonly sectionId: number; readonly x: number; readonly y: number | null },
): string => `${presentationId}/${seatKeyId(seat)}`

/** §4 what a store walking seat stops holds: the stop shown, its plan and how its loading went. */
export interface StopWalk {
  stopIndex: number
  plan: SeatPlan | null
  planState: LoadState
  readonly stops: readonly unknown[]
  loadPlan(): Promise<void>
}

/** §4 goes to the stop at `index` (nothing outside the stops) and loads its plan; another stop's plan is not shown meanwhile. */
export const goToStop = async (walk: StopWalk, index: number): Promise<void> => {
  if (index < 0 || index >= walk.stops.length) return
  if (index !== walk.stopIndex) walk.plan = null
  walk.stopIndex = index
  await walk.loadPlan()
}

const planTickets = new WeakMap<StopWalk, number>()

/** §7 loads the stop's seat plan with `fetch`; only the latest answer is kept, a refusal is the plan's failed state. */
export const loadStopPlan = async (walk: StopWalk, fetch: () => Promise<Result<SeatPlan>>): Promise<void> => {
  const ticket = (planTickets.get(walk) ?? 0) + 1
  planTickets.set(walk, ticket)
  if (walk.plan === null) walk.planState = { kind: 'loading' }
  const answer = await fetch()
  if (ticket !== planTickets.get(walk)) return
  runInAction(() => {
    if (answer._tag === 'Left') {
      walk.planState = { kind: 'failed', error: answer.left }
      return
    }
    walk.plan = answer.right
    walk.planState = { kind: 'ready' }
  })
}

/** §4 the map's display of a stop: its chosen seat selected, the seat being locked or let go pending. */
export const stopDisplays = (
  chosen: { readonly sectionId: number; readonly x: number; readonly y: number | null } | null,
  pendingKey: string | null,
): ReadonlyMap<string, SeatDisplay> => {
  const displays = new Map<string, SeatDisplay>()
  if (chosen !== null) displays.set(seatKeyId(chosen), 'selected')
  if (pendingKey !== null) displays.set(pendingKey, 'pending')
  return displays
}
