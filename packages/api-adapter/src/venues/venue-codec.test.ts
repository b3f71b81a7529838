import * as E from 'fp-ts/Either'
import { agorot, defaultVenueSettings, publicVenueSettings, type VenueSettings } from '@kartis/core'
import { describe, expect, it } from 'vitest'
import { PublicVenueSettingsCodec, VenueSettingsCodec } from './venue-codec'

const manager: VenueSettings = {
  ...defaultVenueSettings(2, 'theatre'),
  hostNames: ['theatre.localhost'],
  smsSenderName: 'Theatre',
  textOverrides: { he: { 'footer.tagline': 'תיאטרון העיר' }, en: { 'footer.tagline': 'City Theatre' } },
  orderRules: {
    ...defaultVenueSettings().orderRules,
    cancellation: { allowed: true, fee: { kind: 'fixed', basis: 'perTicket', amount: agorot(1500) } },
    globalServiceCharge: { amountPerOrder: agorot(500), percentRatePerOrder: 0, name: 'דמי טיפול' },
  },
}

describe('VenueSettingsCodec', () => {
  it('round-trips a manager’s settings with fees in decimal shekels on the wire', () => {
    const wire = VenueSettingsCodec.encode(manager)
    expect(wire.orderRules.cancellation.fee).toEqual({ kind: 'fixed', basis: 'perTicket', amount: 15 })
    expect(VenueSettingsCodec.decode(JSON.parse(JSON.stringify(wire)))).toEqual(E.right(manager))
  })

  it('refuses an unknown layout or language, and a fee of no known kind', () => {
    expect(E.isLeft(VenueSettingsCodec.decode({ ...VenueSettingsCodec.encode(manager), layout: 'fancy' }))).toBe(true)
    expect(E.isLeft(VenueSettingsCodec.decode({ ...VenueSettingsCodec.encode(manager), languages: ['he', 'fr'] }))).toBe(true)
    const badFee = {
      ...VenueSettingsCodec.encode(manager),
      orderRules: { ...manager.orderRules, cancellation: { allowed: true, fee: { kind: 'free' } } },
    }
    expect(E.isLeft(VenueSettingsCodec.decode(badFee))).toBe(true)
  })

  it('drops text overrides of an unknown language (exact, as every key) and refuses a text that is not a string', () => {
    const wire = VenueSettingsCodec.encode(manager)
    const unknown = VenueSettingsCodec.decode({ ...wire, textOverrides: { fr: { 'footer.tagline': 'x' } } })
    expect(E.isRight(unknown) && unknown.right.textOverrides).toEqual({})
    expect(E.isLeft(VenueSettingsCodec.decode({ ...wire, textOverrides: { he: { 'footer.tagline': 3 } } }))).toBe(true)
  })
})

describe('PublicVenueSettingsCodec', () => {
  it('writes only the public keys, even when handed the manager’s settings', () => {
    const wire = PublicVenueSettingsCodec.encode({ ...publicVenueSettings(manager), ...{ hostNames: ['theatre.localhost'] } })
    expect(JSON.stringify(wire)).not.toContain('theatre.localhost')
    expect(Object.keys(wire)).not.toContain('smsSenderName')
    expect(PublicVenueSettingsCodec.decode(wire)).toEqual(E.right(publicVenueSettings(manager)))
  })
})
