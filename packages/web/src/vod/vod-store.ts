import { SMS_FALLBACK_DELAY_MS, allOf, isVod, isVodUnsupportedBrowser, israeliMobile, required } from '@kartis/core'
import type { Catalog, Clock, FieldCheck, KartisError, ValidationMessage, Vod, VodGrant, VodMedia, VodWatchRequest } from '@kartis/core'
import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import { SMS_CODE_CHECK, SMS_CODE_LENGTH } from '../customers/login-store'
import { ResendCountdown } from '../customers/resend-countdown'

/** §2 the VOD item the address names: being looked up, not a VOD item of this box office, or its name. */
export type VodItem =
  { readonly kind: 'loading' } | { readonly kind: 'notFound' } | { readonly kind: 'ready'; readonly featureName: string }

/** §2 where the VOD screen is: the phone field, the one-time-code field, or the player. */
export type VodStep = 'phone' | 'code' | 'watching'

/** What the browser tells of itself (§8 iPhone, iPad and Safari cannot play). */
export interface BrowserFacts {
  readonly userAgent: string
  readonly maxTouchPoints: number
}

/** What the VOD screen works with. */
export interface VodStoreDeps {
  readonly vod: Vod
  readonly catalog: Pick<Catalog, 'presentation' | 'features'>
  readonly clock: Clock
  readonly browser: BrowserFacts
}

/** §5 the phone field: a valid Israeli mobile number. */
const MOBILE_CHECK: FieldCheck = allOf(israeliMobile('mobileNumber'), required('mobileNumber'))

/** The core's Either as the web package spells it (it does not depend on fp-ts). */
const messageOf = (result: ReturnType<FieldCheck>): ValidationMessage | null => (result._tag === 'Left' ? result.left : null)

/**
 * §2 /vod/{resId?}/{vodId}: the VOD screen. It looks the item up (a presentation in a VOD
 * venue), then asks for the phone number that bought it and the one-time code sent to it, and
 * plays the item with the grant the code earns (§8 VOD_ACCESS_DENIED, INVALID_SMS_CODE, … shown
 * as text; §9 one more code 20 s after the first). A reload with the reservation in the address
 * plays on while the browser's grant lasts. §8 iPhone, iPad and Safari are told to use Chrome
 * instead; a video that cannot load shows VOD_LOAD_ERROR.
 */
export class VodStore {
  item: VodItem = { kind: 'loading' }
  step: VodStep = 'phone'
  mobileNumber: string
  smsCode = ''
  touched: ReadonlySet<'mobileNumber' | 'smsCode'> = new Set()
  phoneAttempted = false
  codeAttempted = false
  busy = false
  /** §8 the last refusal, shown as text. */
  error: KartisError | null = null
  grant: VodGrant | null = null
  /** §8 VOD_LOAD_ERROR: the video element could not load the media. */
  playbackFailed = false
  /** Counts the plays asked for: a retry gives the player a fresh video element. */
  playback = 0
  /** §9 whether the box office offers one more code; when the last one went. */
  isFallbackEnabled = false
  codeSentAt: number | null = null
  resent = false
  readonly unsupported: boolean
  readonly #deps: VodStoreDeps
  readonly #countdown: ResendCountdown

  constructor(
    deps: VodStoreDeps,
    readonly vodId: number,
    readonly reservationIdentifier: string | null,
    mobileNumber = '',
  ) {
    this.#deps = deps
    this.mobileNumber = mobileNumber
    this.#countdown = new ResendCountdown(deps.clock)
    this.unsupported = isVodUnsupportedBrowser(deps.browser.userAgent, deps.browser.maxTouchPoints)
    makeAutoObservable(
      this,
      { touched: observableRef, error: observableRef, grant: observableRef, item: observableRef },
      { autoBind: true },
    )
  }

  /** §5 the phone field's message, once it was left or sent. */
  get mobileError(): ValidationMessage | null {
    return this.phoneAttempted || this.touched.has('mobileNumber') ? messageOf(MOBILE_CHECK(this.mobileNumber)) : null
  }

  /** §5 the code field's message (six digits), once it was left or sent. */
  get codeError(): ValidationMessage | null {
    return this.codeAttempted || this.touched.has('smsCode') ? messageOf(SMS_CODE_CHECK(this.smsCode)) : null
  }

  /** §9 when one more code may be asked for; null when none may. */
  get resendAt(): number | null {
    return this.isFallbackEnabled && !this.resent && this.codeSentAt !== null ? this.codeSentAt + SMS_FALLBACK_DELAY_MS : null
  }

  /** §9 whole seconds until one more code may be asked for; null when none may. */
  get secondsToResend(): number | null {
    return this.#countdown.secondsTo(this.resendAt)
  }

  get canResend(): boolean {
    return this.#countdown.reached(this.resendAt) && !this.busy
  }

  /** What the video element plays (and its captions), once a grant allows it. */
  get media(): VodMedia | null {
    return this.grant === null ? null : this.#deps.vod.media(this.grant)
  }

  /** The request the code and the grant are for (the number as typed: the box office normalises it). */
  get #request(): VodWatchRequest {
    return { vodId: this.vodId, reservationIdentifier: this.reservationIdentifier, mobileNumber: this.mobileNumber.trim() }
  }

  /**
   * §2 looks the item up; with a reservation in the address, a grant the browser still holds
   * plays at once (a reload). Not a VOD presentation, or none at all: notFound.
   */
  async load(): Promise<void> {
    const presentation = await this.#deps.catalog.presentation(this.vodId, {})
    if (presentation._tag === 'Left' || !isVod(presentation.right)) {
      runInAction(() => (this.item = { kind: 'notFound' }))
      return
    }
    const features = await this.#deps.catalog.features({ featureIds: [presentation.right.featureId] })
    const featureName = features._tag === 'Right' ? (features.right[0]?.name ?? '') : ''
    runInAction(() => (this.item = { kind: 'ready', featureName }))
    if (this.reservationIdentifier === null || this.unsupported) return
    const held = await this.#deps.vod.access(this.vodId, this.reservationIdentifier)
    runInAction(() => {
      if (held._tag === 'Right' && this.step === 'phone') this.#watch(held.right)
    })
  }

  setMobileNumber(value: string): void {
    this.mobileNumber = value
  }

  /** The visitor types the code: digits only, at most six. */
  setSmsCode(value: string): void {
    this.smsCode = value.replace(/\D/g, '').slice(0, SMS_CODE_LENGTH)
  }

  touch(field: 'mobileNumber' | 'smsCode'): void {
    if (!this.touched.has(field)) this.touched = new Set([...this.touched, field])
  }

  /** §2 sends the code to the phone (when it bought the item: the answer is the same either way); then the code field. */
  async sendCode(): Promise<'invalid' | 'sent' | 'refused'> {
    this.phoneAttempted = true
    if (MOBILE_CHECK(this.mobileNumber)._tag === 'Left' || this.busy) return 'invalid'
    const sent = await this.#requestCode()
    return sent ? 'sent' : 'refused'
  }

  /** §9 the one further code, 20 s after the first. */
  async resend(): Promise<void> {
    if (!this.canResend) return
    if (await this.#requestCode()) runInAction(() => (this.resent = true))
  }

  /** §2 the code earns the grant, and the player shows; §8 refusals are kept to show. */
  async watch(): Promise<'invalid' | 'watching' | 'refused'> {
    this.codeAttempted = true
    if (SMS_CODE_CHECK(this.smsCode)._tag === 'Left' || this.busy) return 'invalid'
    this.busy = true
    this.error = null
    const answer = await this.#deps.vod.watch(this.#request, this.smsCode)
    return runInAction(() => {
      this.busy = false
      if (answer._tag === 'Left') {
        this.error = answer.left
        return 'refused'
      }
      this.#watch(answer.right)
      return 'watching'
    })
  }

  /** §2 back to the phone field, to correct the number. */
  changeNumber(): void {
    this.#countdown.stop()
    this.step = 'phone'
    this.smsCode = ''
    this.error = null
    this.codeAttempted = false
  }

  /** §8 the video element could not load (or play) the media. */
  failPlayback(): void {
    this.playbackFailed = true
  }

  /** §8 after a load error: plays again while the grant holds; an ended grant asks for a new code. */
  async retryPlayback(): Promise<void> {
    const grant = this.grant
    if (grant === null) return
    const held = await this.#deps.vod.access(grant.vodId, grant.reservationIdentifier)
    runInAction(() => {
      if (held._tag === 'Right') {
        this.playbackFailed = false
        this.grant = held.right
        this.playback += 1
        return
      }
      this.grant = null
      this.playbackFailed = false
      this.step = 'phone'
      this.error = held.left
    })
  }

  /** Stops the resend timer (the page is left). */
  dispose(): void {
    this.#countdown.stop()
  }

  #watch(grant: VodGrant): void {
    this.#countdown.stop()
    this.grant = grant
    this.step = 'watching'
    this.error = null
    this.smsCode = ''
    this.playbackFailed = false
  }

  async #requestCode(): Promise<boolean> {
    this.busy = true
    this.error = null
    const answer = await this.#deps.vod.requestCode(this.#request)
    return runInAction(() => {
      this.busy = false
      if (answer._tag === 'Left') {
        this.error = answer.left
        return false
      }
      const now = this.#deps.clock.now()
      this.isFallbackEnabled = answer.right.isFallbackEnabled
      this.codeSentAt = now
      this.step = 'code'
      this.smsCode = ''
      this.codeAttempted = false
      this.#countdown.start(now, () => this.resendAt)
      return true
    })
  }
}
