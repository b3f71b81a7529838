import { describe, expect, it } from 'vitest'
import { deepLinkPresentationOf, hostNameOf, venuePathOf } from './venue-address'

describe('hostNameOf', () => {
  it('lower-cases and drops the port and a trailing dot', () => {
    expect(hostNameOf('Cinema.Localhost:8080')).toBe('cinema.localhost')
    expect(hostNameOf('tickets.example.')).toBe('tickets.example')
  })

  it('names nothing for a missing, IPv6 or malformed host', () => {
    expect(hostNameOf(undefined)).toBeNull()
    expect(hostNameOf('[::1]:8080')).toBeNull()
    expect(hostNameOf('bad host')).toBeNull()
    expect(hostNameOf('')).toBeNull()
  })
})

describe('venuePathOf', () => {
  it('splits /v/{slug}/rest', () => {
    expect(venuePathOf('/v/theatre/order/12')).toEqual({ slug: 'theatre', rest: '/order/12' })
    expect(venuePathOf('/v/theatre')).toEqual({ slug: 'theatre', rest: '/' })
    expect(venuePathOf('/v/theatre?lang=en')).toEqual({ slug: 'theatre', rest: '/?lang=en' })
  })

  it('is null outside the prefix or for a malformed slug', () => {
    expect(venuePathOf('/order/12')).toBeNull()
    expect(venuePathOf('/v/../etc')).toBeNull()
    expect(venuePathOf('/v//x')).toBeNull()
  })
})

describe('deepLinkPresentationOf', () => {
  it('reads a deep link presentation only from /order/{id}', () => {
    expect(deepLinkPresentationOf('/order/512')).toBe(512)
    expect(deepLinkPresentationOf('/order/512/')).toBe(512)
    expect(deepLinkPresentationOf('/order/512?lang=en')).toBe(512)
    expect(deepLinkPresentationOf('/order/abc')).toBeUndefined()
    expect(deepLinkPresentationOf('/booking')).toBeUndefined()
  })
})
