/**
 * Issue 16 §1 what the browser logs when the first screen the box office drew (entry-server.tsx) was not
 * what the browser's first render drew, so React drew that part again: a defect, which the browser tests fail on.
 */
export const HYDRATION_RECOVERED = 'Kartis: the first screen was drawn again, not hydrated:'
