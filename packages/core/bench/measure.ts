/// <reference types="node" />

/** Timing of one operation, in milliseconds. */
export interface Timing {
  readonly median: number
  readonly p95: number
  readonly iterations: number
}

/** The value at fraction q (0 … 1) of sorted times, nearest rank. */
const quantile = (sorted: readonly number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN

/**
 * Runs `run` `warmup` times untimed (so the JIT settles), then `iterations` times timed one by
 * one with performance.now(); returns median and 95th percentile. `run` returns something
 * derived from its work, kept in a sink so the work cannot be optimised away.
 */
export const measure = (run: () => unknown, iterations = 50, warmup = 10): Timing => {
  let sink = 0
  const keep = (value: unknown): void => {
    sink += value === undefined || value === null ? 0 : 1
  }
  for (let i = 0; i < warmup; i++) keep(run())
  const times: number[] = []
  for (let i = 0; i < iterations; i++) {
    const start = performance.now()
    keep(run())
    times.push(performance.now() - start)
  }
  if (sink < 0) console.log(sink)
  times.sort((a, b) => a - b)
  return { median: quantile(times, 0.5), p95: quantile(times, 0.95), iterations }
}

/** Milliseconds with three decimals, right-aligned for a table. */
export const ms = (value: number, width = 9): string => value.toFixed(3).padStart(width)
