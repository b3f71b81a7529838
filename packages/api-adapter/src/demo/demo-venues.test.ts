import * as E from 'fp-ts/Either'
import { validateVenueSettings } from '@kartis/core'
import { describe, expect, it } from 'vitest'
import { demoCatalog } from './demo-catalog'
import { demoVenues } from './demo-venues'

describe('demoVenues', () => {
  it('are valid as they are (a save would keep them unchanged), with distinct addresses', () => {
    for (const venue of demoVenues()) expect(validateVenueSettings(venue), venue.slug).toEqual(E.right(venue))
    const addresses = demoVenues().flatMap((venue) => [venue.slug, ...venue.hostNames])
    expect(new Set(addresses).size).toBe(addresses.length)
  })

  it('are businesses of the demo catalogue, and differ where issue 15 asks them to', () => {
    const businesses = new Set(demoCatalog().venues.map((entry) => entry.venue.businessId))
    const [cinema, theatre, festival] = demoVenues()
    for (const venue of demoVenues()) expect(businesses.has(venue.businessId)).toBe(true)
    expect(new Set(demoVenues().map((venue) => venue.themeColour)).size).toBe(3)
    expect([cinema?.layout, theatre?.layout]).toEqual(['default', 'legacy'])
    expect([cinema?.customerForm.ssn.shown, theatre?.customerForm.ssn.required]).toEqual([false, true])
    expect(
      demoVenues()
        .filter((venue) => venue.orderRules.cancellation.allowed)
        .map((venue) => venue.slug),
    ).toEqual(['theatre'])
    expect([festival?.orderRules.holdOrdersAllowed, festival?.orderRules.maxSeatsPerOrder]).toEqual([false, 8])
  })
})
