import { describe, expect, it } from 'vitest'
import { apiBaseOf, pageAddressOf, venueAssetUrlOf } from './venue-address'

describe('issue 15 §2 a page under a venue prefix', () => {
  it('keeps /v/{slug} as the base and routes the rest', () => {
    expect(pageAddressOf('/v/theatre/order/12')).toEqual({ basePath: '/v/theatre', path: '/order/12' })
    expect(pageAddressOf('/v/theatre')).toEqual({ basePath: '/v/theatre', path: '/' })
    expect(pageAddressOf('/v/theatre/')).toEqual({ basePath: '/v/theatre', path: '/' })
  })

  it('changes nothing on a venue host (no prefix) or a malformed slug', () => {
    expect(pageAddressOf('/order/12')).toEqual({ basePath: '', path: '/order/12' })
    expect(pageAddressOf('/v/Bad_Slug/x')).toEqual({ basePath: '', path: '/v/Bad_Slug/x' })
  })

  it('puts the API under the same prefix', () => {
    expect(apiBaseOf('')).toBe('/api/')
    expect(apiBaseOf('/v/cinema')).toBe('/v/cinema/api/')
  })

  it('puts the box office’s own images under the prefix, and leaves other sites’ and a venue host’s alone', () => {
    expect(venueAssetUrlOf('/v/theatre', '/api/features/3/placeholderImage')).toBe('/v/theatre/api/features/3/placeholderImage')
    expect(venueAssetUrlOf('/v/theatre', '/venues/theatre/logo.svg')).toBe('/v/theatre/venues/theatre/logo.svg')
    expect(venueAssetUrlOf('/v/theatre', '/v/theatre/api/features/3/placeholderImage')).toBe('/v/theatre/api/features/3/placeholderImage')
    expect(venueAssetUrlOf('/v/theatre', 'https://cdn.example.org/p.jpg')).toBe('https://cdn.example.org/p.jpg')
    expect(venueAssetUrlOf('/v/theatre', '//cdn.example.org/p.jpg')).toBe('//cdn.example.org/p.jpg')
    expect(venueAssetUrlOf('', '/api/features/3/placeholderImage')).toBe('/api/features/3/placeholderImage')
  })
})
