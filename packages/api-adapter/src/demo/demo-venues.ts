import { DEFAULT_CUSTOMER_FORM_CONFIG, agorot, defaultVenueSettings, type VenueSettings } from '@kartis/core'

/**
 * Issue 15 the demo's three venues on one install, each a business of the demo catalogue: a
 * cinema chain (business 1, the cinema hall), a theatre (business 2) and a summer festival at the
 * arena (business 4). They differ in name, colours, layout and languages; the ID number is hidden
 * at the cinema and required at the theatre and the festival (a field the storefront already asks
 * for, so no storefront is left unable to sell before it reads GET /venue); customers
 * cancel online at the theatre only (the §6 flag, which the demo always set for the theatre); the
 * festival takes no hold orders and at most 8 seats an order. §9 the global service charge, the one
 * the storefront shows and the server charges: the cinema none (its journeys' totals as before), the
 * theatre ₪8 an order, the festival 4 % of the order ('דמי שירות הפסטיבל', shown in the checkout summary;
 * its arena's presentations add their own ₪5). The club (3) and the VOD venues (5) keep the defaults (no charge). Reached as cinema.localhost, theatre.localhost and festival.localhost, or
 * /v/cinema, /v/theatre and /v/festival on any host (DEMO-DATA.md). Each words the storefront its own
 * way (issue 15 §3 text overrides, in Hebrew and English, the festival in Arabic too): its name,
 * what it shows (screenings, performances, shows), the buy button, the hold message and the
 * footer's tagline; the keys are the storefront's (`key`, or `customer:key` for the customer texts).
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
      textOverrides: {
        he: {
          'brand.name': 'סינמה לב',
          'pages.home.title': 'מה מוקרן השבוע',
          'nav.whatsOn': 'הקרנות',
          'events.buy': 'לכרטיסים להקרנה',
          'footer.tagline': 'סינמה לב – רשת בתי הקולנוע שלך. פופקורן טרי בכל הקרנה.',
          'customer:holds.message':
            'את הכרטיסים להקרנה משלמים ואוספים בקופת הקולנוע עד 30 דקות לפני תחילת ההקרנה, כלומר עד {{deadline}}. אפשר גם לשלם באתר, באזור האישי.',
        },
        en: {
          'brand.name': 'Cinema Lev',
          'pages.home.title': 'Now screening',
          'nav.whatsOn': 'Screenings',
          'events.buy': 'Tickets for this screening',
          'footer.tagline': 'Cinema Lev – your cinema chain. Fresh popcorn at every screening.',
          'customer:holds.message':
            'Pay for and collect your screening tickets at the cinema box office up to 30 minutes before the screening, that is by {{deadline}}. You can also pay online, in your account.',
        },
      },
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
      textOverrides: {
        he: {
          'brand.name': 'תיאטרון העיר',
          'pages.home.title': 'ההצגות בעונה',
          'nav.whatsOn': 'הצגות',
          'events.buy': 'לכרטיסים להצגה',
          'footer.tagline': 'תיאטרון העיר – הבית של התיאטרון הישראלי מאז 1970.',
          'customer:holds.message':
            'את הכרטיסים להצגה משלמים ואוספים בקופת התיאטרון עד 30 דקות לפני עליית המסך, כלומר עד {{deadline}}. אפשר גם לשלם באתר, באזור האישי.',
        },
        en: {
          'brand.name': 'City Theatre',
          'pages.home.title': 'This season’s performances',
          'nav.whatsOn': 'Performances',
          'events.buy': 'Tickets for this performance',
          'footer.tagline': 'City Theatre – the home of Israeli theatre since 1970.',
          'customer:holds.message':
            'Pay for and collect your performance tickets at the theatre box office up to 30 minutes before curtain up, that is by {{deadline}}. You can also pay online, in your account.',
        },
      },
      orderRules: {
        ...theatre.orderRules,
        cancellation: { allowed: true, fee: { kind: 'fixed', basis: 'perTicket', amount: agorot(1000) } },
        globalServiceCharge: { name: 'דמי טיפול', amountPerOrder: agorot(800), percentRatePerOrder: 0 },
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
      textOverrides: {
        he: {
          'brand.name': 'פסטיבל הקיץ',
          'pages.home.title': 'המופעים בפסטיבל',
          'nav.whatsOn': 'מופעים',
          'events.buy': 'לכרטיסים למופע',
          'footer.tagline': 'פסטיבל הקיץ בארנה – ערבי מוזיקה תחת כיפת השמיים.',
        },
        en: {
          'brand.name': 'Summer Festival',
          'pages.home.title': 'Festival shows',
          'nav.whatsOn': 'Shows',
          'events.buy': 'Tickets for this show',
          'footer.tagline': 'The Summer Festival at the arena – music nights under the open sky.',
        },
        ar: {
          'brand.name': 'مهرجان الصيف',
          'pages.home.title': 'عروض المهرجان',
          'nav.whatsOn': 'العروض',
          'events.buy': 'تذاكر لهذا العرض',
          'footer.tagline': 'مهرجان الصيف في الأرينا – أمسيات موسيقية تحت السماء.',
        },
      },
      analyticsId: 'G-FESTIVAL1',
      orderRules: {
        ...festival.orderRules,
        holdOrdersAllowed: false,
        maxSeatsPerOrder: 8,
        globalServiceCharge: { name: 'דמי שירות הפסטיבל', amountPerOrder: agorot(0), percentRatePerOrder: 4 },
      },
    },
  ]
}
