import * as E from 'fp-ts/Either'
import { defaultVenueSettings, publicVenueSettings } from '@kartis/core'
import { describe, expect, it } from 'vitest'
import { fakeCaptcha, json, pathOf, scriptedTransport } from '../http/test-support/fake-fetch'
import { HttpCurrentVenue } from './http-current-venue'
import { InMemoryCurrentVenue } from './in-memory-current-venue'

const theatre = publicVenueSettings({ ...defaultVenueSettings(2, 'theatre'), displayName: 'התיאטרון' })

describe('HttpCurrentVenue', () => {
  it('GET /venue: the public settings of the venue the page belongs to', async () => {
    const { transport, seen } = scriptedTransport(() => json(200, theatre), fakeCaptcha())
    expect(await new HttpCurrentVenue(transport).current()).toEqual(E.right(theatre))
    expect(pathOf(seen[0]?.url ?? '')).toBe('/api/venue')
  })

  it('an answer that is not a venue is DECODE_ERROR', async () => {
    const { transport } = scriptedTransport(() => json(200, { ...theatre, layout: 'fancy' }), fakeCaptcha())
    const answer = await new HttpCurrentVenue(transport).current()
    expect(E.isLeft(answer) ? answer.left.code : 'decoded').toBe('DECODE_ERROR')
  })
})

describe('InMemoryCurrentVenue', () => {
  it('answers the public part of its venue, the install’s default venue unless given one', async () => {
    expect(await new InMemoryCurrentVenue().current()).toEqual(E.right(publicVenueSettings(defaultVenueSettings())))
    expect(await new InMemoryCurrentVenue({ ...defaultVenueSettings(2, 'theatre'), displayName: 'התיאטרון' }).current()).toEqual(
      E.right(theatre),
    )
  })
})
