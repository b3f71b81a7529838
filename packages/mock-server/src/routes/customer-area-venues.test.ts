import { afterEach, describe, expect, it } from 'vitest'
import { DEMO_CUSTOMERS } from '../demo/demo-customers'
import { customerBrowser, field, logInBySms, reservationsOf, type CustomerBrowser } from '../test-support/customer-browser'
import { demoApp, newVisitor, type DemoApp } from '../test-support/demo-app'
import { DEMO_HOSTS } from '../test-support/demo-hosts'

const [NOA, DANI] = DEMO_CUSTOMERS
if (NOA === undefined || DANI === undefined) throw new Error('the demo has its customers')

const { theatre: THEATRE, cinema: CINEMA } = DEMO_HOSTS

const apps: DemoApp[] = []
afterEach(async () => {
  for (const demo of apps.splice(0)) await demo.app.close()
})

const boxOffice = async (): Promise<DemoApp> => {
  const demo = await demoApp()
  apps.push(demo)
  return demo
}

/** The venue names of a customer area's reservations (the demo's theatre is תיאטרון העיר, its cinema halls קולנוע לב – …). */
const venuesOf = (body: unknown): readonly string[] => reservationsOf(body).map((r) => String(r['VenueName']))
const isTheatre = (name: string): boolean => name.startsWith('תיאטרון')
const isCinema = (name: string): boolean => name.startsWith('קולנוע')

/** דני logged in on a browser of `host` (absent: the install's plain host). */
const daniAt = async (demo: DemoApp, host?: string): Promise<{ readonly dani: CustomerBrowser; readonly body: unknown }> => {
  const dani = customerBrowser(demo.app, newVisitor(), host)
  const answer = await logInBySms(dani, demo.storage.sms, DANI.mobile)
  expect(answer.status).toBe(200)
  return { dani, body: answer.body }
}

describe('issue 15 §2 the customer area lists only the venue’s own orders', () => {
  it('at the theatre’s host only theatre orders, at the cinema’s only cinema orders, at the plain host both', async () => {
    const demo = await boxOffice()
    const plain = venuesOf((await daniAt(demo)).body)
    expect(plain.some(isTheatre)).toBe(true)
    expect(plain.some(isCinema)).toBe(true)

    const { dani: atTheatre, body: theatreLogin } = await daniAt(demo, THEATRE)
    const theatre = venuesOf(theatreLogin)
    expect(theatre.length).toBeGreaterThan(0)
    expect(theatre.every(isTheatre)).toBe(true)
    // Read again (the session's area): the same.
    expect(venuesOf((await atTheatre.areaData()).body)).toEqual(theatre)

    const cinema = venuesOf((await daniAt(demo, CINEMA)).body)
    expect(cinema.length).toBeGreaterThan(0)
    expect(cinema.every(isCinema)).toBe(true)
  })

  it('under /v/theatre/ on the plain host, the theatre’s orders only', async () => {
    const demo = await boxOffice()
    const { dani } = await daniAt(demo)
    const answer = await dani.request('GET', '/v/theatre/api/customer-area/customerAreaData')
    expect(answer.status).toBe(200)
    const names = venuesOf(answer.body)
    expect(names.length).toBeGreaterThan(0)
    expect(names.every(isTheatre)).toBe(true)
  })

  it('a theatre order cancelled through the cinema’s host is RESERVATION_NOT_FOUND and stays; at the theatre it cancels', async () => {
    const demo = await boxOffice()
    const { dani } = await daniAt(demo)
    const order = reservationsOf((await dani.areaData()).body).find((r) => isTheatre(String(r['VenueName'])))
    if (order === undefined) throw new Error('דני has a theatre order')
    const id = String(order['ReservationIdentifier'])
    const body = { itemsToCancel: order['TicketIdentifiers'], refundToTransactionCredit: true }
    const atCinema = await dani.request('POST', `/v/cinema/api/reservations/${id}/cancel`, body)
    expect(atCinema.status).toBe(404)
    expect(field(atCinema.body, 'error', 'code')).toBe('RESERVATION_NOT_FOUND')
    expect(reservationsOf((await dani.areaData()).body).map((r) => r['ReservationIdentifier'])).toContain(id)
    const atTheatre = await dani.request('POST', `/v/theatre/api/reservations/${id}/cancel`, body)
    expect(atTheatre.status).toBe(200)
  })

  it('another customer and an anonymous visitor at the theatre’s host see none of דני’s orders', async () => {
    const demo = await boxOffice()
    const daniIds = reservationsOf((await daniAt(demo)).body).map((r) => r['ReservationIdentifier'])
    const noa = customerBrowser(demo.app, newVisitor(), THEATRE)
    const noaArea = await logInBySms(noa, demo.storage.sms, NOA.mobile)
    expect(noaArea.status).toBe(200)
    for (const r of reservationsOf(noaArea.body)) expect(daniIds).not.toContain(r['ReservationIdentifier'])
    const anonymous = await customerBrowser(demo.app, newVisitor(), THEATRE).areaData()
    expect(anonymous.status).toBe(401)
    expect(field(anonymous.body, 'error', 'code')).toBe('LOGIN_REQUIRED')
  })
})
