import { DEFAULT_SERVICE_CHARGE_NAME, type GlobalServiceCharge } from '../model/cart'
import type { CancellationFeeRule } from '../pricing/cancellation-fee'
import { REPLACEMENT_WINDOW_DAYS } from '../reservations/system-voucher'
import { DEFAULT_CUSTOMER_FORM_CONFIG, type CustomerFormConfig } from '../validation/customer-form-config'
import type { Locale } from '../validation/locale'

/** §2 the two layouts; their seat-map colours differ. */
export const VENUE_LAYOUTS = ['default', 'legacy'] as const
export type VenueLayout = (typeof VENUE_LAYOUTS)[number]

/** §9/§6 whether and at what fee a customer may cancel online (customerAreaAllowEnableCancel). */
export interface VenueCancellation {
  readonly allowed: boolean
  /** §9 the fee when no hall sets its own; null: none. */
  readonly fee: CancellationFeeRule | null
}

/** §4/§5/§9 the rules a venue's orders follow, enforced by the server. */
export interface VenueOrderRules {
  /** §4 whether members may place hold (unpaid) orders here. */
  readonly holdOrdersAllowed: boolean
  /** §5 seat maximum across one order; null: only each presentation's own maximum. */
  readonly maxSeatsPerOrder: number | null
  readonly cancellation: VenueCancellation
  /** §9 replacement voucher exchange allowed within this many days. */
  readonly replacementWindowDays: number
  /** §3/§9 the global service charge when no hall sets its own; null: none. */
  readonly globalServiceCharge: GlobalServiceCharge | null
}

/** A location (branch) of a venue with the values the spec keeps per location. */
export interface VenueLocation {
  readonly locationId: number
  readonly name: string
  /** §9 the location's own global service charge; null: the venue's. */
  readonly globalServiceCharge: GlobalServiceCharge | null
}

/**
 * Issue 15 §3 a venue's own words: per locale, product text keys (`key` or `namespace:key`) with
 * the venue's text. A key without an override keeps the product's text.
 */
export type VenueTextOverrides = Readonly<Partial<Record<Locale, Readonly<Record<string, string>>>>>

/** Issue 15 §1 how a venue looks and what its form asks: the part its public and its whole settings share. */
export interface VenueLook {
  readonly displayName: string
  /** An asset path of the venue's logo (e.g. /venues/cinema/logo.svg); null: the product's. */
  readonly logo: string | null
  /** §9 the theme colour (#RRGGBB) and the text drawn on it; the pair keeps WCAG AA. */
  readonly themeColour: string
  readonly themeTextColour: string
  readonly layout: VenueLayout
  /** §2 languages offered: a subset of he/en/ru/ar, Hebrew always first. */
  readonly languages: readonly Locale[]
  /** §5 customer-info configuration: each field shown / required. */
  readonly customerForm: CustomerFormConfig
  /** Issue 15 §3 the venue's text overrides, layered over the product's catalogues. */
  readonly textOverrides: VenueTextOverrides
}

/**
 * Issue 15 §1 one venue (business) on a shared install: how its box office looks, where it is
 * reached, and the rules its orders follow. The storefront reads the public part (publicVenueSettings).
 */
export interface VenueSettings extends VenueLook {
  readonly businessId: number
  /** §2 the path prefix on a shared host (/v/{slug}/…): a §5 slug, unique on the install. */
  readonly slug: string
  /** §2 host names that reach this venue (lower case, unique on the install). */
  readonly hostNames: readonly string[]
  readonly orderRules: VenueOrderRules
  /** §9 grace minutes for a past presentation in e-documents. */
  readonly eDocumentGraceMinutes: number
  /** Sender name of the venue's SMS (up to 11 letters and digits, as SMS senders allow). */
  readonly smsSenderName: string
  /** The venue's analytics measurement id; null: none. */
  readonly analyticsId: string | null
  readonly locations: readonly VenueLocation[]
}

/** §9 the theme colour and its ink (dark text: yellow with white text fails WCAG). */
export const DEFAULT_THEME_COLOUR = '#FFC500'
export const DEFAULT_THEME_TEXT_COLOUR = '#1A1A1A'

/** The install's default venue when nothing is configured: business 0, reached by no host or prefix. */
export const DEFAULT_VENUE_BUSINESS_ID = 0

/**
 * Issue 15 §1 the settings of a venue nothing was configured for: today's behaviour (the §9 theme
 * colour, the §5 form, no cancellation online (§6), the §9 replacement window, no order maximum
 * beyond each presentation's, holds allowed, grace 0 minutes).
 */
export const defaultVenueSettings = (businessId: number = DEFAULT_VENUE_BUSINESS_ID, slug = 'kartis'): VenueSettings => ({
  businessId,
  slug,
  hostNames: [],
  displayName: 'כרטיס',
  logo: null,
  themeColour: DEFAULT_THEME_COLOUR,
  themeTextColour: DEFAULT_THEME_TEXT_COLOUR,
  layout: 'default',
  languages: ['he', 'en', 'ru', 'ar'],
  customerForm: DEFAULT_CUSTOMER_FORM_CONFIG,
  textOverrides: {},
  orderRules: {
    holdOrdersAllowed: true,
    maxSeatsPerOrder: null,
    cancellation: { allowed: false, fee: null },
    replacementWindowDays: REPLACEMENT_WINDOW_DAYS,
    globalServiceCharge: null,
  },
  eDocumentGraceMinutes: 0,
  smsSenderName: 'Kartis',
  analyticsId: null,
  locations: [],
})

/**
 * Issue 15 §1 the settings of a business among the configured venues: its own, else the defaults
 * under its id (slug `business-{id}`), so a business with no venue of its own keeps today's rules.
 */
export const venueSettingsOfBusiness = (configured: Iterable<VenueSettings>, businessId: number): VenueSettings => {
  for (const settings of configured) if (settings.businessId === businessId) return settings
  return defaultVenueSettings(businessId, `business-${businessId}`)
}

/** §9 the default name of a venue's service charge, for settings that give none. */
export const VENUE_SERVICE_CHARGE_NAME = DEFAULT_SERVICE_CHARGE_NAME

/** Issue 15 §1 what every visitor may read of a venue: no host names, SMS sender or fees' configuration. */
export interface PublicVenueSettings extends VenueLook {
  readonly businessId: number
  readonly slug: string
  readonly holdOrdersAllowed: boolean
  readonly maxSeatsPerOrder: number | null
  readonly cancellationAllowed: boolean
  readonly replacementWindowDays: number
  readonly eDocumentGraceMinutes: number
  readonly analyticsId: string | null
}

/** Issue 15 §1 the public part of a venue's settings (GET /venue). */
export const publicVenueSettings = (settings: VenueSettings): PublicVenueSettings => ({
  businessId: settings.businessId,
  slug: settings.slug,
  displayName: settings.displayName,
  logo: settings.logo,
  themeColour: settings.themeColour,
  themeTextColour: settings.themeTextColour,
  layout: settings.layout,
  languages: settings.languages,
  customerForm: settings.customerForm,
  textOverrides: settings.textOverrides,
  holdOrdersAllowed: settings.orderRules.holdOrdersAllowed,
  maxSeatsPerOrder: settings.orderRules.maxSeatsPerOrder,
  cancellationAllowed: settings.orderRules.cancellation.allowed,
  replacementWindowDays: settings.orderRules.replacementWindowDays,
  eDocumentGraceMinutes: settings.eDocumentGraceMinutes,
  analyticsId: settings.analyticsId,
})

/** §9 the global service charge at a location: the location's own, else the venue's (null: none). */
export const serviceChargeAtLocation = (settings: VenueSettings, locationId: number | null): GlobalServiceCharge | null =>
  settings.locations.find((location) => location.locationId === locationId)?.globalServiceCharge ?? settings.orderRules.globalServiceCharge
