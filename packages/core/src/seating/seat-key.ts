import type { SeatKey } from '../model/seat-plan'

/** §3 a seat's stable string id `${sectionId}:${x}:${y}`, with `ga` for an unallocated general-admission place. */
export const seatKeyId = (key: SeatKey): string => `${key.sectionId}:${key.x}:${key.y ?? 'ga'}`

/** §3 whether two keys name the same seat (same section and coordinates). */
export const sameSeat = (a: SeatKey, b: SeatKey): boolean => a.sectionId === b.sectionId && a.x === b.x && a.y === b.y
