import type { Agorot } from '../money/money'
import type { SeatPlan } from './seat-plan'
import type { TicketGroup } from './ticket'

/** §4 how a presentation is seated. */
export type SeatingMode = 'reserved' | 'mixed' | 'singleGA' | 'multiGA'

/** A product sold with a presentation (§3 product line). */
export interface PresentationProduct {
  readonly id: number
  readonly name: string
  readonly price: Agorot
  readonly isDeliveryRequired: boolean
  readonly maxQuantity?: number
}

/** §3 a feature: a film, show or event. */
export interface Feature {
  readonly id: number
  readonly name: string
  readonly description?: string
  readonly featureTypeId: number
  readonly featureCategoryId: number
  readonly durationMinutes?: number
  readonly imageUrl?: string
}

/** §3 a presentation: one showing of a feature in a venue. */
export interface Presentation {
  readonly id: number
  readonly featureId: number
  readonly featureTypeId: number
  readonly featureCategoryId: number
  readonly venueId: number
  readonly venueTypeId: number
  readonly venueName?: string
  readonly seatplanId: number
  /** Local start time in Asia/Jerusalem, ISO 8601 with offset. Untimed presentations (§4) have none. */
  readonly startDateTime: string | null
  readonly seatPlan: SeatPlan | null
  readonly ticketGroups: readonly TicketGroup[]
  readonly serviceCharge: Agorot
  readonly products: readonly PresentationProduct[]
  readonly isReserved: boolean
  /** Count of general-admission sections. */
  readonly isGA: number
  readonly soldout: boolean
  readonly locationId: number
  readonly authProfileId: number | null
  readonly businessId: number | null
  /** 3 means the single-seat rule applies (§4). */
  readonly seatingPolicyId: number
  readonly maxSeats: number
  readonly viewAreaFilename?: string
  readonly seatsLoaded: boolean
}
