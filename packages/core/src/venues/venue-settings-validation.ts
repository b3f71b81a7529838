import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import { kartisError, type Result } from '../errors/error-codes'
import type { GlobalServiceCharge } from '../model/cart'
import type { CancellationFeeRule } from '../pricing/cancellation-fee'
import { CUSTOMER_FORM_FIELDS, customerFormConfig, type CustomerFormConfig } from '../validation/customer-form-config'
import { LOCALES, isLocale, type Locale } from '../validation/locale'
import { WCAG_AA_NORMAL_TEXT, contrastRatio, formatContrastRatio, meetsWcagAa, parseHexColour } from './colour-contrast'
import {
  VENUE_LAYOUTS,
  VENUE_SERVICE_CHARGE_NAME,
  type VenueCancellation,
  type VenueLocation,
  type VenueOrderRules,
  type VenueSettings,
  type VenueTextOverrides,
} from './venue-settings'

/** Limits of a venue's settings, each refused beyond with VENUE_SETTING_INVALID naming the field. */
export const VENUE_LIMITS = {
  displayNameLength: 80,
  hostNames: 10,
  maxSeatsPerOrder: 100,
  replacementWindowDays: 365,
  eDocumentGraceMinutes: 24 * 60,
  smsSenderLength: 11,
  locations: 100,
  /** Issue 15 §3 overrides per locale, and the length of a key and of a text. */
  textOverridesPerLocale: 200,
  textOverrideKeyLength: 120,
  textOverrideLength: 400,
} as const

const invalid = (field: string, reason?: string): Result<never> =>
  E.left(kartisError('VENUE_SETTING_INVALID', reason === undefined ? { field } : { field, reason }))

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/
const HOST_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/
const SMS_SENDER = /^[A-Za-z0-9][A-Za-z0-9 ]*$/
const ANALYTICS_ID = /^[A-Za-z0-9][A-Za-z0-9-]{0,31}$/

/** A catalogue key, optionally in a namespace: `footer.note`, `customer:login.title`. */
const TEXT_KEY = /^(?:[a-z][A-Za-z0-9-]*:)?[A-Za-z][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)*$/

const isWhole = (value: number, min: number, max: number): boolean => Number.isInteger(value) && value >= min && value <= max

/** §2 a host name as the Host header carries it, lower case, without a port: letters, digits, hyphens, dots. */
export const isVenueHostName = (host: string): boolean => host.length <= 253 && host.split('.').every((label) => HOST_LABEL.test(label))

/** §2/§5 a venue's path prefix: lower-case letters, digits and inner hyphens (the §5 slug helper's output, in ASCII), 1–40 characters. */
export const isVenueSlug = (slug: string): boolean => SLUG.test(slug)

const checkLogo = (logo: string | null): Result<string | null> => {
  if (logo === null || logo.trim() === '') return E.right(null)
  const trimmed = logo.trim()
  const isAssetPath = trimmed.startsWith('/') && !trimmed.startsWith('//') && !trimmed.includes('..') && !/[\s"'<>\\]/.test(trimmed)
  return isAssetPath ? E.right(trimmed) : invalid('logo', 'asset-path')
}

const checkColours = (settings: VenueSettings): Result<{ themeColour: string; themeTextColour: string }> => {
  const theme = parseHexColour(settings.themeColour)
  if (O.isNone(theme)) return invalid('themeColour', 'hex')
  const text = parseHexColour(settings.themeTextColour)
  if (O.isNone(text)) return invalid('themeTextColour', 'hex')
  if (!meetsWcagAa(theme.value, text.value))
    return E.left(
      kartisError('VENUE_THEME_CONTRAST_TOO_LOW', {
        ratio: formatContrastRatio(contrastRatio(theme.value, text.value)),
        minimum: WCAG_AA_NORMAL_TEXT,
      }),
    )
  return E.right({ themeColour: theme.value, themeTextColour: text.value })
}

/** §2 languages: known locales only, Hebrew always, each once, in the product's order (Hebrew first). */
const checkLanguages = (languages: readonly string[]): Result<readonly Locale[]> => {
  if (!languages.every(isLocale)) return invalid('languages', 'unknown')
  return E.right(LOCALES.filter((locale) => locale === 'he' || languages.includes(locale)))
}

/**
 * §5 the form as configured, a required field always shown; the mobile number stays shown and
 * required (the order's confirmation and the customer's login go to it).
 */
const checkCustomerForm = (form: CustomerFormConfig): Result<CustomerFormConfig> => {
  if (!CUSTOMER_FORM_FIELDS.every((field) => typeof form[field].shown === 'boolean' && typeof form[field].required === 'boolean'))
    return invalid('customerForm')
  const normalised = customerFormConfig(form, form)
  if (!normalised.mobileNumber.required) return invalid('customerForm.mobileNumber', 'always-required')
  return E.right(normalised)
}

/**
 * Issue 15 §3 overrides: offered languages only, well-formed keys, texts trimmed; an empty text is
 * dropped (the product's text shows again), so clearing a field in the editor undoes an override.
 */
const checkTextOverrides = (overrides: VenueTextOverrides, languages: readonly Locale[]): Result<VenueTextOverrides> => {
  const checked: Partial<Record<Locale, Readonly<Record<string, string>>>> = {}
  for (const [locale, texts] of Object.entries(overrides)) {
    if (!isLocale(locale) || !languages.includes(locale)) return invalid(`textOverrides.${locale}`, 'language-not-offered')
    if (texts === undefined) continue
    const entries = Object.entries(texts)
      .map(([key, text]) => [key, text.trim()] as const)
      .filter(([, text]) => text !== '')
    if (entries.length > VENUE_LIMITS.textOverridesPerLocale) return invalid(`textOverrides.${locale}`, 'too-many')
    for (const [key, text] of entries) {
      if (key.length > VENUE_LIMITS.textOverrideKeyLength || !TEXT_KEY.test(key)) return invalid(`textOverrides.${locale}.${key}`, 'key')
      if (text.length > VENUE_LIMITS.textOverrideLength) return invalid(`textOverrides.${locale}.${key}`, 'too-long')
    }
    if (entries.length > 0) checked[locale] = Object.fromEntries(entries)
  }
  return E.right(checked)
}

const checkServiceCharge = (field: string, charge: GlobalServiceCharge | null): Result<GlobalServiceCharge | null> => {
  if (charge === null) return E.right(null)
  if (!Number.isInteger(charge.amountPerOrder) || charge.amountPerOrder < 0) return invalid(`${field}.amountPerOrder`)
  if (!Number.isFinite(charge.percentRatePerOrder) || charge.percentRatePerOrder < 0 || charge.percentRatePerOrder > 100)
    return invalid(`${field}.percentRatePerOrder`)
  const name = charge.name.trim()
  return E.right({ ...charge, name: name === '' ? VENUE_SERVICE_CHARGE_NAME : name })
}

const checkFee = (fee: CancellationFeeRule | null): Result<CancellationFeeRule | null> => {
  if (fee === null) return E.right(null)
  if (fee.basis !== 'perOrder' && fee.basis !== 'perTicket') return invalid('orderRules.cancellation.fee.basis')
  if (fee.kind === 'fixed')
    return Number.isInteger(fee.amount) && fee.amount >= 0 ? E.right(fee) : invalid('orderRules.cancellation.fee.amount')
  return Number.isFinite(fee.percent) && fee.percent >= 0 && fee.percent <= 100
    ? E.right(fee)
    : invalid('orderRules.cancellation.fee.percent')
}

const checkOrderRules = (rules: VenueOrderRules): Result<VenueOrderRules> => {
  const { maxSeatsPerOrder, replacementWindowDays } = rules
  if (maxSeatsPerOrder !== null && !isWhole(maxSeatsPerOrder, 1, VENUE_LIMITS.maxSeatsPerOrder))
    return invalid('orderRules.maxSeatsPerOrder')
  if (!isWhole(replacementWindowDays, 0, VENUE_LIMITS.replacementWindowDays)) return invalid('orderRules.replacementWindowDays')
  const fee = checkFee(rules.cancellation.fee)
  if (E.isLeft(fee)) return fee
  const charge = checkServiceCharge('orderRules.globalServiceCharge', rules.globalServiceCharge)
  if (E.isLeft(charge)) return charge
  const cancellation: VenueCancellation = { allowed: rules.cancellation.allowed, fee: fee.right }
  return E.right({ ...rules, cancellation, globalServiceCharge: charge.right })
}

const checkLocations = (locations: readonly VenueLocation[]): Result<readonly VenueLocation[]> => {
  if (locations.length > VENUE_LIMITS.locations) return invalid('locations', 'too-many')
  const seen = new Set<number>()
  const checked: VenueLocation[] = []
  for (const [index, location] of locations.entries()) {
    if (!isWhole(location.locationId, 1, Number.MAX_SAFE_INTEGER) || seen.has(location.locationId))
      return invalid(`locations.${index}.locationId`)
    seen.add(location.locationId)
    const name = location.name.trim()
    if (name === '' || name.length > VENUE_LIMITS.displayNameLength) return invalid(`locations.${index}.name`)
    const charge = checkServiceCharge(`locations.${index}.globalServiceCharge`, location.globalServiceCharge)
    if (E.isLeft(charge)) return charge
    checked.push({ locationId: location.locationId, name, globalServiceCharge: charge.right })
  }
  return E.right(checked)
}

const checkAddress = (settings: VenueSettings): Result<{ slug: string; hostNames: readonly string[] }> => {
  const slug = settings.slug.trim().toLowerCase()
  if (!isVenueSlug(slug)) return invalid('slug')
  const hostNames = [...new Set(settings.hostNames.map((host) => host.trim().toLowerCase().replace(/\.$/, '')))]
  if (hostNames.length > VENUE_LIMITS.hostNames) return invalid('hostNames', 'too-many')
  const bad = hostNames.findIndex((host) => !isVenueHostName(host))
  if (bad >= 0) return invalid(`hostNames.${bad}`)
  return E.right({ slug, hostNames })
}

const checkTexts = (
  settings: VenueSettings,
): Result<{ displayName: string; smsSenderName: string; analyticsId: string | null; eDocumentGraceMinutes: number }> => {
  const displayName = settings.displayName.trim()
  if (displayName === '' || displayName.length > VENUE_LIMITS.displayNameLength) return invalid('displayName')
  const smsSenderName = settings.smsSenderName.trim()
  if (smsSenderName.length > VENUE_LIMITS.smsSenderLength || !SMS_SENDER.test(smsSenderName)) return invalid('smsSenderName')
  const analyticsId = settings.analyticsId === null || settings.analyticsId.trim() === '' ? null : settings.analyticsId.trim()
  if (analyticsId !== null && !ANALYTICS_ID.test(analyticsId)) return invalid('analyticsId')
  if (!isWhole(settings.eDocumentGraceMinutes, 0, VENUE_LIMITS.eDocumentGraceMinutes)) return invalid('eDocumentGraceMinutes')
  return E.right({ displayName, smsSenderName, analyticsId, eDocumentGraceMinutes: settings.eDocumentGraceMinutes })
}

/**
 * Issue 15 §1/§3 a venue's settings as a manager saves them, whole or not at all: the first bad
 * value is VENUE_SETTING_INVALID { field, reason? } (slug, host names, name, logo asset path,
 * colours, layout, languages with Hebrew, the §5 form, text overrides of offered languages, §9 limits and fees, SMS sender, analytics id,
 * locations), a theme colour whose text fails WCAG AA is VENUE_THEME_CONTRAST_TOO_LOW { ratio,
 * minimum }. The settings returned are normalised (trimmed, lower-case addresses, upper-case
 * colours, languages in order, required form fields shown).
 */
export const validateVenueSettings = (settings: VenueSettings): Result<VenueSettings> => {
  if (!isWhole(settings.businessId, 0, Number.MAX_SAFE_INTEGER)) return invalid('businessId')
  const address = checkAddress(settings)
  if (E.isLeft(address)) return address
  const texts = checkTexts(settings)
  if (E.isLeft(texts)) return texts
  const logo = checkLogo(settings.logo)
  if (E.isLeft(logo)) return logo
  const colours = checkColours(settings)
  if (E.isLeft(colours)) return colours
  if (!VENUE_LAYOUTS.includes(settings.layout)) return invalid('layout')
  const languages = checkLanguages(settings.languages)
  if (E.isLeft(languages)) return languages
  const customerForm = checkCustomerForm(settings.customerForm)
  if (E.isLeft(customerForm)) return customerForm
  const textOverrides = checkTextOverrides(settings.textOverrides, languages.right)
  if (E.isLeft(textOverrides)) return textOverrides
  const orderRules = checkOrderRules(settings.orderRules)
  if (E.isLeft(orderRules)) return orderRules
  const locations = checkLocations(settings.locations)
  if (E.isLeft(locations)) return locations
  return E.right({
    ...settings,
    ...address.right,
    ...texts.right,
    logo: logo.right,
    ...colours.right,
    languages: languages.right,
    customerForm: customerForm.right,
    textOverrides: textOverrides.right,
    orderRules: orderRules.right,
    locations: locations.right,
  })
}
