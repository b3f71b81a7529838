import type { Engine } from './storage-database'

/**
 * Bound parameters one statement may carry: SQLite's SQLITE_MAX_VARIABLE_NUMBER (32,766 since
 * 3.32), PostgreSQL's wire protocol (65,535).
 */
export const MAX_PARAMETERS: Readonly<Record<Engine, number>> = { sqlite: 32_766, postgres: 65_535 }

/**
 * Inserts `rows` with as few statements as the engine allows: each statement carries as many rows
 * as fit in its parameter limit (the demo arena's ~20,000 seats take a handful of statements).
 */
export const inBatches = async <R extends object>(
  engine: Engine,
  rows: readonly R[],
  insert: (batch: readonly R[]) => Promise<unknown>,
): Promise<void> => {
  const widest = Math.max(0, ...rows.map((row) => Object.keys(row).length))
  if (widest === 0) return
  const size = Math.floor(MAX_PARAMETERS[engine] / widest)
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size))
}

/** `items` in consecutive slices of at most `size` (statements whose conditions grow with a list). */
export const chunksOf = <T>(items: readonly T[], size: number): readonly (readonly T[])[] => {
  const chunks: T[][] = []
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size))
  return chunks
}
