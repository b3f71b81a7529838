import { describe, expect, it } from 'vitest'
import { EMBEDDED_ANSWERS_ID, VenueId, readEmbeddedAnswers, type EmbeddedAnswers } from '@kartis/api-adapter'
import { demoWithBuiltUis } from '../test-support/built-uis'
import { firstPresentationOf, type DemoApp } from '../test-support/demo-app'
import { MAX_EMBEDDED_ANSWER_CHARS, MAX_EMBEDDED_PLAN_SEATS } from './first-answers-head'

/** The answers the page at `url` carries (null: the page has no block). */
const answersOfPage = async (demo: DemoApp, url: string): Promise<EmbeddedAnswers | null> => {
  const page = await demo.app.inject({ method: 'GET', url })
  expect(page.statusCode).toBe(200)
  const text = new RegExp(`<script type="application/json" id="${EMBEDDED_ANSWERS_ID}">([^<]*)</script>`).exec(page.body)?.[1]
  return text === undefined ? null : readEmbeddedAnswers(text)
}

/** What the API answers a browser's own call at `address`. */
const apiAnswer = async (demo: DemoApp, address: string): Promise<unknown> => {
  const response = await demo.app.inject({ method: 'GET', url: address })
  expect(response.statusCode).toBe(200)
  return JSON.parse(response.body)
}

const parsed = (answers: EmbeddedAnswers | null, address: string): unknown => JSON.parse(answers?.get(address) ?? 'null')

describe('issue 16 §1 the events list’s page carries its first answers', () => {
  it('/ and /booking carry GET /features/ and GET /presentations/ as the API answers them', async () => {
    const demo = await demoWithBuiltUis()
    for (const page of ['/', '/booking', '/booking/']) {
      const answers = await answersOfPage(demo, page)
      expect([...(answers?.keys() ?? [])].sort()).toEqual(['/api/features/', '/api/presentations/?isHold=0'])
      expect(parsed(answers, '/api/features/')).toEqual(await apiAnswer(demo, '/api/features/'))
      expect(parsed(answers, '/api/presentations/?isHold=0')).toEqual(await apiAnswer(demo, '/api/presentations/?isHold=0'))
    }
  })

  it('other pages carry none: their first calls are others', async () => {
    const demo = await demoWithBuiltUis()
    for (const page of ['/booking/checkout', '/edocument/KR-X', '/customer', '/order/5/tickets', '/order/x'])
      expect(await answersOfPage(demo, page)).toBeNull()
  })

  it('issue 15 §2 under a venue’s prefix, the answers are that venue’s, under the prefix’s API base', async () => {
    const demo = await demoWithBuiltUis()
    const answers = await answersOfPage(demo, '/v/theatre/')
    expect([...(answers?.keys() ?? [])].sort()).toEqual(['/v/theatre/api/features/', '/v/theatre/api/presentations/?isHold=0'])
    const theatre = await apiAnswer(demo, '/v/theatre/api/features/')
    expect(parsed(answers, '/v/theatre/api/features/')).toEqual(theatre)
    expect(theatre).not.toEqual(await apiAnswer(demo, '/api/features/'))
  })
})

describe('issue 16 §1 the order page carries its first answers', () => {
  it('the cinema’s order page carries the presentation, its feature, ticket groups, seat plan and timer and the captcha setting, as the API answers them', async () => {
    const demo = await demoWithBuiltUis()
    const cinema = await firstPresentationOf(demo.storage, VenueId.cinema)
    const calls = [
      `/api/presentations/${cinema.id}?isHold=0`,
      `/api/features/?featureIds=${cinema.featureId}`,
      `/api/presentations/${cinema.id}/ticketGroups?isGA=0&isHold=0`,
      `/api/seats/seatplan/columns?venueId=${cinema.venueId}&seatplanId=${cinema.seatplanId}`,
      `/api/presentations/timer/${cinema.id}`,
      '/api/captcha-config',
    ]
    const answers = await answersOfPage(demo, `/order/${cinema.id}`)
    expect([...(answers?.keys() ?? [])].sort()).toEqual([...calls].sort())
    for (const address of calls) expect(parsed(answers, address)).toEqual(await apiAnswer(demo, address))
  })

  it('not the seat statuses: they are the visitor’s own and need a captcha token', async () => {
    const demo = await demoWithBuiltUis()
    const cinema = await firstPresentationOf(demo.storage, VenueId.cinema)
    const answers = await answersOfPage(demo, `/order/${cinema.id}`)
    expect([...(answers?.keys() ?? [])].some((address) => address.includes('seats-status'))).toBe(false)
  })

  it('a seat plan above the limit is left for the page to ask: the 20,000-seat arena’s', async () => {
    const demo = await demoWithBuiltUis()
    const arena = await firstPresentationOf(demo.storage, VenueId.arena)
    const plan = await demo.app.inject({
      method: 'GET',
      url: `/api/seats/seatplan?venueId=${arena.venueId}&seatplanId=${arena.seatplanId}`,
    })
    // One XCoordinate per seat in the plan's answer.
    expect(plan.body.match(/"XCoordinate"/g)?.length).toBeGreaterThan(MAX_EMBEDDED_PLAN_SEATS)
    const answers = await answersOfPage(demo, `/order/${arena.id}`)
    const keys = [...(answers?.keys() ?? [])]
    expect(keys).toContain(`/api/presentations/${arena.id}?isHold=0`)
    expect(keys.some((address) => address.includes('/seats/seatplan'))).toBe(false)
    for (const text of answers?.values() ?? []) expect(text.length).toBeLessThanOrEqual(MAX_EMBEDDED_ANSWER_CHARS)
  })

  it('a presentation the box office does not sell: no block, and the page shows the error of its own call', async () => {
    const demo = await demoWithBuiltUis()
    expect(await answersOfPage(demo, '/order/999999')).toBeNull()
  })

  it('issue 15 §2 under a venue’s prefix, the calls are under the prefix’s API base', async () => {
    const demo = await demoWithBuiltUis()
    const list = await apiAnswer(demo, '/v/theatre/api/presentations/?isHold=0')
    const id = (list as { readonly presentations: readonly { readonly PresentationId: number }[] }).presentations[0]?.PresentationId
    expect(id).toBeDefined()
    const answers = await answersOfPage(demo, `/v/theatre/order/${String(id)}`)
    const keys = [...(answers?.keys() ?? [])]
    expect(keys).toContain(`/v/theatre/api/presentations/${String(id)}?isHold=0`)
    expect(keys.length).toBeGreaterThan(1)
    expect(keys.every((address) => address.startsWith('/v/theatre/api/'))).toBe(true)
  })
})
