import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { decodeWith } from './decode'
import { EDocumentParams, EDocumentResponse } from './edocument'
import { camelKeys } from './test-support/recase'

const documentWire = {
  ReservationIdentifier: 'KR-ABCDEFGH',
  ResStateId: 2,
  IsUnpaid: false,
  FeatureName: 'המלט',
  VenueName: 'אולם 1',
  StartDateTime: '2026-07-01T20:30:00',
  CustomerName: 'נועה כהן',
  Tickets: [
    {
      TicketIdentifier: 'KR-ABCDEFGH-01',
      Reference: 'KR-ABCDEFGH-01.0123456789ABCDEF0123',
      SectionName: 'אולם',
      RowName: '3',
      SeatName: '5',
      Quantity: 1,
    },
    { TicketIdentifier: 'KR-ABCDEFGH-02', Reference: 'KR-ABCDEFGH-02.89ABCDEF012345670123', ProductName: 'פופקורן', Quantity: 2 },
  ],
}

const document = {
  reservationIdentifier: 'KR-ABCDEFGH',
  resStateId: 2,
  isUnpaid: false,
  featureName: 'המלט',
  venueName: 'אולם 1',
  startDateTime: '2026-07-01T20:30:00+03:00',
  customerName: 'נועה כהן',
  tickets: [
    {
      ticketIdentifier: 'KR-ABCDEFGH-01',
      reference: 'KR-ABCDEFGH-01.0123456789ABCDEF0123',
      sectionName: 'אולם',
      rowName: '3',
      seatName: '5',
      quantity: 1,
    },
    {
      ticketIdentifier: 'KR-ABCDEFGH-02',
      reference: 'KR-ABCDEFGH-02.89ABCDEF012345670123',
      sectionName: '',
      rowName: '',
      seatName: '',
      productName: 'פופקורן',
      quantity: 2,
    },
  ],
}

describe('§2 the e-ticket by its key', () => {
  it('reads the key from the path', () => {
    expect(decodeWith(EDocumentParams, { documentKey: 'KR-ABCDEFGH-0123456789abcdef' })).toEqual(
      E.right({ documentKey: 'KR-ABCDEFGH-0123456789abcdef' }),
    )
    expect(decodeWith(EDocumentParams, {})).toEqual(
      E.left(expect.objectContaining({ params: expect.objectContaining({ path: 'documentKey' }) })),
    )
  })

  it('reads the e-ticket in either case, the time in Jerusalem, each line with its reference', () => {
    expect(decodeWith(EDocumentResponse, documentWire)).toEqual(E.right(document))
    expect(decodeWith(EDocumentResponse, camelKeys(documentWire))).toEqual(E.right(document))
  })

  it('writes what it reads (the server encodes with the same codec)', () => {
    expect(decodeWith(EDocumentResponse, EDocumentResponse.encode(document))).toEqual(E.right(document))
    expect(EDocumentResponse.encode(document)).toMatchObject({
      ReservationIdentifier: 'KR-ABCDEFGH',
      Tickets: [{ Reference: expect.any(String) }, {}],
    })
  })

  it('reads a cancelled reservation without tickets, and an untimed one', () => {
    const cancelled = { ...documentWire, ResStateId: 3, Tickets: null, StartDateTime: null, FeatureName: null }
    expect(decodeWith(EDocumentResponse, cancelled)).toEqual(
      E.right({ ...document, resStateId: 3, tickets: [], startDateTime: null, featureName: undefined }),
    )
  })

  it('refuses a line without its reference, naming where', () => {
    const [first] = documentWire.Tickets
    expect(decodeWith(EDocumentResponse, { ...documentWire, Tickets: [{ ...first, Reference: undefined }] })).toEqual(
      E.left(expect.objectContaining({ params: expect.objectContaining({ path: 'Tickets.0.Reference' }) })),
    )
  })
})
