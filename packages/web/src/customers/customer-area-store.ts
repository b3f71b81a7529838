import {
  ZERO,
  applySystemVoucherReplacement,
  cancelReservation,
  cancelSystemVoucher,
  canCancelReservationInCustomerArea,
  canCancelSystemVoucherInCustomerArea,
  checkSystemVoucherReplacement,
  customerRefreshed,
  isWithinReplacementWindow,
} from '@kartis/core'
import type {
  CancellationOutcome,
  CancellationQuote,
  Clock,
  Customer,
  CustomerSystemVoucher,
  Customers,
  KartisError,
  Reservation,
  Reservations,
  Result,
  SystemVouchers,
  VoucherHistoryEntry,
} from '@kartis/core'
import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import { DEFAULT_CUSTOMER_AREA_SETTINGS, type CustomerAreaSettings } from './customer-area-settings'
import type { CustomerStore } from './customer-store'
import { ProfileStore } from './profile-store'

/** §2 the customer area's tabs, in the order shown. */
export const CUSTOMER_AREA_TABS = ['tickets', 'memberships', 'vouchers', 'vod', 'profile'] as const
export type CustomerAreaTab = (typeof CUSTOMER_AREA_TABS)[number]

/** §2 the cancel dialog: the quote to confirm, the cancellation under way, refused, or done (with the credit's code). */
export type CancelDialog =
  | { readonly kind: 'closed' }
  | { readonly kind: 'confirm' | 'cancelling'; readonly reservation: Reservation; readonly quote: CancellationQuote }
  | { readonly kind: 'failed'; readonly reservation: Reservation; readonly quote: CancellationQuote; readonly error: KartisError }
  | { readonly kind: 'done'; readonly reservation: Reservation; readonly outcome: CancellationOutcome }

/** §4 what may be done to a voucher here. */
export type VoucherActionKind = 'cancel' | 'replace'

/** §2 the voucher dialog: the action to confirm, under way, refused, or done. */
export type VoucherDialog =
  | { readonly kind: 'closed' }
  | { readonly kind: 'confirm' | 'working' | 'done'; readonly action: VoucherActionKind; readonly voucher: CustomerSystemVoucher }
  | { readonly kind: 'failed'; readonly action: VoucherActionKind; readonly voucher: CustomerSystemVoucher; readonly error: KartisError }

/** §7 a voucher's history: loading, its lines, or the refusal. */
export type VoucherHistoryLoad =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly entries: readonly VoucherHistoryEntry[] }
  | { readonly kind: 'failed'; readonly error: KartisError }

/** What the customer area works with. */
export interface CustomerAreaStoreDeps {
  readonly customer: CustomerStore
  readonly reservations: Pick<Reservations, 'cancel'>
  readonly systemVouchers: SystemVouchers
  readonly customers: Pick<Customers, 'update'>
  readonly clock: Clock
  readonly settings?: Partial<CustomerAreaSettings>
}

/**
 * §2 the customer area once logged in: the tab shown, the cancel dialog (§4/§9 the server's
 * quote, the refund as transaction credit), the vouchers' history, cancellation and
 * replacement (§4/§9 the core's rules), the profile form and the logout dialog.
 */
export class CustomerAreaStore {
  tab: CustomerAreaTab = 'tickets'
  cancel: CancelDialog = { kind: 'closed' }
  voucherDialog: VoucherDialog = { kind: 'closed' }
  histories: ReadonlyMap<string, VoucherHistoryLoad> = new Map()
  logoutOpen = false
  logoutError: KartisError | null = null
  readonly profile: ProfileStore
  readonly settings: CustomerAreaSettings
  readonly #deps: CustomerAreaStoreDeps

  constructor(deps: CustomerAreaStoreDeps) {
    this.#deps = deps
    this.settings = { ...DEFAULT_CUSTOMER_AREA_SETTINGS, ...deps.settings }
    this.profile = new ProfileStore(deps.customers)
    makeAutoObservable(
      this,
      {
        profile: false,
        settings: false,
        cancel: observableRef,
        voucherDialog: observableRef,
        histories: observableRef,
        logoutError: observableRef,
      },
      { autoBind: true },
    )
  }

  /** §3 the logged-in customer, or null. */
  get customer(): Customer | null {
    return this.#deps.customer.customer
  }

  /** §2 shows a tab; the profile tab starts editing the customer's details. */
  selectTab(tab: CustomerAreaTab): void {
    this.tab = tab
    const customer = this.customer
    if (tab === 'profile' && customer !== null) this.profile.edit(customer)
  }

  /**
   * §6 whether the area offers to cancel a reservation: this venue allows customer-area
   * cancellation (customerAreaAllowEnableCancel, issue 15) and the server quoted a cancellation.
   */
  canCancel(reservation: Reservation): boolean {
    return (
      canCancelReservationInCustomerArea(this.settings.cancel, reservation) &&
      reservation.cancellation !== null &&
      reservation.cancellation !== undefined
    )
  }

  /** §2 opens the cancel dialog of a reservation the venue and the server let the customer cancel (its quote is not null). */
  openCancel(reservation: Reservation): void {
    const quote = reservation.cancellation
    if (quote === null || quote === undefined || !this.canCancel(reservation)) return
    this.cancel = { kind: 'confirm', reservation, quote }
  }

  /** §2 closes the cancel dialog (unless the cancellation is under way). */
  closeCancel(): void {
    if (this.cancel.kind !== 'cancelling') this.cancel = { kind: 'closed' }
  }

  /**
   * §4/§7/§8 cancels the whole reservation (all its tickets), the refund as transaction credit
   * when there is one (a refund to the card is not possible online, §8 BALANCE_IS_DUE); it then
   * leaves the list at once and the customer is read again.
   */
  async confirmCancel(): Promise<void> {
    const dialog = this.cancel
    if (dialog.kind !== 'confirm' && dialog.kind !== 'failed') return
    const { reservation, quote } = dialog
    this.cancel = { kind: 'cancelling', reservation, quote }
    const answer = await this.#deps.reservations.cancel({
      reservationIdentifier: reservation.reservationIdentifier,
      itemsToCancel: reservation.ticketIdentifiers ?? [],
      refundToTransactionCredit: quote.refund > ZERO,
    })
    runInAction(() => {
      if (answer._tag === 'Left') {
        this.cancel = { kind: 'failed', reservation, quote, error: answer.left }
        return
      }
      this.cancel = { kind: 'done', reservation, outcome: answer.right }
      this.#change(
        (customer) => cancelReservation(customer, reservation.reservationIdentifier),
        (cancelled) => cancelled.holder,
      )
    })
    await this.#deps.customer.reload()
  }

  /** §6 whether a voucher may be cancelled here (customerAreaAllowEnableCancel, not given for replacement). */
  canCancelVoucher(voucher: CustomerSystemVoucher): boolean {
    return canCancelSystemVoucherInCustomerArea(this.settings.cancel, voucher)
  }

  /** §9 whether a voucher may be given for replacement now: not already, and within the window after purchase. */
  canReplaceVoucher(voucher: CustomerSystemVoucher): boolean {
    return !voucher.isForReplacement && isWithinReplacementWindow(voucher, this.settings.replacementWindowDays, this.#deps.clock.now())
  }

  /** §7 shows a voucher's history (loaded the first time), or hides it. */
  async toggleHistory(reference: string): Promise<void> {
    const known = this.histories.get(reference)
    if (known !== undefined && known.kind !== 'loading') {
      this.#setHistory(reference, null)
      return
    }
    if (known !== undefined) return
    this.#setHistory(reference, { kind: 'loading' })
    const answer = await this.#deps.systemVouchers.history(reference)
    runInAction(() => {
      if (!this.histories.has(reference)) return
      this.#setHistory(
        reference,
        answer._tag === 'Right' ? { kind: 'ready', entries: answer.right } : { kind: 'failed', error: answer.left },
      )
    })
  }

  /** §2 asks to confirm cancelling a voucher or giving it for replacement. */
  openVoucherAction(action: VoucherActionKind, voucher: CustomerSystemVoucher): void {
    this.voucherDialog = { kind: 'confirm', action, voucher }
  }

  /** §2 closes the voucher dialog (unless the call is under way). */
  closeVoucherAction(): void {
    if (this.voucherDialog.kind !== 'working') this.voucherDialog = { kind: 'closed' }
  }

  /**
   * §4/§7/§9 does the confirmed voucher action: cancel (it leaves the customer) or replacement
   * (checked first by the core: not already, within the window — TOO_FAR_FROM_PURCHASE_DATE);
   * the customer is then read again.
   */
  async confirmVoucherAction(): Promise<void> {
    const dialog = this.voucherDialog
    const customer = this.customer
    if ((dialog.kind !== 'confirm' && dialog.kind !== 'failed') || customer === null) return
    const { action, voucher } = dialog
    const reservationIdentifier = voucher.reservationIdentifier ?? ''
    if (action === 'replace') {
      const checked = checkSystemVoucherReplacement(
        customer,
        voucher.reference,
        this.settings.replacementWindowDays,
        this.#deps.clock.now(),
      )
      if (checked._tag === 'Left') {
        this.voucherDialog = { kind: 'failed', action, voucher, error: checked.left }
        return
      }
    }
    this.voucherDialog = { kind: 'working', action, voucher }
    const vouchers = this.#deps.systemVouchers
    if (action === 'cancel') {
      const answer = await vouchers.cancel(voucher.reference, reservationIdentifier)
      runInAction(() => this.#voucherAnswered(answer, action, voucher, (held) => cancelSystemVoucher(held, voucher.reference)))
    } else {
      const answer = await vouchers.requestReplacement(voucher.reference, reservationIdentifier)
      runInAction(() =>
        this.#voucherAnswered(answer, action, voucher, (held, replacement) =>
          applySystemVoucherReplacement(held, voucher.reference, replacement),
        ),
      )
    }
    await this.#deps.customer.reload()
  }

  /** §5/§7/§8 saves the profile; once saved the customer is read again (the greeting follows a new name). */
  async saveProfile(): Promise<void> {
    if ((await this.profile.submit()) === 'saved') await this.#deps.customer.reload()
  }

  /** §2 the logout dialog asks to confirm. */
  openLogout(): void {
    this.logoutOpen = true
    this.logoutError = null
  }

  closeLogout(): void {
    this.logoutOpen = false
  }

  /** §4 logs out once confirmed: the customer is cleared and the area starts afresh; a refusal is shown in the dialog. */
  async confirmLogout(): Promise<void> {
    const error = await this.#deps.customer.logout()
    runInAction(() => {
      if (error !== null) {
        this.logoutError = error
        return
      }
      this.logoutOpen = false
      this.tab = 'tickets'
      this.cancel = { kind: 'closed' }
      this.voucherDialog = { kind: 'closed' }
      this.histories = new Map()
      this.profile.reset()
    })
  }

  /** Applies one of the core's rules to the stored customer at once (the reload then brings the server's view). */
  #change<T>(rule: (customer: Customer) => Result<T>, next: (value: T) => Customer): void {
    const customer = this.customer
    if (customer === null) return
    const changed = rule(customer)
    if (changed._tag === 'Right') this.#deps.customer.update((state) => customerRefreshed(state, next(changed.right)))
  }

  #voucherAnswered<T>(
    answer: Result<T>,
    action: VoucherActionKind,
    voucher: CustomerSystemVoucher,
    apply: (customer: Customer, value: T) => Result<Customer>,
  ): void {
    if (answer._tag === 'Left') {
      this.voucherDialog = { kind: 'failed', action, voucher, error: answer.left }
      return
    }
    this.voucherDialog = { kind: 'done', action, voucher }
    this.#change(
      (customer) => apply(customer, answer.right),
      (customer) => customer,
    )
  }

  #setHistory(reference: string, load: VoucherHistoryLoad | null): void {
    const next = new Map(this.histories)
    if (load === null) next.delete(reference)
    else next.set(reference, load)
    this.histories = next
  }
}
