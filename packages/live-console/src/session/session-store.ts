import * as E from 'fp-ts/Either'
import { makeAutoObservable, runInAction } from 'mobx'
import { STAFF_PERMISSIONS, hasStaffPermission, type KartisError, type StaffSession, type StaffUser } from '@kartis/core'
import type { MessageKey } from '../i18n/catalogue'

/** Where the console's login stands. */
export type SessionState = 'checking' | 'anonymous' | 'totp' | 'signedIn'

/** A screen of the console: its path, its menu text and the permission it needs. */
export interface ConsoleScreen {
  readonly path: string
  readonly label: MessageKey
  readonly permission: number
}

/**
 * §2/§6 the screens this console has, in menu order. Screens not built yet are not listed: the
 * menu never leads to a placeholder.
 */
export const CONSOLE_SCREENS: readonly ConsoleScreen[] = [
  { path: '/reservations', label: 'menu.producerReservations', permission: STAFF_PERMISSIONS.producerReservations },
  { path: '/monitor', label: 'monitor.menu', permission: STAFF_PERMISSIONS.presentationsReport },
  { path: '/producer-ticket', label: 'producerTicket.menu', permission: STAFF_PERMISSIONS.producerTicket },
  { path: '/reports/presentations', label: 'reports.menu.presentations', permission: STAFF_PERMISSIONS.presentationsReport },
  { path: '/reports/locations', label: 'reports.menu.locations', permission: STAFF_PERMISSIONS.presentationsReport },
  { path: '/reports/features', label: 'reports.menu.features', permission: STAFF_PERMISSIONS.presentationsReport },
  { path: '/references', label: 'references.menu', permission: STAFF_PERMISSIONS.ticketReferenceAdmin },
  { path: '/venue', label: 'venue.menu', permission: STAFF_PERMISSIONS.venueSettings },
]

/**
 * Issue 13 the staff user of this browser: asked of the box office at start (GET /PRES-live/me),
 * logged in by e-mail and password and, for an account with TOTP, its code; logged out. The
 * server decides every permission; the menu only hides what the user could not use.
 */
export class SessionStore {
  state: SessionState = 'checking'
  user: StaffUser | null = null
  error: KartisError | null = null
  busy = false
  private challenge: string | null = null

  constructor(private readonly session: StaffSession) {
    makeAutoObservable<SessionStore, 'session'>(this, { session: false })
  }

  /** §6 the screens the user's permissions allow. */
  get screens(): readonly ConsoleScreen[] {
    const user = this.user
    return user === null ? [] : CONSOLE_SCREENS.filter((screen) => user.permissions.some((p) => p === screen.permission))
  }

  /** Whether the user may open a screen of `permission`. */
  may(permission: Parameters<typeof hasStaffPermission>[1]): boolean {
    return this.user !== null && hasStaffPermission(this.user, permission)
  }

  /** At start: the session the browser already has, if any. */
  async restore(): Promise<void> {
    const me = await this.session.me()
    runInAction(() => {
      this.user = E.isRight(me) ? me.right : null
      this.state = E.isRight(me) ? 'signedIn' : 'anonymous'
    })
  }

  async logIn(email: string, password: string): Promise<void> {
    this.begin()
    const step = await this.session.login({ email: email.trim(), password })
    runInAction(() => {
      this.busy = false
      if (E.isLeft(step)) {
        this.error = step.left
        return
      }
      if (step.right.kind === 'totpRequired') {
        this.challenge = step.right.challenge
        this.state = 'totp'
        return
      }
      this.signedIn(step.right.user)
    })
  }

  async confirmTotp(code: string): Promise<void> {
    const challenge = this.challenge
    if (challenge === null) return
    this.begin()
    const user = await this.session.loginTotp(challenge, code.replace(/\s/g, ''))
    runInAction(() => {
      this.busy = false
      if (E.isLeft(user)) this.error = user.left
      else this.signedIn(user.right)
    })
  }

  /** Back from the code step to the password form. */
  restart(): void {
    this.challenge = null
    this.error = null
    this.state = 'anonymous'
  }

  async logOut(): Promise<void> {
    this.begin()
    await this.session.logout()
    runInAction(() => {
      this.busy = false
      this.user = null
      this.state = 'anonymous'
    })
  }

  /** A call answered 401: the session ended on the server (idle, logged out elsewhere, disabled). */
  ended(error: KartisError): void {
    this.user = null
    this.state = 'anonymous'
    this.error = error
  }

  private begin(): void {
    this.busy = true
    this.error = null
  }

  private signedIn(user: StaffUser): void {
    this.user = user
    this.challenge = null
    this.state = 'signedIn'
  }
}
