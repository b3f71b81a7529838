import { describe, expect, it } from 'vitest'
import { EMBEDDED_ANSWERS_ID, readEmbeddedAnswers, type EmbeddedAnswers } from '@kartis/api-adapter'
import { demoWithBuiltUis } from '../test-support/built-uis'
import type { DemoApp } from '../test-support/demo-app'

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
    for (const page of ['/order/5', '/booking/checkout', '/edocument/KR-X', '/customer']) expect(await answersOfPage(demo, page)).toBeNull()
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
