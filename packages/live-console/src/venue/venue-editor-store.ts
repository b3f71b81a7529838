import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import {
  contrastRatio,
  formatContrastRatio,
  meetsWcagAa,
  parseHexColour,
  venueSettingsChanges,
  type KartisError,
  type Locale,
  type ManagedVenue,
  type Result,
  type VenueAdmin,
  type VenueAuditPage,
  type VenueSettings,
  type VenueSettingsRevision,
} from '@kartis/core'

/** Where a load stands. */
export type LoadState = 'idle' | 'loading' | 'ready' | 'error'

/** Issue 15 §2 a theme colour pair's WCAG AA verdict as the editor shows it live; null while either colour is not #RRGGBB. */
export interface ContrastVerdict {
  readonly ratio: string
  readonly passes: boolean
}

/** Issue 15 §2 the contrast of a theme colour and its text, judged as the server judges it (the core's rule). */
export const contrastOf = (themeColour: string, textColour: string): ContrastVerdict | null => {
  const theme = parseHexColour(themeColour)
  const text = parseHexColour(textColour)
  if (O.isNone(theme) || O.isNone(text)) return null
  return { ratio: formatContrastRatio(contrastRatio(theme.value, text.value)), passes: meetsWcagAa(theme.value, text.value) }
}

/** Issue 15 §3 a venue's override of one text in one locale, or '' when it keeps the product's. */
export const overrideOf = (settings: VenueSettings, locale: Locale, key: string): string => settings.textOverrides[locale]?.[key] ?? ''

/** Issue 15 §3 the settings with one override set (an empty text removes it: the product's text shows again). */
export const withOverride = (settings: VenueSettings, locale: Locale, key: string, text: string): VenueSettings => {
  const { [key]: _previous, ...others } = settings.textOverrides[locale] ?? {}
  const texts = text === '' ? others : { ...others, [key]: text }
  return { ...settings, textOverrides: { ...settings.textOverrides, [locale]: texts } }
}

/**
 * Issue 15 §4 the venue settings screen (permission 270): the manager's venues, the chosen venue's
 * settings as saved (with their revision) and as being edited (the draft the preview follows), the
 * save over the revision read (the server's refusal kept to show by field), and the audit log.
 */
export class VenueEditorStore {
  venues: readonly ManagedVenue[] = []
  venuesState: LoadState = 'idle'
  businessId: number | null = null
  saved: VenueSettingsRevision | null = null
  draft: VenueSettings | null = null
  venueState: LoadState = 'idle'
  loadError: KartisError | null = null
  saving = false
  saveError: KartisError | null = null
  /** The last save succeeded (cleared by the next edit). */
  savedNotice = false
  audit: VenueAuditPage | null = null
  auditState: LoadState = 'idle'
  /** Bumped by each save: the storefront preview reloads. */
  previewVersion = 0

  constructor(
    private readonly admin: VenueAdmin,
    private readonly ended: (error: KartisError) => void,
  ) {
    makeAutoObservable<VenueEditorStore, 'admin' | 'ended'>(this, {
      admin: false,
      ended: false,
      saved: observableRef,
      draft: observableRef,
      audit: observableRef,
      loadError: observableRef,
      saveError: observableRef,
    })
  }

  /** Whether the draft differs from what is saved. */
  get dirty(): boolean {
    return this.saved !== null && this.draft !== null && venueSettingsChanges(this.saved.settings, this.draft).length > 0
  }

  /** The draft's theme colour and text, judged live. */
  get contrast(): ContrastVerdict | null {
    return this.draft === null ? null : contrastOf(this.draft.themeColour, this.draft.themeTextColour)
  }

  /** The field the server refused (VENUE_SETTING_INVALID's `field`; the colours for a contrast refusal). */
  get errorField(): string | null {
    const error = this.saveError
    if (error === null) return null
    if (error.code === 'VENUE_THEME_CONTRAST_TOO_LOW') return 'themeColour'
    const field = error.params?.['field']
    return typeof field === 'string' ? field : null
  }

  /** Whether the refusal names `field` or a value inside it. */
  refuses(field: string): boolean {
    const refused = this.errorField
    return refused !== null && (refused === field || refused.startsWith(`${field}.`))
  }

  async loadVenues(): Promise<void> {
    this.venuesState = 'loading'
    const venues = this.answered(await this.admin.venues())
    runInAction(() => {
      if (E.isLeft(venues)) {
        this.loadError = venues.left
        this.venuesState = 'error'
        return
      }
      this.venues = venues.right
      this.venuesState = 'ready'
    })
    const [only] = E.isRight(venues) && venues.right.length === 1 ? venues.right : []
    if (only !== undefined) await this.choose(only.businessId)
  }

  /** Opens a venue: its settings and revision, and the first page of its audit log. */
  async choose(businessId: number): Promise<void> {
    this.businessId = businessId
    this.venueState = 'loading'
    this.saveError = null
    this.savedNotice = false
    this.audit = null
    const venue = this.answered(await this.admin.venue(businessId))
    runInAction(() => {
      if (this.businessId !== businessId) return
      if (E.isLeft(venue)) {
        this.loadError = venue.left
        this.venueState = 'error'
        return
      }
      this.saved = venue.right
      this.draft = venue.right.settings
      this.venueState = 'ready'
    })
    await this.loadAudit(1)
  }

  /** Reads the venue again (after another manager's save): the draft becomes what is stored. */
  async reload(): Promise<void> {
    if (this.businessId !== null) await this.choose(this.businessId)
  }

  /** Changes the draft (the preview follows at once). */
  edit(change: (draft: VenueSettings) => VenueSettings): void {
    if (this.draft === null) return
    this.draft = change(this.draft)
    this.savedNotice = false
  }

  async save(): Promise<void> {
    const draft = this.draft
    const saved = this.saved
    if (draft === null || saved === null || this.saving) return
    this.saving = true
    this.saveError = null
    this.savedNotice = false
    const answer = this.answered(await this.admin.save(draft, saved.revision))
    runInAction(() => {
      this.saving = false
      if (E.isLeft(answer)) {
        this.saveError = answer.left
        return
      }
      this.saved = answer.right
      this.draft = answer.right.settings
      this.savedNotice = true
      this.previewVersion += 1
    })
    if (E.isRight(answer)) await this.loadAudit(1)
  }

  async loadAudit(page: number): Promise<void> {
    const businessId = this.businessId
    if (businessId === null) return
    this.auditState = 'loading'
    const audit = this.answered(await this.admin.audit(businessId, page))
    runInAction(() => {
      if (this.businessId !== businessId) return
      if (E.isLeft(audit)) {
        this.auditState = 'error'
        return
      }
      this.audit = audit.right
      this.auditState = 'ready'
    })
  }

  /** A 401 ends the console's session (the login shows); every answer passes through. */
  private answered<T>(result: Result<T>): Result<T> {
    if (E.isLeft(result) && result.left.code === 'STAFF_LOGIN_REQUIRED') this.ended(result.left)
    return result
  }
}
