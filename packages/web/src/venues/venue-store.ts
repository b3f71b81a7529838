import { DEFAULT_LOCALE, DEFAULT_VENUE_BUSINESS_ID, defaultVenueSettings, publicVenueSettings } from '@kartis/core'
import type { CustomerFormConfig, Locale, PublicVenueSettings, VenueLayout } from '@kartis/core'
import { makeObservable, observableRef } from 'mobx'

/** Issue 15 §1 the install's default venue (nothing configured): today's look, every language, no overrides. */
export const DEFAULT_PUBLIC_VENUE: PublicVenueSettings = publicVenueSettings(defaultVenueSettings())

/**
 * Issue 15 §1–§3 the venue the storefront is served as (GET /venue, read once at start): its
 * name, logo, theme colours, layout, languages, customer form and the order rules the
 * storefront shows before the server enforces them. A page never changes venue.
 */
export class VenueStore {
  readonly settings: PublicVenueSettings

  constructor(settings: PublicVenueSettings = DEFAULT_PUBLIC_VENUE) {
    this.settings = settings
    // The settings are the one observable fact (replaced whole); the getters read them plainly, so stores
    // outside a reaction (the order's seat maximum, checkout's form) read them without a computed's warning.
    makeObservable(this, { settings: observableRef })
  }

  /** Issue 15 §2 whether this is the install's default venue (the product's own name and look). */
  get isDefault(): boolean {
    return this.settings.businessId === DEFAULT_VENUE_BUSINESS_ID
  }

  /** Issue 15 §3 the venue's name (a locale's override of `brand.name` may say it otherwise). */
  get displayName(): string {
    return this.settings.displayName
  }

  /** Issue 15 §3 the venue's logo address, or null for the product's wordmark. */
  get logo(): string | null {
    return this.settings.logo
  }

  /** §2 the venue's layout: its seat-map colours. */
  get layout(): VenueLayout {
    return this.settings.layout
  }

  /** §2/§9 the theme colour and the text drawn on it (a pair the server keeps WCAG AA). */
  get themeColour(): string {
    return this.settings.themeColour
  }

  get themeTextColour(): string {
    return this.settings.themeTextColour
  }

  /** §2 the languages the venue offers, Hebrew first. */
  get languages(): readonly Locale[] {
    return this.settings.languages
  }

  /** §5 the venue's customer form: each field shown / required. */
  get customerForm(): CustomerFormConfig {
    return this.settings.customerForm
  }

  /** §4 whether hold orders are offered here. */
  get holdOrdersAllowed(): boolean {
    return this.settings.holdOrdersAllowed
  }

  /** §5 the venue's seat maximum per order; null: only each presentation's. */
  get maxSeatsPerOrder(): number | null {
    return this.settings.maxSeatsPerOrder
  }

  /** §6 customerAreaAllowEnableCancel at this venue. */
  get cancellationAllowed(): boolean {
    return this.settings.cancellationAllowed
  }

  /** §2 the locale a page is shown in: the one asked for when the venue offers it, else Hebrew. */
  readonly localeFor = (wanted: Locale): Locale => (this.settings.languages.includes(wanted) ? wanted : DEFAULT_LOCALE)

  /** §5 a presentation's seat maximum capped by the venue's per-order maximum. */
  readonly seatMaximum = (presentationMax: number): number => {
    const venueMax = this.settings.maxSeatsPerOrder
    return venueMax === null ? presentationMax : Math.min(presentationMax, venueMax)
  }
}
