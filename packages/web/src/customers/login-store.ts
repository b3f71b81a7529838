import {
  allOf,
  backToLoginForm,
  canRequestSms,
  closeLogin,
  email,
  israeliId,
  israeliMobile,
  kartisError,
  max,
  min,
  numeric,
  openLogin,
  required,
  smsFallbackAt,
  smsRequested,
  validateFields,
} from '@kartis/core'
import type {
  Clock,
  Customer,
  CustomerArea,
  CustomerAreaLoginRequest,
  Customers,
  FieldCheck,
  FormErrors,
  KartisError,
  LoginFlow,
  LoginOptions,
  Result,
  ValidationMessage,
} from '@kartis/core'
import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import type { CustomerStore } from './customer-store'
import { ResendCountdown } from './resend-countdown'

/**
 * §2/§6 the ways to log in: mobile number + SMS code, Israeli ID number + SMS code (bySsnSms),
 * e-mail + password, and §2's "send by e-mail" (a one-time login link to the address).
 */
export const LOGIN_METHODS = ['mobile', 'ssn', 'email', 'emailLink'] as const
export type LoginMethod = (typeof LOGIN_METHODS)[number]

/** §2 who opened the login form: the customer area's page, checkout's "login to checkout", or the login dialog for hold orders. */
export type LoginOpener = 'area' | 'checkout' | 'hold'

/** §5 the login form's fields. */
export type LoginFormField = 'mobileNumber' | 'ssn' | 'email' | 'password'

/** §5 the SMS verification form's one field. */
export const SMS_CODE_LENGTH = 6

const FIELDS_OF: Readonly<Record<LoginMethod, readonly LoginFormField[]>> = {
  mobile: ['mobileNumber'],
  ssn: ['ssn'],
  email: ['email', 'password'],
  emailLink: ['email'],
}

/** §5 login needs a valid mobile number, or a valid ID number, or an e-mail address and a password. */
const CHECKS: Readonly<Record<LoginFormField, FieldCheck>> = {
  mobileNumber: allOf(israeliMobile('mobileNumber'), required('mobileNumber')),
  ssn: allOf(israeliId('ssn'), required('ssn')),
  email: allOf(email('email'), required('email')),
  password: required('password'),
}

/** §5 the code is six digits (the login's and the VOD screen's). */
export const SMS_CODE_CHECK: FieldCheck = allOf(
  required('smsCode'),
  numeric('smsCode'),
  min('smsCode', SMS_CODE_LENGTH),
  max('smsCode', SMS_CODE_LENGTH),
)

type Validation =
  | { readonly _tag: 'Left'; readonly left: FormErrors<LoginFormField> }
  | { readonly _tag: 'Right'; readonly right: Readonly<Record<LoginFormField, string>> }

const EMPTY_VALUES: Readonly<Record<LoginFormField, string>> = { mobileNumber: '', ssn: '', email: '', password: '' }

/** What the login dialog works with. */
export interface LoginStoreDeps {
  readonly customer: CustomerStore
  readonly customers: Pick<Customers, 'login'>
  readonly customerArea: Pick<CustomerArea, 'requestMobileLogin' | 'validateMobileLogin' | 'requestLoginLinkByEmail'>
  readonly clock: Clock
}

/**
 * §2/§4 the login form with its options and the SMS verification form: the method and the
 * values typed (§5 messages from the core's rules, shown once a field was left or after an
 * attempt), the code request (the core's SMS attempts counter), the code, and the §9 fallback
 * (one more code, offered 20 s after the last when the server enables it). The flow itself is
 * the core's LoginState, kept by the CustomerStore.
 */
export class LoginStore {
  method: LoginMethod = 'mobile'
  values: Readonly<Record<LoginFormField, string>> = EMPTY_VALUES
  smsCode = ''
  touched: ReadonlySet<LoginFormField | 'smsCode'> = new Set()
  submitAttempted = false
  codeAttempted = false
  busy = false
  /** §8 the last refusal (INVALID_SMS_CODE, OTP_ATTEMPTS_EXCEEDED, LOGIN_FAILED, TOO_MANY_REQUESTS, …), shown as text. */
  error: KartisError | null = null
  /** §9 whether the server offers the fallback for this login. */
  isFallbackEnabled = false
  /** §2 who opened the form last: only that one's dialog shows it (checkout has two, one form between them); null before. */
  openedBy: LoginOpener | null = null
  /** §2 "send by e-mail": the address a login link was asked for (the form then says so); null before. */
  linkSentTo: string | null = null
  readonly #deps: LoginStoreDeps
  #request: CustomerAreaLoginRequest | null = null
  readonly #countdown: ResendCountdown

  constructor(deps: LoginStoreDeps) {
    this.#deps = deps
    this.#countdown = new ResendCountdown(deps.clock)
    makeAutoObservable(this, { values: observableRef, touched: observableRef, error: observableRef }, { autoBind: true })
  }

  /** §4 where the dialog is: closed, the login form, the verification form, or logged in. */
  get flow(): LoginFlow {
    return this.#deps.customer.state.flow
  }

  /** §2 whether the login or verification form is showing. */
  get isOpen(): boolean {
    return this.flow.step === 'form' || this.flow.step === 'verify'
  }

  /** §2 logging in to finish an order (the ?checkout variant). */
  get forCheckout(): boolean {
    return this.flow.step === 'form' || this.flow.step === 'verify' ? this.flow.options.forCheckout : false
  }

  /**
   * §2 the methods the form offers: a login link by e-mail leads to the customer area, not back
   * to the order, so the login to checkout does without it.
   */
  get methods(): readonly LoginMethod[] {
    return this.forCheckout ? LOGIN_METHODS.filter((method) => method !== 'emailLink') : LOGIN_METHODS
  }

  /** §5 the fields the chosen method asks for. */
  get fields(): readonly LoginFormField[] {
    return FIELDS_OF[this.method]
  }

  /** §5 the core's verdict on the login form as it is now (values trimmed, numbers normalised). */
  get validation(): Validation {
    const trimmed = {
      mobileNumber: this.values.mobileNumber.trim(),
      ssn: this.values.ssn.trim(),
      email: this.values.email.trim(),
      password: this.values.password,
    }
    return validateFields(this.fields, CHECKS, trimmed, kartisError('LOGIN_INVALID_DETAILS'))
  }

  /** §5 a field's message: once it was left, or after an attempt to go on. */
  errorOf(field: LoginFormField): ValidationMessage | null {
    if (!this.submitAttempted && !this.touched.has(field)) return null
    const validation = this.validation
    return validation._tag === 'Left' ? (validation.left.fields[field] ?? null) : null
  }

  /** §5 the code's message, once it was left or sent. */
  get codeError(): ValidationMessage | null {
    if (!this.codeAttempted && !this.touched.has('smsCode')) return null
    const checked = SMS_CODE_CHECK(this.smsCode)
    return checked._tag === 'Left' ? checked.left : null
  }

  /** §9 when the fallback may be offered (the server enables it, an attempt is left, 20 s after the last code); null when never. */
  get resendAt(): number | null {
    return this.isFallbackEnabled ? smsFallbackAt(this.#deps.customer.state) : null
  }

  /** The clock's time, ticking each second while the verification form waits for the fallback. */
  get now(): number {
    return this.#countdown.now
  }

  /** §9 whether the visitor may ask for the one further code now. */
  get canResend(): boolean {
    return this.#countdown.reached(this.resendAt) && !this.busy
  }

  /** §9 whole seconds until the fallback is offered; null when it never is. */
  get secondsToResend(): number | null {
    return this.#countdown.secondsTo(this.resendAt)
  }

  /**
   * §2/§4 the login form opens with its options (a fresh form gives a fresh set of SMS attempts),
   * for whoever opened it (by default the area, or "login to checkout" for checkout).
   */
  open(options: Pick<LoginOptions, 'forCheckout'> & { readonly by?: LoginOpener }): void {
    this.#deps.customer.update((state) => openLogin(state, { sendByEmail: false, forCheckout: options.forCheckout }))
    this.openedBy = options.by ?? (options.forCheckout ? 'checkout' : 'area')
    if (!this.methods.includes(this.method)) this.method = 'mobile'
    this.linkSentTo = null
    this.error = null
    this.submitAttempted = false
    this.touched = new Set()
  }

  /** §2 the customer-area page shows the login form unless the login or verification form is already showing. */
  showForm(): void {
    if (!this.isOpen) this.open({ forCheckout: false })
  }

  /** §2 closes the dialog; what was typed stays for next time, the code does not. */
  close(): void {
    this.#countdown.stop()
    this.#deps.customer.update(closeLogin)
    this.error = null
    this.smsCode = ''
  }

  /** §2 chooses how to log in. */
  chooseMethod(method: LoginMethod): void {
    this.method = method
    this.linkSentTo = null
    this.error = null
    this.submitAttempted = false
  }

  /** §2 the visitor types into the login form. */
  setValue(field: LoginFormField, value: string): void {
    this.values = { ...this.values, [field]: value }
  }

  /** §2 the visitor types the code: digits only, at most six (a pasted code keeps its digits). */
  setSmsCode(value: string): void {
    this.smsCode = value.replace(/\D/g, '').slice(0, SMS_CODE_LENGTH)
  }

  /** §5 a field was left: its message may show from now on. */
  touch(field: LoginFormField | 'smsCode'): void {
    if (!this.touched.has(field)) this.touched = new Set([...this.touched, field])
  }

  /**
   * §2/§4 sends the login form: invalid (every message shown); by e-mail and password the
   * customer logs in at once (§8 LOGIN_FAILED); by number or ID number a code is requested and
   * the verification form follows (§4 the attempts counter goes down; OTP_ATTEMPTS_EXCEEDED when none is left);
   * by link a login link is e-mailed (the same answer whether or not an account has the address).
   */
  async submit(): Promise<'invalid' | 'sent' | 'linkSent' | 'loggedIn' | 'refused'> {
    this.submitAttempted = true
    const validation = this.validation
    if (validation._tag === 'Left' || this.busy) return 'invalid'
    const values = validation.right
    this.error = null
    if (this.method === 'email') return this.#loginByEmail(values.email, values.password)
    if (this.method === 'emailLink') return this.#sendLink(values.email)
    const forCheckout = this.forCheckout
    const request: CustomerAreaLoginRequest =
      this.method === 'mobile'
        ? { method: 'mobile', mobileNumber: values.mobileNumber, forCheckout }
        : { method: 'ssn', ssn: values.ssn, forCheckout }
    return (await this.#requestCode(request)) ? 'sent' : 'refused'
  }

  /** §9 the fallback: the same request once more, 20 s after the last code. */
  async resend(): Promise<void> {
    if (!this.canResend || this.#request === null) return
    this.error = null
    await this.#requestCode(this.#request)
  }

  /** §2/§4 sends the code: the customer is stored (§8 INVALID_SMS_CODE, OTP_ATTEMPTS_EXCEEDED, … shown otherwise). */
  async verify(): Promise<'invalid' | 'loggedIn' | 'refused'> {
    this.codeAttempted = true
    if (SMS_CODE_CHECK(this.smsCode)._tag === 'Left' || this.busy) return 'invalid'
    this.busy = true
    this.error = null
    const answer = await this.#deps.customerArea.validateMobileLogin(this.smsCode)
    return runInAction(() => this.#answered(answer))
  }

  /** §4 back from the verification form to correct the number, keeping the attempts used. */
  back(): void {
    this.#countdown.stop()
    this.#deps.customer.update(backToLoginForm)
    this.error = null
    this.smsCode = ''
  }

  /** §2 from "a link was sent" back to the login form (to ask again, or log in another way). */
  backFromLink(): void {
    this.linkSentTo = null
    this.submitAttempted = false
  }

  async #sendLink(address: string): Promise<'linkSent' | 'refused'> {
    this.busy = true
    const answer = await this.#deps.customerArea.requestLoginLinkByEmail(address)
    return runInAction(() => {
      this.busy = false
      if (answer._tag === 'Left') {
        this.error = answer.left
        return 'refused'
      }
      this.linkSentTo = address
      return 'linkSent'
    })
  }

  async #loginByEmail(address: string, password: string): Promise<'loggedIn' | 'refused'> {
    this.busy = true
    const answer = await this.#deps.customers.login({ email: address, password })
    return runInAction(() => this.#answered(answer))
  }

  /** §4 a login's answer: the customer is stored (the forms start afresh), or the refusal is kept to show. */
  #answered(answer: Result<Customer>): 'loggedIn' | 'refused' {
    this.busy = false
    if (answer._tag === 'Left') {
      this.error = answer.left
      return 'refused'
    }
    this.#countdown.stop()
    this.smsCode = ''
    this.values = { ...this.values, password: '' }
    this.submitAttempted = false
    this.touched = new Set()
    this.#deps.customer.loggedIn(answer.right)
    return 'loggedIn'
  }

  async #requestCode(request: CustomerAreaLoginRequest): Promise<boolean> {
    const allowed = canRequestSms(this.#deps.customer.state)
    if (allowed._tag === 'Left') {
      this.error = allowed.left
      return false
    }
    this.busy = true
    const answer = await this.#deps.customerArea.requestMobileLogin(request)
    return runInAction(() => {
      this.busy = false
      if (answer._tag === 'Left') {
        this.error = answer.left
        return false
      }
      const now = this.#deps.clock.now()
      const sentTo = request.method === 'mobile' ? request.mobileNumber : ''
      const next = smsRequested(this.#deps.customer.state, sentTo, now)
      if (next._tag === 'Left') {
        this.error = next.left
        return false
      }
      this.#deps.customer.update(() => next.right)
      this.#request = request
      this.isFallbackEnabled = answer.right.isFallbackEnabled
      this.smsCode = ''
      this.codeAttempted = false
      // §9 the verification form's second hand: the fallback appears when its time comes.
      this.#countdown.start(now, () => this.resendAt)
      return true
    })
  }
}
