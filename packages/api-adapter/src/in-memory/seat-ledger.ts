import { seatKeyId } from '@kartis/core'

/** §4 a place of a presentation: a reserved seat, or a general-admission place once allocated. */
export interface PlaceKey {
  readonly sectionId: number
  readonly x: number
  readonly y: number
}

/** §4 why a place is taken: locked by a visitor's uuid until expiresAt, or sold to a reservation. */
export type PlaceClaim =
  | { readonly kind: 'locked'; readonly uuid: string; readonly ticketGroupId: number | null; readonly expiresAt: number }
  | { readonly kind: 'sold'; readonly reservationIdentifier: string; readonly ticketIdentifier: string }

/** A taken place and its claim. */
export interface ClaimedPlace {
  readonly place: PlaceKey
  readonly claim: PlaceClaim
}

/** §4 an expired lock frees its place at once: it is no claim for any read. */
const isLive = (claim: PlaceClaim, now: number): boolean => claim.kind === 'sold' || claim.expiresAt > now

/**
 * §4 the places of every presentation that are locked or sold. Only facts are kept (who
 * holds a place, until when); what is free is derived from them at each read, against the
 * time given, so no sweeper is needed and an expired lock frees its place at once.
 */
export class SeatLedger {
  private readonly byPresentation = new Map<number, Map<string, ClaimedPlace>>()

  /** §4 the live claim on a place, or null when it is free. */
  claimOn(presentationId: number, place: PlaceKey, now: number): PlaceClaim | null {
    const claimed = this.byPresentation.get(presentationId)?.get(seatKeyId(place))
    return claimed !== undefined && isLive(claimed.claim, now) ? claimed.claim : null
  }

  /** §4 every live claim of a presentation, in the order they were made. */
  claimed(presentationId: number, now: number): readonly ClaimedPlace[] {
    return [...(this.byPresentation.get(presentationId)?.values() ?? [])].filter((claimed) => isLive(claimed.claim, now))
  }

  /** §4 the places a visitor's uuid holds locked now in a presentation, oldest first. */
  locksOf(presentationId: number, uuid: string, now: number): readonly ClaimedPlace[] {
    return this.claimed(presentationId, now).filter(({ claim }) => claim.kind === 'locked' && claim.uuid === uuid)
  }

  /** §7 lock-seat: the place is the uuid's until expiresAt (a lock it had already is extended). */
  lock(presentationId: number, place: PlaceKey, uuid: string, ticketGroupId: number | null, expiresAt: number): void {
    this.placesOf(presentationId).set(seatKeyId(place), { place, claim: { kind: 'locked', uuid, ticketGroupId, expiresAt } })
  }

  /** §4 after commit the place is sold to the reservation, under its ticket. */
  sell(presentationId: number, place: PlaceKey, reservationIdentifier: string, ticketIdentifier: string): void {
    this.placesOf(presentationId).set(seatKeyId(place), { place, claim: { kind: 'sold', reservationIdentifier, ticketIdentifier } })
  }

  /**
   * §7 unlock-seat: removes the uuid's lock of the place, live or expired (an expired lock
   * stays recorded until the place is locked or sold again); false when the uuid had none there.
   */
  release(presentationId: number, place: PlaceKey, uuid: string): boolean {
    const places = this.byPresentation.get(presentationId)
    const claimed = places?.get(seatKeyId(place))
    if (places === undefined || claimed === undefined || claimed.claim.kind !== 'locked' || claimed.claim.uuid !== uuid) return false
    return places.delete(seatKeyId(place))
  }

  /** §4 a cancelled ticket: its place is free again. */
  free(presentationId: number, place: PlaceKey): void {
    this.byPresentation.get(presentationId)?.delete(seatKeyId(place))
  }

  private placesOf(presentationId: number): Map<string, ClaimedPlace> {
    let places = this.byPresentation.get(presentationId)
    if (places === undefined) this.byPresentation.set(presentationId, (places = new Map<string, ClaimedPlace>()))
    return places
  }
}
