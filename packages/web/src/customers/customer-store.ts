import { customerRefreshed, initialLoginState, isLoggedIn, loggedIn, loggedOut } from '@kartis/core'
import type { Customer, CustomerArea, KartisError, LoginState } from '@kartis/core'
import { makeAutoObservable, observableRef, runInAction } from 'mobx'

/** §4 whether the session's customer is known yet: asked once at start (restore), then known. */
export type RestoreStatus = 'unknown' | 'restoring' | 'known'

/**
 * §4 the session's customer: restored at start from the customer-area session (LOGIN_REQUIRED
 * just means nobody is logged in), stored on login, reloaded after a change, cleared on
 * logout. The login dialog's flow lives in the same core LoginState (see LoginStore).
 */
export class CustomerStore {
  state: LoginState = initialLoginState
  status: RestoreStatus = 'unknown'
  /** §2/§8 why a lost-login link did not log in (the login form opens below it), or why the customer could not be reloaded. */
  problem: KartisError | null = null
  readonly #customerArea: CustomerArea
  /** A lost-login link is redeemed once per visit (a second try would only answer CUSTOMER_TOKEN_REDEEMED). */
  readonly #tokens = new Set<string>()
  #redeeming = false

  constructor(customerArea: CustomerArea) {
    this.#customerArea = customerArea
    makeAutoObservable(this, { state: observableRef, problem: observableRef }, { autoBind: true })
  }

  /** §4 the stored customer, or null. */
  get customer(): Customer | null {
    return this.state.customer
  }

  /** §4 logged in means having CustomerIds. */
  get isLoggedIn(): boolean {
    return isLoggedIn(this.state.customer)
  }

  /** §4 changes the login state with one of the core's transitions. */
  update(change: (state: LoginState) => LoginState): void {
    this.state = change(this.state)
  }

  /** §4 a successful login stores the customer (and closes the dialog). */
  loggedIn(customer: Customer): void {
    this.state = loggedIn(this.state, customer)
    this.status = 'known'
    this.problem = null
  }

  /**
   * §4 server initialisation: the customer-area session is restored once; later calls wait for nothing.
   * Issue 16 §1 a visitor the box office saw come without a session (`session` false) is known to be
   * logged out at once: asking would only answer LOGIN_REQUIRED (a 401 in the console).
   */
  async restore(session?: boolean): Promise<void> {
    if (this.status !== 'unknown') return
    if (session === false) {
      this.status = 'known'
      return
    }
    this.status = 'restoring'
    const answer = await this.#customerArea.customerAreaData()
    runInAction(() => {
      // A login that finished first, or a lost-login link being redeemed, wins over the restore's answer.
      if (this.status !== 'restoring' || this.#redeeming) return
      if (answer._tag === 'Right') this.state = customerRefreshed(this.state, answer.right)
      this.status = 'known'
    })
  }

  /**
   * §2 /customer/{token}: the lost-login link logs its customer in; CUSTOMER_TOKEN_REDEEMED,
   * _EXPIRED or _ERROR (or any other refusal) is kept to show, and the login form opens.
   */
  async redeemToken(token: string): Promise<void> {
    if (this.#tokens.has(token)) return
    this.#tokens.add(token)
    this.status = 'restoring'
    this.#redeeming = true
    const answer = await this.#customerArea.customerAreaData(token)
    runInAction(() => {
      this.#redeeming = false
      if (answer._tag === 'Right') {
        this.loggedIn(answer.right)
        return
      }
      this.status = 'known'
      this.problem = answer.left
    })
  }

  /** §4 reads the customer again (after a cancellation, say); LOGIN_REQUIRED means the session ended: logged out. */
  async reload(): Promise<void> {
    const answer = await this.#customerArea.customerAreaData()
    runInAction(() => {
      if (answer._tag === 'Right') this.state = customerRefreshed(this.state, answer.right)
      else if (answer.left.code === 'LOGIN_REQUIRED') this.state = loggedOut(this.state)
      else this.problem = answer.left
    })
  }

  /** Issue 12 an order was committed: a logged-in customer's area is read again (the server now lists it); nobody logged in, nothing to read. */
  async orderCompleted(): Promise<void> {
    if (this.isLoggedIn) await this.reload()
  }

  /** §4 logout clears the customer once the server ended the session; its refusal is returned to show (still logged in). */
  async logout(): Promise<KartisError | null> {
    const answer = await this.#customerArea.logout()
    if (answer._tag === 'Left') return answer.left
    runInAction(() => {
      this.state = loggedOut(this.state)
      this.problem = null
    })
    return null
  }
}
