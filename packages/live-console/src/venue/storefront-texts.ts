import type { Locale } from '@kartis/core'
import { STOREFRONT_CATALOGUES } from '@kartis/web/shared'

/** Issue 15 §3 one product text of the storefront: its key (as an override names it) and its text in a locale. */
export interface ProductText {
  readonly key: string
  readonly text: string
}

const leavesOf = (tree: unknown, prefix: string, into: Map<string, string>): void => {
  if (typeof tree === 'string') {
    into.set(prefix, tree)
    return
  }
  if (typeof tree !== 'object' || tree === null) return
  for (const [key, inner] of Object.entries(tree)) leavesOf(inner, prefix === '' ? key : `${prefix}.${key}`, into)
}

const cache = new Map<Locale, ReadonlyMap<string, string>>()

/** Issue 15 §3 the storefront's texts of a locale by key (`footer.tagline`), read from its catalogue (shared, never copied). */
export const productTextsOf = (locale: Locale): ReadonlyMap<string, string> => {
  const known = cache.get(locale)
  if (known !== undefined) return known
  const texts = new Map<string, string>()
  leavesOf(STOREFRONT_CATALOGUES[locale], '', texts)
  cache.set(locale, texts)
  return texts
}

/**
 * Issue 15 §3 the product texts whose key or text (in the locale, or in Hebrew) holds every word
 * of the query, keys of the Hebrew catalogue in its order; the query empty, none.
 */
export const searchProductTexts = (locale: Locale, query: string): readonly ProductText[] => {
  const words = query
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '')
  if (words.length === 0) return []
  const hebrew = productTextsOf('he')
  const local = productTextsOf(locale)
  const found: ProductText[] = []
  for (const [key, heText] of hebrew) {
    const text = local.get(key) ?? heText
    const haystack = `${key} ${text} ${heText}`.toLowerCase()
    if (words.every((word) => haystack.includes(word))) found.push({ key, text })
  }
  return found
}
