import {
  endedBefore,
  kartisError,
  sameCode,
  subtract,
  sum,
  ZERO,
  type Agorot,
  type CustomerSystemVoucher,
  type Result,
  type VoucherBalance,
  type VoucherHistoryEntry,
  type VoucherReplacement,
} from '@kartis/core'
import * as E from 'fp-ts/Either'
import type { DemoVoucher } from './dataset'

/** §5 a payment made with a voucher or gift card. */
interface VoucherDebit {
  readonly amount: Agorot
  readonly reservationIdentifier: string
  /** ISO 8601 with offset. */
  readonly dateTime: string
}

/** A voucher as issued and what happened to it since. */
interface VoucherAccount {
  readonly issue: DemoVoucher
  readonly debits: VoucherDebit[]
  cancelled: boolean
  replacement: VoucherReplacement | null
}

type UnknownVoucherCode = 'CODE_NOT_FOUND' | 'SYSTEM_VOUCHER_NOT_FOUND'

/** §7 the history line of a redemption. */
export const REDEMPTION_DESCRIPTION = 'מימוש'

/**
 * §3/§5 vouchers and gift cards with their balances: the issued balance less every debit
 * (derived, never stored), plus cancellation (§4 removed from the customer) and replacement.
 * Codes match ignoring case and surrounding spaces.
 */
export class VoucherLedger {
  private readonly accounts: VoucherAccount[]

  constructor(vouchers: readonly DemoVoucher[]) {
    this.accounts = vouchers.map((issue) => ({ issue, debits: [], cancelled: false, replacement: null }))
  }

  /** Issue 14 a gift card or voucher bought: a new code with its balance, usable at once. */
  issue(voucher: DemoVoucher): void {
    this.accounts.push({ issue: voucher, debits: [], cancelled: false, replacement: null })
  }

  /** §5 the balance now; CODE_NOT_FOUND for an unknown code, SYSTEM_VOUCHER_NOT_ACTIVE once cancelled. */
  balance(code: string): Result<VoucherBalance> {
    return E.map((account: VoucherAccount) => this.balanceOf(account))(this.active(code, 'CODE_NOT_FOUND'))
  }

  /**
   * §7 GET /payment/voucher as the reference server answers it: the balance of a voucher that can
   * pay now; VOUCHER_EXPIRED past its expiry, VOUCHER_WITHOUT_BALANCE with nothing left (and the
   * failures of balance).
   */
  lookUp(code: string, now: number): Result<VoucherBalance> {
    return E.chain((voucher: VoucherBalance): Result<VoucherBalance> => {
      if (voucher.expiresAt !== null && endedBefore(voucher.expiresAt, now))
        return E.left(kartisError('VOUCHER_EXPIRED', { code: voucher.code }))
      if (voucher.balance <= ZERO) return E.left(kartisError('VOUCHER_WITHOUT_BALANCE', { code: voucher.code }))
      return E.right(voucher)
    })(this.balance(code))
  }

  /**
   * §5 whether `amount` may be taken from the voucher now: CODE_NOT_FOUND, SYSTEM_VOUCHER_NOT_ACTIVE,
   * VOUCHER_EXPIRED (its expiry is past), VOUCHER_WITHOUT_BALANCE (less left than the amount;
   * params balance and amount in agorot).
   */
  checkDebit(code: string, amount: Agorot, now: number): Result<VoucherBalance> {
    return E.chain((voucher: VoucherBalance): Result<VoucherBalance> => {
      if (voucher.expiresAt !== null && endedBefore(voucher.expiresAt, now))
        return E.left(kartisError('VOUCHER_EXPIRED', { code: voucher.code }))
      if (voucher.balance < amount)
        return E.left(kartisError('VOUCHER_WITHOUT_BALANCE', { code: voucher.code, balance: voucher.balance, amount }))
      return E.right(voucher)
    })(this.balance(code))
  }

  /** §5 takes `amount` from the voucher for a reservation (checked first with checkDebit). */
  debit(code: string, amount: Agorot, reservationIdentifier: string, dateTime: string): void {
    this.find(code)?.debits.push({ amount, reservationIdentifier, dateTime })
  }

  /** §7 GET /system-vouchers/{ref}/history: the issue (positive), then each redemption (negative), oldest first. */
  history(reference: string): Result<readonly VoucherHistoryEntry[]> {
    return E.map((account: VoucherAccount): readonly VoucherHistoryEntry[] => [
      {
        dateTime: account.issue.issuedAt,
        description: account.issue.name,
        amount: account.issue.voucher.balance,
        reservationIdentifier: null,
      },
      ...account.debits.map((debit) => ({
        dateTime: debit.dateTime,
        description: REDEMPTION_DESCRIPTION,
        amount: subtract(ZERO, debit.amount),
        reservationIdentifier: debit.reservationIdentifier,
      })),
    ])(this.known(reference, 'SYSTEM_VOUCHER_NOT_FOUND'))
  }

  /** §4/§7 system voucher cancel: it no longer pays; SYSTEM_VOUCHER_NOT_FOUND, or SYSTEM_VOUCHER_NOT_ACTIVE when cancelled already. */
  cancel(reference: string): Result<void> {
    return E.map((account: VoucherAccount): void => {
      account.cancelled = true
    })(this.active(reference, 'SYSTEM_VOUCHER_NOT_FOUND'))
  }

  /** §4/§7 replacement: records the new facts once; SYSTEM_VOUCHER_ALREADY_FOR_REPLACEMENT the second time. */
  replace(reference: string, replacement: VoucherReplacement): Result<VoucherReplacement> {
    return E.chain((account: VoucherAccount): Result<VoucherReplacement> => {
      if (account.replacement !== null) return E.left(kartisError('SYSTEM_VOUCHER_ALREADY_FOR_REPLACEMENT', { reference }))
      account.replacement = replacement
      return E.right(replacement)
    })(this.active(reference, 'SYSTEM_VOUCHER_NOT_FOUND'))
  }

  /**
   * §3 a voucher as its holder's customer area shows it (balance in agorot, its replacement
   * facts once given for replacement); null for an unknown or cancelled code (§4 cancelling
   * removes it from the customer).
   */
  held(code: string): CustomerSystemVoucher | null {
    const account = this.find(code)
    if (account === undefined || account.cancelled) return null
    const { voucher } = account.issue
    return {
      reference: voucher.code,
      name: account.issue.name,
      balance: this.balanceOf(account).balance,
      isForReplacement: account.replacement?.isForReplacement ?? false,
      startDate: account.replacement?.startDate ?? account.issue.issuedAt,
      endDate: account.replacement?.endDate ?? voucher.expiresAt,
      dateTimeCreated: account.replacement?.dateTimeCreated ?? account.issue.issuedAt,
    }
  }

  private balanceOf(account: VoucherAccount): VoucherBalance {
    return { ...account.issue.voucher, balance: subtract(account.issue.voucher.balance, sum(account.debits.map((debit) => debit.amount))) }
  }

  private find(code: string): VoucherAccount | undefined {
    return this.accounts.find((account) => sameCode(account.issue.voucher.code, code))
  }

  /** A code the ledger does not know is CODE_NOT_FOUND when paying and SYSTEM_VOUCHER_NOT_FOUND in the customer area. */
  private known(code: string, notFound: UnknownVoucherCode): Result<VoucherAccount> {
    const account = this.find(code)
    return account === undefined
      ? E.left(kartisError(notFound, notFound === 'CODE_NOT_FOUND' ? { code } : { reference: code }))
      : E.right(account)
  }

  private active(code: string, notFound: UnknownVoucherCode): Result<VoucherAccount> {
    return E.chain((account: VoucherAccount): Result<VoucherAccount> =>
      account.cancelled ? E.left(kartisError('SYSTEM_VOUCHER_NOT_ACTIVE', { reference: account.issue.voucher.code })) : E.right(account),
    )(this.known(code, notFound))
  }
}
