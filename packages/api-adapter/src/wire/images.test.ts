import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { ImageBytes, ImageParams } from './images'

describe('images', () => {
  it('reads the id of the feature or product, and image bytes only', () => {
    expect(ImageParams.decode({ id: '55' })).toEqual(E.right({ id: 55 }))
    const bytes = new Uint8Array([0xff, 0xd8, 0xff])
    expect(ImageBytes.decode(bytes)).toEqual(E.right(bytes))
    expect(E.isLeft(ImageBytes.decode([0xff, 0xd8]))).toBe(true)
  })
})
