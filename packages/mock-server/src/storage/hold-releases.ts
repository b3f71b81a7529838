import type { PresentationSeatKey } from './seat-inventory'

/** §9 a hold the server released: unpaid at its deadline, now cancelled, its seats free. */
export interface ReleasedHold {
  readonly reservationIdentifier: string
  readonly seats: readonly PresentationSeatKey[]
  /** Who is told (05XXXXXXXX; '' when the order named none), and what of. */
  readonly mobileNumber: string
  readonly featureName: string | null
  /** ISO 8601 in Asia/Jerusalem (with offset), or null for an untimed presentation. */
  readonly startDateTime: string | null
}

/** §9 holds not paid by 30 minutes before their event are released by the server. */
export interface HoldReleases {
  /**
   * Cancels every unpaid hold whose deadline has passed at the clock's now and frees its seats,
   * in one transaction. Each hold is released by exactly one call, whichever instance makes it;
   * a hold paid or cancelled meanwhile is left alone.
   */
  releaseDue(): Promise<readonly ReleasedHold[]>
}
