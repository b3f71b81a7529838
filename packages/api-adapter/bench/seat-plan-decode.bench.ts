/// <reference types="node" />
import type { SeatPlan } from '@kartis/core'
import { arenaPlan } from '../src/demo/arena'
import { seatPlanOfLayout } from '../src/demo/seat-plan-of-layout'
import { SeatPlanColumnsResponse, SeatPlanResponse, SeatsStatusResponse } from '../src/wire/seats'
import { SeatPlanCodec } from '../src/wire/seat-plan'
import { camelKeys } from '../src/wire/test-support/recase'

/**
 * Issue 16 §2 `npm run bench -w @kartis/api-adapter`: how long the browser spends reading a
 * stadium's GET /seats/seatplan answer, JSON.parse and then the codec, at the demo arena's
 * 20,000 seats and at 100,000 (the arena five times over). Printed for the answer as this box
 * office writes it (the plain form) and for the same answer with every key in camelCase, which
 * the codec reads the general way: the ratio is what the plain form saves. Then the same plan in columns
 * (GET /seats/seatplan/columns, what the storefront asks): its size, parse and decode. Last, the arena's
 * GET /seats/seats-status answer (20,000 entries): its first decode, as on a page's load, and the median after.
 */

const RUNS = 7

/** The demo arena's plan `copies` times over, each copy's sections with ids of their own. */
const stadium = (copies: number): SeatPlan => {
  const arena = seatPlanOfLayout(arenaPlan(), 'available')
  const sections = Array.from({ length: copies }, (_, copy) =>
    arena.sections.map((section) => ({
      ...section,
      id: section.id + copy * 10_000,
      groups: section.groups.map((group) => ({
        ...group,
        id: group.id + copy * 100_000,
        rows: group.rows.map((row) => ({
          ...row,
          seats: row.seats.map((seat) => ({ ...seat, sectionId: section.id + copy * 10_000, groupId: group.id + copy * 100_000 })),
        })),
      })),
    })),
  ).flat()
  return { ...arena, sections }
}

const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN

/** Median wall time of JSON.parse and of the decode, after one untimed run. */
const timeDecode = (
  text: string,
  response: typeof SeatPlanResponse = SeatPlanResponse,
): { readonly parseMs: number; readonly decodeMs: number } => {
  const parses: number[] = []
  const decodes: number[] = []
  for (let run = 0; run <= RUNS; run += 1) {
    const start = performance.now()
    const json: unknown = JSON.parse(text)
    const parsed = performance.now()
    const answer = response.decode(json)
    const decoded = performance.now()
    if (answer._tag === 'Left') throw new Error('bench: the plan did not decode')
    if (run === 0) continue
    parses.push(parsed - start)
    decodes.push(decoded - parsed)
  }
  return { parseMs: median(parses), decodeMs: median(decodes) }
}

console.log(`GET /seats/seatplan read in Node ${process.version}: medians of ${RUNS} runs`)
for (const copies of [1, 5]) {
  const plan = stadium(copies)
  const seats = plan.sections.reduce((n, s) => n + s.groups.reduce((m, g) => m + g.rows.reduce((k, r) => k + r.seats.length, 0), 0), 0)
  const wire = { sections: SeatPlanCodec.encode(plan)['Sections'] }
  const plain = timeDecode(JSON.stringify(wire))
  const general = timeDecode(JSON.stringify(camelKeys(wire)))
  console.log(
    `${String(seats).padStart(7)} seats · ${(JSON.stringify(wire).length / 2 ** 20).toFixed(1)} MB · parse ${plain.parseMs.toFixed(0)} ms` +
      ` · decode ${plain.decodeMs.toFixed(0)} ms (the general way ${general.decodeMs.toFixed(0)} ms: ${(general.decodeMs / plain.decodeMs).toFixed(1)}× slower)`,
  )
  const columnsText = JSON.stringify(SeatPlanColumnsResponse.encode(plan.sections))
  const columns = timeDecode(columnsText, SeatPlanColumnsResponse)
  console.log(
    `${' '.repeat(7)} in columns · ${(columnsText.length / 2 ** 20).toFixed(2)} MB (${(JSON.stringify(wire).length / columnsText.length).toFixed(0)}× smaller)` +
      ` · parse ${columns.parseMs.toFixed(0)} ms · decode ${columns.decodeMs.toFixed(0)} ms`,
  )
}

/** GET /seats/seats-status of the arena, every seat free: the first read (code not yet optimised, as on a page's load) and the median after. */
const arena = seatPlanOfLayout(arenaPlan(), 'available')
const entries = arena.sections.flatMap((section) =>
  section.groups.flatMap((group) =>
    group.rows.flatMap((row) => row.seats.map((seat) => [seat.sectionId, seat.groupId, seat.x, seat.y, null, seat.ticketGroupId, 1])),
  ),
)
const statusText = JSON.stringify({ seats: entries })
const statusReads: number[] = []
for (let run = 0; run <= RUNS; run += 1) {
  const json: unknown = JSON.parse(statusText)
  const start = performance.now()
  if (SeatsStatusResponse.decode(json)._tag === 'Left') throw new Error('bench: the statuses did not decode')
  statusReads.push(performance.now() - start)
}
console.log(
  `GET /seats/seats-status, ${entries.length} entries · ${(statusText.length / 2 ** 10).toFixed(0)} KB · decode: first ${(statusReads[0] ?? NaN).toFixed(0)} ms, then ${median(statusReads.slice(1)).toFixed(0)} ms`,
)
