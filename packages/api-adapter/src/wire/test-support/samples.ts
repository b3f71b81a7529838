import { agorot, type Presentation, type Seat, type SeatTicket, type Ticket } from '@kartis/core'

/**
 * Test support: realistic wire samples as a box office sends them (a stand-up evening at
 * a Tel Aviv club, Hebrew names, decimal shekels, local times), with the domain values
 * they stand for.
 */

/** §3 seat ticket on the wire. */
export const seatTicketWire = {
  prsntId: 812,
  ticketGroupId: 9,
  venueId: 7,
  seatplanId: 41,
  sectionId: 3,
  ticketId: 101,
  amount: 45.9,
  serviceCharge: '5.00',
  pricePolicyId: 1,
  allocationId: 7781,
  isMultiplyFactorSubTicket: false,
  code: null,
}

/** §3 the seat ticket above in the domain. */
export const seatTicket: SeatTicket = {
  presentationId: 812,
  ticketGroupId: 9,
  venueId: 7,
  seatplanId: 41,
  sectionId: 3,
  ticketId: 101,
  amount: agorot(4590),
  serviceCharge: agorot(500),
  pricePolicyId: 1,
  allocationId: 7781,
  isMultiplyFactorSubTicket: false,
}

/** §3 a seat of a seat plan on the wire: a left seat that is also a couch and premium, with an unknown attribute 99. */
export const seatWire = {
  VenueSectionId: 3,
  XCoordinate: 12,
  YCoordinate: 5,
  VenueId: 7,
  VenueSeatplanId: 41,
  VenueSectionSeatGroupId: 2,
  SeatplanX: 340.5,
  SeatplanY: 122,
  RowName: '5',
  SeatName: '12',
  SectionName: 'אולם',
  TicketGroupId: 9,
  AllocationId: 7781,
  PresentationId: 812,
  XOffsetPercent: 41.2,
  YOffsetPercent: 18.5,
  WidthPercent: 1.6,
  HeightPercent: 2.1,
  RotateAngle: 0,
  isAvailable: true,
  isHold: false,
  isSelected: false,
  isBlocked: false,
  isSingleSeatBlock: false,
  isLeftSeat: true,
  isMiddleSeat: false,
  isRightSeat: false,
  isMultiplyFactorSubTicket: false,
  Attributes: [1, 13, 99],
  ticket: null,
  firstTicket: seatTicketWire,
  ref1: null,
}

/** §3 the seat above in the domain. */
export const seat: Seat = {
  sectionId: 3,
  x: 12,
  y: 5,
  venueId: 7,
  seatplanId: 41,
  groupId: 2,
  seatplanX: 340.5,
  seatplanY: 122,
  rowName: '5',
  seatName: '12',
  sectionName: 'אולם',
  ticketGroupId: 9,
  allocationId: 7781,
  presentationId: 812,
  xOffsetPercent: 41.2,
  yOffsetPercent: 18.5,
  widthPercent: 1.6,
  heightPercent: 2.1,
  rotateAngle: 0,
  attributes: [1, 13, 31],
  status: 'available',
  isBlocked: false,
  isSingleSeatBlock: false,
  isMultiplyFactorSubTicket: false,
  ticket: null,
  firstTicket: seatTicket,
}

/** §3 sections on the wire: one reserved, one general admission with 40 places left. */
export const sectionsWire = [
  {
    VenueSectionId: 3,
    SectionName: 'אולם',
    IsReserved: true,
    isSoldOut: false,
    Groups: [{ VenueSectionSeatGroupId: 2, GroupName: 'מרכז', Rows: [{ RowName: '5', Seats: [seatWire] }] }],
  },
  { VenueSectionId: 4, SectionName: 'עמידה', IsReserved: false, isSoldOut: false, GACapacity: 40, Groups: [] },
]

/** §3 a ticket on the wire. */
export const ticketWire = {
  id: 101,
  name: 'רגיל',
  price: '89.00',
  serviceCharge: 5,
  pricePolicyId: 1,
  multiplyFactor: null,
  quantity: 0,
  walkin: false,
}

/** §3 the ticket above in the domain. */
export const ticket: Ticket = {
  id: 101,
  name: 'רגיל',
  price: agorot(8900),
  serviceCharge: agorot(500),
  pricePolicyId: 1,
  multiplyFactor: 1,
  quantity: 0,
  walkin: false,
}

/** §3 a presentation on the wire, the way a box office writes it (local start time, shekels). */
export const presentationWire = {
  PresentationId: 812,
  FeatureId: 55,
  FeatureTypeId: 1,
  FeatureCategoryId: 4,
  VenueId: 7,
  VenueTypeId: 1,
  VenueName: 'הקומדי סטור',
  VenueSeatplanId: 41,
  StartDateTime: '2026-07-01T21:30:00',
  Seatplan: null,
  TicketGroups: [{ id: 9, name: 'כרטיסים', tickets: [ticketWire], voucherTickets: [], isByCodeEnabled: true }],
  ServiceCharge: 5,
  Products: [{ id: 3, name: 'בירה', price: 28, isDeliveryRequired: false }],
  IsReserved: true,
  IsGA: 1,
  Soldout: false,
  LocationId: 2,
  AuthProfileId: null,
  BusinessId: 17,
  SeatingPolicyId: 3,
  MaxSeats: 10,
  SeatsLoaded: false,
}

/** §3 the presentation above in the domain. */
export const presentation: Presentation = {
  id: 812,
  featureId: 55,
  featureTypeId: 1,
  featureCategoryId: 4,
  venueId: 7,
  venueTypeId: 1,
  venueName: 'הקומדי סטור',
  seatplanId: 41,
  startDateTime: '2026-07-01T21:30:00+03:00',
  seatPlan: null,
  ticketGroups: [{ id: 9, name: 'כרטיסים', tickets: [ticket], voucherTickets: [], isByCodeEnabled: true }],
  serviceCharge: agorot(500),
  products: [{ id: 3, name: 'בירה', price: agorot(2800), isDeliveryRequired: false }],
  isReserved: true,
  isGA: 1,
  soldout: false,
  locationId: 2,
  authProfileId: null,
  businessId: 17,
  seatingPolicyId: 3,
  maxSeats: 10,
  seatsLoaded: false,
}
