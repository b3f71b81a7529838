/** §3 the demo's venues; each physical venue has one seat plan, numbered venue × 10 + 1. */
export const VenueId = {
  cinema: 1,
  theatre: 2,
  club: 3,
  mixed: 4,
  arena: 5,
  vodHome: 6,
  vodRental: 7,
  vodLive: 8,
  vodArchive: 9,
} as const

/** Venue types: 1 cinema, 2 theatre, 3 club, 4 mixed club, 5 arena; §9 101–104 are VOD. */
export const VenueTypeId = {
  cinema: 1,
  theatre: 2,
  club: 3,
  mixed: 4,
  arena: 5,
  vodHome: 101,
  vodRental: 102,
  vodLive: 103,
  vodArchive: 104,
} as const

/** §3 the seat plan id of a physical venue. */
export const seatplanIdOf = (venueId: number): number => venueId * 10 + 1
