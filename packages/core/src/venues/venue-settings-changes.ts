import type { VenueSettings } from './venue-settings'

/**
 * Issue 15 §4 one changed value of a venue's settings, by its path (`themeColour`,
 * `orderRules.cancellation.allowed`, `textOverrides.he.footer.tagline`): what it was and what it
 * became, as text (null: absent before or after).
 */
export interface VenueSettingsChange {
  readonly field: string
  readonly from: string | null
  readonly to: string | null
}

type Leaf = string | null

const isPlainObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const leafText = (value: unknown): Leaf => {
  if (value === null || value === undefined) return null
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return JSON.stringify(value)
}

/** Every value of a settings tree by its dotted path; a list of plain values is one value, a list of records one path per item. */
const flatten = (value: unknown, path: string, into: Map<string, Leaf>): void => {
  if (isPlainObject(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, path === '' ? key : `${path}.${key}`, into)
    return
  }
  if (Array.isArray(value)) {
    if (value.some(isPlainObject)) value.forEach((item, index) => flatten(item, `${path}.${index}`, into))
    else into.set(path, value.map((item) => leafText(item) ?? '').join(', '))
    return
  }
  into.set(path, leafText(value))
}

const leavesOf = (settings: VenueSettings): Map<string, Leaf> => {
  const leaves = new Map<string, Leaf>()
  flatten(settings, '', leaves)
  return leaves
}

/**
 * Issue 15 §4 the audit log's field-level difference of two saves of a venue's settings: each path
 * whose value differs, in the order of the settings (then paths only the new settings have), e.g.
 * `themeColour: #7B1E3A → #5A1630` or a new text override `textOverrides.he.footer.tagline`.
 */
export const venueSettingsChanges = (before: VenueSettings, after: VenueSettings): readonly VenueSettingsChange[] => {
  const was = leavesOf(before)
  const is = leavesOf(after)
  const fields = [...new Set([...was.keys(), ...is.keys()])]
  return fields
    .map((field) => ({ field, from: was.get(field) ?? null, to: is.get(field) ?? null }))
    .filter((change) => change.from !== change.to)
}
