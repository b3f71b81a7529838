import { afterEach, describe, expect, it } from 'vitest'
import { STAFF_PERMISSIONS } from '@kartis/core'
import { demoApp, visitorHeaders, newVisitor, type DemoApp } from '../test-support/demo-app'
import { actAsStaff } from '../test-support/staff-session'

const apps: DemoApp[] = []
afterEach(async () => {
  for (const demo of apps.splice(0)) await demo.app.close()
})

/** A seeded demo reservation still valid, of a venue of business 1 or 2 (with its business). */
const demoReservation = async (demo: DemoApp, businessId: number) => {
  const row = await demo.database.db
    .selectFrom('reservations')
    .innerJoin('presentations', 'presentations.id', 'reservations.presentation_id')
    .innerJoin('venues', 'venues.id', 'presentations.venue_id')
    .select(['reservations.reservation_identifier as id'])
    .where('venues.business_id', '=', businessId)
    .where('reservations.res_state_id', '=', 2)
    .orderBy('reservations.reservation_identifier')
    .executeTakeFirst()
  if (row === undefined) throw new Error(`the demo has no reservation of business ${String(businessId)}`)
  return row.id
}

const producerCancel = async (demo: DemoApp, id: string, headers: Readonly<Record<string, string>> = {}) => {
  const response = await demo.app.inject({
    method: 'POST',
    url: `/api/reservations/${id}/producerCancel`,
    headers: { ...visitorHeaders(newVisitor()), ...headers },
  })
  const body: unknown = JSON.parse(response.body)
  return { status: response.statusCode, body }
}

describe('POST /api/reservations/{id}/producerCancel (issue 13: staff only)', () => {
  it('answers 401 to a visitor without a staff session, 403 without permission 268 or for another business', async () => {
    const demo = await demoApp()
    apps.push(demo)
    const id = await demoReservation(demo, 1)
    expect(await producerCancel(demo, id)).toMatchObject({ status: 401, body: { error: { code: 'STAFF_LOGIN_REQUIRED' } } })
    const reportsOnly = await actAsStaff(demo, { permissions: [STAFF_PERMISSIONS.presentationsReport], businessIds: [1] })
    expect(await producerCancel(demo, id, reportsOnly.headers)).toMatchObject({
      status: 403,
      body: { error: { code: 'PERMISSION_DENIED' } },
    })
    const otherBusiness = await actAsStaff(demo, { permissions: [STAFF_PERMISSIONS.producerReservations], businessIds: [2] })
    expect(await producerCancel(demo, id, otherBusiness.headers)).toMatchObject({
      status: 403,
      body: { error: { code: 'PERMISSION_DENIED' } },
    })
    expect(await demo.storage.staffAudit.ofReservation(id)).toEqual([])
    expect((await demo.storage.reservations.get(id))?.resStateId).toBe(2)
  })

  it('cancels for a producer of the business, once, and writes who and when to the audit log', async () => {
    const demo = await demoApp()
    apps.push(demo)
    const id = await demoReservation(demo, 2)
    const producer = await actAsStaff(demo, { permissions: [STAFF_PERMISSIONS.producerReservations], businessIds: [2] })
    expect(await producerCancel(demo, id, producer.headers)).toEqual({ status: 200, body: { success: true } })
    expect((await demo.storage.reservations.get(id))?.resStateId).toBe(3)
    expect(await demo.storage.staffAudit.ofReservation(id)).toEqual([
      { staffId: producer.user.staffId, at: demo.clock.now(), action: 'cancel', reservationIdentifier: id, details: expect.any(Object) },
    ])
    expect(await producerCancel(demo, id, producer.headers)).toMatchObject({ status: 409, body: { error: { code: 'NOTHING_TO_CANCEL' } } })
  })

  it('answers an unknown reservation as another business’s (403: staff learn nothing of other businesses’ numbers), anonymous 401', async () => {
    const demo = await demoApp()
    apps.push(demo)
    expect((await producerCancel(demo, 'KR-00000000')).status).toBe(401)
    const producer = await actAsStaff(demo)
    expect((await producerCancel(demo, 'KR-00000000', producer.headers)).status).toBe(403)
  })
})
