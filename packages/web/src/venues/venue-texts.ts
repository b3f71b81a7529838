import type { Locale, PublicVenueSettings } from '@kartis/core'
import type { i18n } from 'i18next'
import { DEFAULT_PUBLIC_VENUE } from './venue-store'

/** The i18next namespace of the product catalogue (keys written without a namespace). */
export const PRODUCT_NAMESPACE = 'translation'

const isTree = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Issue 15 §3 a venue's overrides of one namespace in one locale, keyed as the namespace's own
 * keys: `key` overrides the product catalogue, `ns:key` the namespace `ns`. A configured venue's
 * name stands for the product's brand (`brand.name`) unless the venue words it per locale itself.
 */
export const venueOverridesOf = (venue: PublicVenueSettings, locale: Locale, namespace: string): ReadonlyMap<string, string> => {
  const overrides = new Map<string, string>()
  if (namespace === PRODUCT_NAMESPACE && venue.businessId !== DEFAULT_PUBLIC_VENUE.businessId)
    overrides.set('brand.name', venue.displayName)
  for (const [key, text] of Object.entries(venue.textOverrides[locale] ?? {})) {
    const colon = key.indexOf(':')
    const [keyNamespace, path] = colon < 0 ? [PRODUCT_NAMESPACE, key] : [key.slice(0, colon), key.slice(colon + 1)]
    if (keyNamespace === namespace) overrides.set(path, text)
  }
  return overrides
}

/**
 * Issue 15 §3 a copy of a catalogue with the venue's texts laid over it; the product's tree is
 * never changed (other venues, tests and the fallback page share it). Only texts the catalogue
 * has are replaced: an override of an unknown key adds nothing, so no page shows a stray key.
 */
export const overlaid = <T extends object>(catalogue: T, overrides: ReadonlyMap<string, string>): T => {
  const copy = structuredClone(catalogue)
  for (const [key, text] of overrides) {
    const path = key.split('.')
    const leaf = path.pop()
    if (leaf === undefined) continue
    let node: unknown = copy
    for (const part of path) node = isTree(node) ? node[part] : undefined
    if (isTree(node) && typeof node[leaf] === 'string') node[leaf] = text
  }
  return copy
}

const venues = new WeakMap<i18n, PublicVenueSettings>()

/** Issue 15 §3 names the venue whose texts an i18next instance shows (once, at start). */
export const setVenueOfTexts = (instance: i18n, venue: PublicVenueSettings): void => {
  venues.set(instance, venue)
}

/**
 * Issue 15 §3 adds a namespace's texts in a locale to an instance with its venue's overrides
 * laid over them (on a copy). Every catalogue the storefront loads goes through here, so a
 * language switched to later shows that language's overrides, and a key the venue leaves
 * alone shows the product's text.
 */
export const addVenueTexts = (instance: i18n, locale: Locale, namespace: string, texts: object): void => {
  const venue = venues.get(instance) ?? DEFAULT_PUBLIC_VENUE
  instance.addResourceBundle(locale, namespace, overlaid(texts, venueOverridesOf(venue, locale, namespace)), true, true)
}
