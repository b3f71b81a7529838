import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { ManualClock } from '@kartis/core'
import { ENGINES, testDatabase } from '../test-support/test-databases'
import { BUSINESS_A, BUSINESS_B, NEXT_DAY, recordReservation, REPORT_DAY, REPORT_NOW, reportCatalogOn, sectionsOf } from './report-fixture'
import { SqlTicketReferences, type NewTicketReferenceOption } from './sql-ticket-references'

const option = (priceRowId: number, reference2: string, presentationId: number | null, quantity: number): NewTicketReferenceOption => ({
  businessId: BUSINESS_A,
  priceType: 1,
  priceId: 11,
  priceRowId,
  reference1: 'AG-1',
  reference2,
  featureId: 1,
  ticketId: 11,
  pricePolicyId: 1,
  presentationId,
  featureCategoryId: 1,
  quantity,
})

const referencesOn = async (engine: (typeof ENGINES)[number]) => {
  const clock = new ManualClock(REPORT_NOW)
  const database = await testDatabase(engine, { clock })
  const fixture = await reportCatalogOn(database, clock)
  const references = new SqlTicketReferences(database)
  expect(await references.addAgent(BUSINESS_A, 'סוכנות הצפון', 'AG-1')).toBe(true)
  expect(await references.addAgent(BUSINESS_A, 'כפול', 'AG-1')).toBe(false)
  expect(await references.addAgent(BUSINESS_B, 'סוכנות הדרום', 'AG-9')).toBe(true)
  expect(await references.addOption(option(1, 'GROUP-A', fixture.a1Today, 10))).toBe(true)
  expect(await references.addOption(option(2, 'GROUP-B', null, 5))).toBe(true)
  expect(await references.addOption(option(2, 'GROUP-C', null, 5))).toBe(false)
  expect(await references.addOption({ ...option(3, 'GROUP-B', fixture.bToday, 7), businessId: BUSINESS_B })).toBe(true)
  const hall = sectionsOf(1)
  const under = (x: number, reference2: string) => ({
    sectionId: hall.reserved,
    x,
    y: 2,
    ticketId: 11,
    amount: 4000,
    reference1: 'AG-1',
    reference2,
  })
  await recordReservation(database, fixture.a1Today, [under(1, 'GROUP-A'), under(2, 'GROUP-A'), under(3, 'GROUP-B')])
  await recordReservation(database, fixture.a1Today, [under(4, 'GROUP-A')], 'cancelled')
  await recordReservation(database, fixture.a1Tomorrow, [{ ...under(1, 'GROUP-B'), amount: 3500 }])
  return { references, fixture }
}

describe.each(ENGINES)('SqlTicketReferences on %s', (engine) => {
  it('§7 agents, options with what was bought under them, one pair’s detail, sales per pair — each business its own', async () => {
    const { references, fixture } = await referencesOn(engine)
    expect(await references.agents([BUSINESS_A])).toEqual([{ id: expect.any(Number), name: 'סוכנות הצפון', reference1: 'AG-1' }])
    const admin = await references.promptAdmin([BUSINESS_A], { startDate: REPORT_DAY, endDate: REPORT_DAY })
    expect(admin.map((item) => [item.priceRowId, item.reference2, item.presentationId, item.quantity, item.sold])).toEqual([
      [1, 'GROUP-A', fixture.a1Today, 10, 2],
      [2, 'GROUP-B', null, 5, 2],
    ])
    expect(admin[0]).toMatchObject({
      featureName: 'הצגת בדיקה',
      ticketName: 'רגיל',
      ticketGroupName: 'אולם',
      ticketPrice: 4000,
      presentationStartsAt: '2026-03-10T20:00:00+02:00',
      agentName: 'סוכנות הצפון',
    })
    expect(admin[1]).toMatchObject({ presentationStartsAt: null, agentName: 'סוכנות הצפון' })
    expect((await references.promptAdmin([BUSINESS_A], { startDate: NEXT_DAY, endDate: NEXT_DAY })).map((i) => i.priceRowId)).toEqual([2])
    expect((await references.promptAdminDetail([BUSINESS_A], 'AG-1', 'GROUP-B')).map((i) => i.priceRowId)).toEqual([2])
    expect(await references.promptAdminDetail([BUSINESS_B], 'AG-1', 'GROUP-A')).toEqual([])
    expect(await references.promptAdminTicketSales([BUSINESS_A], { startDate: REPORT_DAY, endDate: NEXT_DAY })).toEqual([
      { reference1: 'AG-1', reference2: 'GROUP-A', agentName: 'סוכנות הצפון', ticketsSold: 2, revenue: 8000 },
      { reference1: 'AG-1', reference2: 'GROUP-B', agentName: 'סוכנות הצפון', ticketsSold: 2, revenue: 7500 },
    ])
    expect(await references.promptAdminTicketSales([BUSINESS_B], { startDate: REPORT_DAY, endDate: NEXT_DAY })).toEqual([])
    expect(await references.agents([])).toEqual([])
  })

  it('§7 edits an option’s quantity only with its references and only in the user’s businesses', async () => {
    const { references } = await referencesOn(engine)
    const edit = { priceType: 1, priceId: 11, priceRowId: 1, reference1: 'AG-1', reference2: 'GROUP-A', quantity: 25 }
    expect(await references.editQuantity([BUSINESS_B], edit)).toEqual(E.left({ code: 'NOT_FOUND' }))
    expect(await references.editQuantity([BUSINESS_A], { ...edit, reference2: 'GROUP-B' })).toEqual(E.left({ code: 'NOT_FOUND' }))
    expect(await references.editQuantity([BUSINESS_A], edit)).toMatchObject(E.right({ priceRowId: 1, quantity: 25, sold: 2 }))
    expect((await references.promptAdminDetail([BUSINESS_A], 'AG-1', 'GROUP-A'))[0]?.quantity).toBe(25)
  })

  it('§7 issue 13 refuses a quantity below what the pair already bought, and takes exactly that many', async () => {
    const { references } = await referencesOn(engine)
    const edit = { priceType: 1, priceId: 11, priceRowId: 1, reference1: 'AG-1', reference2: 'GROUP-A', quantity: 1 }
    expect(await references.editQuantity([BUSINESS_A], edit)).toEqual(
      E.left({ code: 'REFERENCE_QUANTITY_BELOW_SOLD', params: { sold: 2 } }),
    )
    expect((await references.promptAdminDetail([BUSINESS_A], 'AG-1', 'GROUP-A'))[0]?.quantity).toBe(10)
    expect(await references.editQuantity([BUSINESS_A], { ...edit, quantity: 2 })).toMatchObject(E.right({ quantity: 2, sold: 2 }))
    expect(await references.editQuantity([BUSINESS_B], { ...edit, quantity: 0 })).toEqual(E.left({ code: 'NOT_FOUND' }))
  })
})
