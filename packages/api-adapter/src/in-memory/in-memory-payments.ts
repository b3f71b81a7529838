import {
  kartisError,
  ZERO,
  type CommitRequest,
  type CommitResult,
  type HoldPaymentRequest,
  type PaymentFormRequest,
  type Payments,
  type ProducerSeatsRequest,
  type Result,
  type VoucherBalance,
} from '@kartis/core'
import * as E from 'fp-ts/Either'
import type { VisitorIdentity } from '../http/visitor-identity'
import type { InMemoryBoxOffice } from './box-office'
import { checkPaid, commitCart, debitVouchers } from './commit-order'

/** §7 payments in memory: a simulated card page, commit, producer seats, hold payment and voucher balances. */
export class InMemoryPayments implements Payments {
  constructor(
    private readonly office: InMemoryBoxOffice,
    private readonly visitor: VisitorIdentity,
  ) {}

  /**
   * §7 GET /payment/form/{locale}: opens a card-page session for the total and answers its
   * address (the box office's paymentPageUrl with session and locale); settle it with
   * InMemoryBoxOffice.settlePayment and put its id in the cart's paymentIdentifier.
   * INVALID_AMOUNT for a negative total.
   */
  paymentFormUrl(request: PaymentFormRequest): Promise<Result<string>> {
    if (request.total < ZERO) return Promise.resolve(E.left(kartisError('INVALID_AMOUNT', { total: request.total })))
    const session = this.office.paymentSessions.open(this.visitor.uuid(), request.total)
    return Promise.resolve(E.right(`${this.office.paymentPageUrl}?session=${encodeURIComponent(session.id)}&locale=${request.locale}`))
  }

  /** §7 POST /payment/commit: see commitCart; a hold order (§4) is committed unpaid. */
  commit(request: CommitRequest): Promise<Result<CommitResult>> {
    return Promise.resolve(commitCart(this.office, this.visitor.uuid(), request.cart, { unpaid: request.cart.isHold }))
  }

  /** §7 POST /payment/commit for producer seats: saved for the named customer, unpaid. */
  saveProducerSeats(request: ProducerSeatsRequest): Promise<Result<CommitResult>> {
    return Promise.resolve(commitCart(this.office, this.visitor.uuid(), request.cart, { unpaid: true, customerName: request.customerName }))
  }

  /**
   * §7 POST /payment/{resId}/payment: pays the visitor's unpaid (hold) reservation, by card or
   * vouchers as a commit is paid. RESERVATION_NOT_FOUND when it is not the visitor's;
   * UNABLE_TO_PROCESS_ORDER once cancelled; a reservation already paid answers its identifier again.
   */
  payHold(request: HoldPaymentRequest): Promise<Result<string>> {
    const uuid = this.visitor.uuid()
    const record = this.office.reservations.get(request.resId)
    if (record === undefined || record.uuid !== uuid)
      return Promise.resolve(E.left(kartisError('RESERVATION_NOT_FOUND', { reservationIdentifier: request.resId })))
    if (record.cancelled) return Promise.resolve(E.left(kartisError('UNABLE_TO_PROCESS_ORDER', { reason: 'cancelled' })))
    if (!record.isUnpaid) return Promise.resolve(E.right(record.reservationIdentifier))
    const now = this.office.now()
    for (const payment of request.cart.voucherPayments) {
      const payable = this.office.vouchers.checkDebit(payment.code, payment.amount, now)
      if (E.isLeft(payable)) return Promise.resolve(payable)
    }
    const paid = checkPaid(this.office, uuid, request.cart)
    if (E.isLeft(paid)) return Promise.resolve(paid)
    debitVouchers(this.office, request.cart, record.reservationIdentifier)
    record.isUnpaid = false
    return Promise.resolve(E.right(record.reservationIdentifier))
  }

  /** §7 GET /payment/voucher: the voucher's or gift card's balance now (see VoucherLedger.lookUp). */
  voucherBalance(reference: string): Promise<Result<VoucherBalance>> {
    return Promise.resolve(this.office.vouchers.lookUp(reference, this.office.now()))
  }
}
