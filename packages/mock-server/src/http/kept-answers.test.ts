import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { VenueId, endpoints } from '@kartis/api-adapter'
import { demoApp, firstPresentationOf, type DemoApp } from '../test-support/demo-app'

let demo: DemoApp

beforeAll(async () => {
  demo = await demoApp()
}, 60_000)
afterAll(async () => {
  await demo.app.close()
})

describe('issue 16 a seat plan’s JSON is made once (answersKeptObjects)', () => {
  it('the second read of a plan sends the same JSON without encoding the plan again; another plan is encoded for itself', async () => {
    const encode = vi.spyOn(endpoints.seatPlan.response, 'encode')
    const cinema = await firstPresentationOf(demo.storage, VenueId.cinema)
    const arena = await firstPresentationOf(demo.storage, VenueId.arena)
    const read = (p: { readonly venueId: number; readonly seatplanId: number }) =>
      demo.app.inject({ method: 'GET', url: `/api/seats/seatplan?venueId=${p.venueId}&seatplanId=${p.seatplanId}` })
    const first = await read(cinema)
    const again = await read(cinema)
    expect([first.statusCode, again.statusCode]).toEqual([200, 200])
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(again.body).toBe(first.body)
    expect(first.json()).toEqual(JSON.parse(JSON.stringify(encode.mock.results[0]?.value)))
    expect(encode).toHaveBeenCalledTimes(1)
    const other = await read(arena)
    expect(other.statusCode).toBe(200)
    expect(other.body).not.toBe(first.body)
    expect(encode).toHaveBeenCalledTimes(2)
    encode.mockRestore()
  })

  it('the same plan is kept once per form: §7’s answer and the columns answer are each their own', async () => {
    const cinema = await firstPresentationOf(demo.storage, VenueId.cinema)
    const read = (path: string) =>
      demo.app.inject({ method: 'GET', url: `/api${path}?venueId=${cinema.venueId}&seatplanId=${cinema.seatplanId}` })
    const plain = await read('/seats/seatplan')
    const columns = await read('/seats/seatplan/columns')
    expect(plain.body).toContain('"Seats"')
    expect(columns.body).toContain('"SeatCount"')
    expect(columns.body).not.toContain('"Seats"')
    expect((await read('/seats/seatplan')).body).toBe(plain.body)
    expect((await read('/seats/seatplan/columns')).body).toBe(columns.body)
  })
})
