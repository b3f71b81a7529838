import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { agorot, type MembershipOnSale } from '@kartis/core'
import { decodeWith } from './decode'
import { MembershipLockSeatBody, MembershipOnSaleCodec, MembershipSelectionsResponse } from './memberships'

const onSale: MembershipOnSale = {
  membership: {
    membershipId: 1001,
    membershipTypeId: 2,
    code: 'THEATRE4',
    name: 'סדרת תיאטרון',
    className: 'series',
    prices: [
      {
        membershipPriceId: 10011,
        priceCode: 'FULL',
        price: agorot(48000),
        currency: { currencyId: 1, currencyCode: 'ILS', currencySymbol: '₪' },
        selectedQuantity: 0,
        usedQuantity: 0,
      },
    ],
    topups: {},
    seats: [],
  },
  seating: 'perPresentation',
  presentations: [
    {
      presentationId: 7,
      featureId: 6,
      featureName: 'המלט',
      startDateTime: '2025-07-07T20:30:00+03:00',
      venueId: 2,
      seatplanId: 21,
    },
  ],
  memberBalance: 4,
  validFrom: '2025-07-06',
  validUntil: '2026-07-05',
}

describe('membership codecs', () => {
  it('a membership on sale goes out PascalCase as §3 spells it, prices in shekels, and reads back the same', () => {
    const wire = MembershipOnSaleCodec.encode(onSale)
    expect(wire).toMatchObject({
      membership: { MembershipId: 1001, MembershipTypeId: 2, Code: 'THEATRE4', prices: [{ MembershipPriceId: 10011, Price: 480 }] },
      presentations: [{ PresentationId: 7, VenueSeatplanId: 21 }],
    })
    expect(decodeWith(MembershipOnSaleCodec, JSON.parse(JSON.stringify(wire)))).toEqual(E.right(onSale))
  })

  it('a lock body without PresentationId is a fixed seat (null); a seat without a ticket group is refused', () => {
    const seat = {
      MembershipId: 1002,
      VenueId: 1,
      VenueSeatplanId: 11,
      VenueSectionId: 101,
      TicketGroupId: 1,
      XCoordinate: 3,
      YCoordinate: 2,
    }
    expect(decodeWith(MembershipLockSeatBody, { seat })).toEqual(
      E.right({
        seat: { membershipId: 1002, presentationId: null, venueId: 1, seatplanId: 11, sectionId: 101, ticketGroupId: 1, x: 3, y: 2 },
      }),
    )
    expect(E.isLeft(decodeWith(MembershipLockSeatBody, { seat: { ...seat, TicketGroupId: null } }))).toBe(true)
  })

  it('selections read with prsntId and tgId, as the enrolment selections are spelt; an in-band error is a Left', () => {
    const answer = { selections: [{ prsntId: 7, venueId: 2, seatplanId: 21, sectionId: 201, x: 3, y: 1, tgId: 3 }] }
    expect(decodeWith(MembershipSelectionsResponse, answer)).toEqual(
      E.right(E.right([{ presentationId: 7, venueId: 2, seatplanId: 21, sectionId: 201, x: 3, y: 1, ticketGroupId: 3 }])),
    )
    expect(decodeWith(MembershipSelectionsResponse, { error: { code: 'SEAT_UNLOCK_FAILED' } })).toMatchObject(
      E.right(E.left({ code: 'SEAT_UNLOCK_FAILED' })),
    )
  })
})
