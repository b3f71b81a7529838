/** The Clock port lives beside the session rules that use it; ports lists it with the others. */
export type { Clock } from '../session/clock'
