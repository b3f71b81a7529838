/**
 * Issue 15 §2 test support: the host names of the demo's venues (demo-venues.ts), as a browser
 * names them on one machine, and the install's plain host (every venue's).
 */
export const DEMO_HOSTS = {
  theatre: 'theatre.localhost',
  cinema: 'cinema.localhost',
  festival: 'festival.localhost',
  plain: 'localhost',
} as const
