import { SeatAttribute, type SeatSection } from '@kartis/core'
import { expect, test } from '../support/test'
import { OrderFlow, TEST_CARDS } from './support/order-flow'
import { freePair } from './support/seat-picks'

const gaSection = (sections: readonly SeatSection[]): SeatSection => {
  const section = sections.find((candidate) => !candidate.isReserved)
  if (section === undefined) throw new Error('e2e: the demo presentation has no GA section')
  return section
}

test.describe('§4 general admission', () => {
  test('a GA purchase in the stand-up club', async ({ page, demo, boxOffice }) => {
    const section = gaSection((await boxOffice.seatPlan(demo.club)).sections)
    const flow = new OrderFlow(page)
    await flow.open(demo.club.id)
    await flow.chooseGaPlaces(section.name, 2)
    await flow.continueToDetails()
    await flow.fillCustomer()
    await flow.openCardDialog()
    await flow.payByCard(TEST_CARDS.approved)
    await flow.expectConfirmation()
  })

  test('a purchase in the mixed venue: two table seats and a standing place', async ({ page, demo, boxOffice }) => {
    const plan = await boxOffice.seatPlan(demo.mixed)
    const tables = freePair(await boxOffice.planNow(demo.mixed), [SeatAttribute.table])
    const standing = gaSection(plan.sections)
    const flow = new OrderFlow(page)
    await flow.open(demo.mixed.id, plan)
    await flow.chooseSeats(tables)
    await flow.chooseGaPlaces(standing.name, 1)
    await flow.continueToDetails()
    await flow.fillCustomer()
    await flow.openCardDialog()
    await flow.payByCard(TEST_CARDS.approved)
    await flow.expectConfirmation()
    for (const seat of tables) expect(await boxOffice.statusOf(demo.mixed, seat)).toBe('unavailable')
  })
})
