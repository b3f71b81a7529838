import type { Clock, PublicVenueSettings } from '@kartis/core'
import type { StorefrontPorts } from '../di/ports'
import type { OpenEventSource } from '../order/live-seat-status'
import type { UiStoreInit } from './ui-store'

/**
 * What the storefront's stores are made from: the root store and the order session it loads
 * on demand both take it, so it lives apart from either (no import cycle between them).
 */
export interface RootStoreInit {
  /** §7 the ports bound in the container (HTTP in the app, in-memory or fakes in tests). */
  readonly ports: StorefrontPorts
  readonly clock: Clock
  readonly ui: UiStoreInit
  /** §4 a full-page navigation (the countdown's url at zero). */
  readonly leave: (url: string) => void
  /** Issue 11 the live seat-status stream (the browser's EventSource); tests without one see seats as last read. */
  readonly openEventSource?: OpenEventSource
  /** Issue 15 the venue the storefront is served as (GET /venue at start); default: the install's default venue. */
  readonly venue?: PublicVenueSettings
  /** Issue 16 §1 whether the box office saw a customer session with the page; undefined: not known (restore asks). */
  readonly customerSession?: boolean
}
