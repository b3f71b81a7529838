import { describe, expect, it } from 'vitest'
import { isUntimed } from './untimed'

describe('§4 untimed presentations', () => {
  it('a presentation is untimed when featureTypeId is 7', () => {
    expect(isUntimed({ featureTypeId: 7 })).toBe(true)
  })
  it('any other feature type is timed', () => {
    expect(isUntimed({ featureTypeId: 1 })).toBe(false)
    expect(isUntimed({ featureTypeId: 6 })).toBe(false)
    expect(isUntimed({ featureTypeId: 8 })).toBe(false)
  })
})
