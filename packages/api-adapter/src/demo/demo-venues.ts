import { DEFAULT_CUSTOMER_FORM_CONFIG, agorot, defaultVenueSettings, type VenueSettings } from '@kartis/core'

/**
 * Issue 15 the demo's three venues on one install, each a business of the demo catalogue: a
 * cinema chain (business 1, the cinema hall), a theatre (business 2) and a summer festival at the
 * arena (business 4). They differ in name, colours, layout and languages; the ID number is hidden
 * at the cinema and required at the theatre and the festival (a field the storefront already asks
 * for, so no storefront is left unable to sell before it reads GET /venue); customers
 * cancel online at the theatre only (the §6 flag, which the demo always set for the theatre); the
 * festival takes no hold orders and at most 8 seats an order. The club (3) and the VOD venues (5)
 * keep the defaults. Reached as cinema.localhost, theatre.localhost and festival.localhost, or
 * /v/cinema, /v/theatre and /v/festival on any host (DEMO-DATA.md).
 */
export const demoVenues = (): readonly VenueSettings[] => {
  const cinema = defaultVenueSettings(1, 'cinema')
  const theatre = defaultVenueSettings(2, 'theatre')
  const festival = defaultVenueSettings(4, 'festival')
  return [
    {
      ...cinema,
      hostNames: ['cinema.localhost'],
      displayName: 'סינמה לב – רשת בתי קולנוע',
      logo: '/venues/cinema/logo.svg',
      smsSenderName: 'CinemaLev',
      customerForm: { ...DEFAULT_CUSTOMER_FORM_CONFIG, ssn: { shown: false, required: false } },
      orderRules: { ...cinema.orderRules, maxSeatsPerOrder: 10 },
      locations: [{ locationId: 2, name: 'סינמה לב – תל אביב', globalServiceCharge: null }],
    },
    {
      ...theatre,
      hostNames: ['theatre.localhost'],
      displayName: 'תיאטרון העיר',
      logo: '/venues/theatre/logo.svg',
      themeColour: '#7B1E3A',
      themeTextColour: '#FFFFFF',
      layout: 'legacy',
      languages: ['he', 'en'],
      smsSenderName: 'Theatre',
      customerForm: { ...DEFAULT_CUSTOMER_FORM_CONFIG, city: { shown: true, required: false } },
      orderRules: {
        ...theatre.orderRules,
        cancellation: { allowed: true, fee: { kind: 'fixed', basis: 'perTicket', amount: agorot(1000) } },
      },
      eDocumentGraceMinutes: 30,
    },
    {
      ...festival,
      hostNames: ['festival.localhost'],
      displayName: 'פסטיבל הקיץ בארנה',
      logo: '/venues/festival/logo.svg',
      themeColour: '#0B6E4F',
      themeTextColour: '#FFFFFF',
      languages: ['he', 'en', 'ar'],
      smsSenderName: 'Festival',
      analyticsId: 'G-FESTIVAL1',
      orderRules: { ...festival.orderRules, holdOrdersAllowed: false, maxSeatsPerOrder: 8 },
    },
  ]
}
