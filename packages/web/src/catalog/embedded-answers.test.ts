import { embeddedAnswersElement } from '@kartis/api-adapter'
import { describe, expect, it } from 'vitest'
import { answersOfPage } from './embedded-answers'

const pageWith = (html: string): Document => new DOMParser().parseFromString(`<html><head>${html}</head><body></body></html>`, 'text/html')

describe('issue 16 §1 the first answers the box office wrote into the page', () => {
  it('reads the block’s answers by address', () => {
    const page = pageWith(embeddedAnswersElement({ '/api/features/': '[]' }))
    expect(Object.fromEntries(answersOfPage(page))).toEqual({ '/api/features/': '[]' })
  })

  it('has none on a page without the block, or with one that is not answers', () => {
    expect(answersOfPage(pageWith('')).size).toBe(0)
    expect(answersOfPage(pageWith('<script type="application/json" id="kartis-answers">{"x":1}</script>')).size).toBe(0)
  })
})
