import { describe, expect, it } from 'vitest'
import { dataBlockElement, dataBlockTextOf } from './data-block'

describe('issue 16 §1 a data block read back from the page’s markup', () => {
  it('reads the JSON a block was written with, a hostile value included', () => {
    const value = { name: '</script><script>alert(1)</script>', note: 'a & b < c' }
    const page = `<head>${dataBlockElement('a', { n: 1 })}${dataBlockElement('b', value)}</head><body><script type="module" src="/x.js"></script></body>`
    expect(JSON.parse(dataBlockTextOf(page, 'b') ?? '')).toEqual(value)
    expect(JSON.parse(dataBlockTextOf(page, 'a') ?? '')).toEqual({ n: 1 })
  })

  it('reads nothing for a page without the block, or with one left open', () => {
    expect(dataBlockTextOf('<head></head>', 'a')).toBeUndefined()
    expect(dataBlockTextOf('<script type="application/json" id="a">{}', 'a')).toBeUndefined()
  })
})
