import type { EDocument } from '@kartis/core'

/** §2 test support: the e-ticket the box office answers for a reservation: two seats of row 3, each with its signed reference. */
export const edocumentOf = (resId: string): EDocument => ({
  reservationIdentifier: resId,
  resStateId: 2,
  isUnpaid: false,
  featureName: 'המופע',
  venueName: 'אולם 1',
  startDateTime: '2026-07-01T20:30:00+03:00',
  customerName: 'נועה כהן',
  tickets: ['5', '6'].map((seatName, index) => ({
    ticketIdentifier: `${resId}-0${index + 1}`,
    reference: `${resId}-0${index + 1}.0123456789ABCDEF012${index}`,
    sectionName: 'אולם',
    rowName: '3',
    seatName,
    quantity: 1,
  })),
})
