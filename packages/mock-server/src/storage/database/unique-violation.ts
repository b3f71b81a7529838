/** A unique constraint refused the write (PostgreSQL 23505, SQLite's SQLITE_CONSTRAINT_UNIQUE). */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  (error.code === '23505' || error.code === 'SQLITE_CONSTRAINT_UNIQUE' || error.code === 'SQLITE_CONSTRAINT_PRIMARYKEY')
