import { describe, expect, it } from 'vitest'
import { toastEdgeFor } from './toast-placement'

describe('issue 16 §3 / 2.4.11 the toasts keep clear of the focused control', () => {
  const viewport = 844
  const region = 80

  it('stay at the top (§9) with nothing focused or the focus below them', () => {
    expect(toastEdgeFor(null, viewport, region)).toBe('top')
    expect(toastEdgeFor({ top: 300, bottom: 344 }, viewport, region)).toBe('top')
    expect(toastEdgeFor({ top: 80, bottom: 120 }, viewport, region)).toBe('top')
  })

  it('go to the bottom when the focused control is where they would be', () => {
    expect(toastEdgeFor({ top: 10, bottom: 54 }, viewport, region)).toBe('bottom')
    expect(toastEdgeFor({ top: 79, bottom: 120 }, viewport, region)).toBe('bottom')
  })

  it('hide the least of a control taller than the room left', () => {
    expect(toastEdgeFor({ top: 40, bottom: 900 }, viewport, region)).toBe('top')
    expect(toastEdgeFor({ top: -200, bottom: 790 }, viewport, region)).toBe('bottom')
  })
})
