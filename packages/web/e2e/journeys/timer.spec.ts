import { randomUUID } from 'node:crypto'
import type { SeatSection } from '@kartis/core'
import * as E from 'fp-ts/Either'
import { expect, test } from '../support/test'
import { OrderFlow } from './support/order-flow'

const gaSection = (sections: readonly SeatSection[]): SeatSection => {
  const section = sections.find((candidate) => !candidate.isReserved)
  if (section === undefined) throw new Error('e2e: the club has no GA section')
  return section
}

/**
 * §4 the countdown runs on the browser's clock, which Playwright fast-forwards past the
 * server's timer (600 s for the club); at zero the visitor is sent to the timer's URL and the
 * places this visitor held are let go.
 */
test('§4 the timer running out sends the visitor to the timer URL and the seats are freed', async ({
  page,
  context,
  demo,
  boxOffice,
  visitor,
}) => {
  const timer = await boxOffice.adapters.catalog.timer(demo.club.id)
  if (E.isLeft(timer)) throw new Error(`e2e: the club presentation has no timer (${timer.left.code})`)
  const uuid = randomUUID()
  await OrderFlow.asVisitor(context, uuid)
  await page.clock.install()
  const section = gaSection((await boxOffice.seatPlan(demo.club)).sections)
  const flow = new OrderFlow(page)
  await flow.open(demo.club.id)
  await flow.chooseGaPlaces(section.name, 2)
  const sameVisitor = visitor(uuid)
  await expect.poll(async () => (await sameVisitor.ownLocks(demo.club)).length).toBe(2)

  await page.clock.fastForward(timer.right.timeInSeconds * 1000 + 1000)
  await expect(page).toHaveURL((url) => url.pathname === new URL(timer.right.url, url).pathname)
  await expect.poll(async () => (await sameVisitor.ownLocks(demo.club)).length).toBe(0)
})
