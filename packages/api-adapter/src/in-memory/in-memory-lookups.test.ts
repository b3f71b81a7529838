import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { ManualClock, type TicketLookup } from '@kartis/core'
import { demoDataset } from '../demo/demo-dataset'
import { DEMO_BENEFIT_MOBILES, DEMO_RESIDENT_ID_NUMBERS } from '../demo/lookup-benefits'
import { TicketGroupId } from '../demo/price-list'
import { VenueId } from '../demo/venue-ids'
import { InMemoryBoxOffice } from './box-office'
import { IN_MEMORY_LOOKUP_CODE, InMemoryCatalog } from './in-memory-catalog'
import { OPENING_MS } from './test-support/demo-sample'

const clock = new ManualClock(OPENING_MS)
const dataset = demoDataset(clock.now())
const catalog = new InMemoryCatalog(new InMemoryBoxOffice(dataset, { clock }))
const theatre = dataset.presentations.find((p) => p.venueId === VenueId.theatre)
const presentationId = theatre?.id ?? 0
const at = (ticketGroupId: number, code: string, extra: Partial<TicketLookup> = {}): TicketLookup => ({
  presentationId,
  sectionId: 1,
  ticketGroupId,
  code,
  ...extra,
})
const codeOf = (result: E.Either<{ readonly code: string }, unknown>): string | null => (E.isLeft(result) ? result.left.code : null)

describe('in-memory ticket look-ups the venue configures (issue 15 §5)', () => {
  it("the theatre's groups name their look-ups", () => {
    const lookups = new Map(theatre?.ticketGroups.map((g) => [g.id, g.lookups]))
    expect(lookups.get(TicketGroupId.theatreBalcony)).toEqual(['code', 'memberNumber', 'idNumber'])
    expect(lookups.get(TicketGroupId.theatreGallery)).toEqual(['mobile'])
    expect(lookups.get(TicketGroupId.limitedView)).toEqual(['oneTimeCode'])
  })
  it('an ID number on the list gives the residents’ price; a wrong check digit or another number does not', async () => {
    const found = await catalog.ticketByCode(at(TicketGroupId.theatreBalcony, DEMO_RESIDENT_ID_NUMBERS[0], { kind: 'idNumber' }))
    expect(E.isRight(found) && [found.right.id, found.right.name, found.right.price]).toEqual([9201, 'תושבי העיר', 6000])
    expect(codeOf(await catalog.ticketByCode(at(TicketGroupId.theatreBalcony, '123456789', { kind: 'idNumber' })))).toBe('INVALID_ID')
    expect(codeOf(await catalog.ticketByCode(at(TicketGroupId.theatreBalcony, '000000018', { kind: 'idNumber' })))).toBe(
      'REFERENCE_NOT_ELIGIBLE',
    )
  })
  it('a look-up the group does not ask for is refused', async () => {
    expect(codeOf(await catalog.ticketByCode(at(TicketGroupId.theatreGallery, DEMO_RESIDENT_ID_NUMBERS[0], { kind: 'idNumber' })))).toBe(
      'TICKET_NOT_IN_EVENT',
    )
  })
  it('a mobile number on the list; an unknown one is not eligible', async () => {
    expect(E.isRight(await catalog.ticketByCode(at(TicketGroupId.theatreGallery, DEMO_BENEFIT_MOBILES[0], { kind: 'mobile' })))).toBe(true)
    expect(codeOf(await catalog.ticketByCode(at(TicketGroupId.theatreGallery, '0509999999', { kind: 'mobile' })))).toBe(
      'REFERENCE_NOT_ELIGIBLE',
    )
  })
  it('the one-time code of a mobile number on the list', async () => {
    expect(
      E.isRight(await catalog.requestLookupCode({ presentationId, ticketGroupId: TicketGroupId.limitedView, mobileNumber: '0531234567' })),
    ).toBe(true)
    const mobileNumber = DEMO_BENEFIT_MOBILES[1]
    const kind = 'oneTimeCode'
    expect(E.isRight(await catalog.ticketByCode(at(TicketGroupId.limitedView, IN_MEMORY_LOOKUP_CODE, { kind, mobileNumber })))).toBe(true)
    expect(codeOf(await catalog.ticketByCode(at(TicketGroupId.limitedView, '111111', { kind, mobileNumber })))).toBe('INVALID_SMS_CODE')
  })
})
