import { setTimeout as sleep } from 'node:timers/promises'
import type { AppDeps } from '../app-deps'
import type { CancelDeps } from '../payment/cancel-order'
import type { CommitDeps } from '../payment/commit-order'
import type { HoldPaymentDeps } from '../payment/hold-payment'
import type { HostedPaymentDeps } from '../payment/hosted-payment'
import { paymentConfig, type PaymentConfig } from '../payment/payment-config'
import type { SystemVoucherDeps } from '../payment/system-vouchers'
import { consoleSmsLog } from '../sms/sms-sender'

/** Overrides of the payment routes (tests set the slow card's delay and record the wait). */
export interface PaymentRouteOptions {
  readonly config?: Partial<PaymentConfig>
  /** Waits before the slow card's answer; default a real timer. */
  readonly wait?: (ms: number) => Promise<void>
}

/** The payment and reservation services wired to the app's storage, clock and configuration. */
export interface PaymentServices {
  readonly config: PaymentConfig
  readonly hosted: HostedPaymentDeps
  readonly commit: CommitDeps
  readonly hold: HoldPaymentDeps
  readonly cancel: CancelDeps
  readonly systemVouchers: SystemVoucherDeps
}

const realWait = async (ms: number): Promise<void> => {
  await sleep(ms)
}

/** §7 the payment and reservation services of the routes, wired to the app's storage, clock and configuration. */
export const paymentServices = (deps: AppDeps, options: PaymentRouteOptions = {}): PaymentServices => {
  const { storage, clock } = deps
  const config = paymentConfig(options.config)
  const notices = { sms: deps.sms, email: deps.email, log: consoleSmsLog }
  return {
    config,
    hosted: { paymentSessions: storage.paymentSessions, clock, config, wait: options.wait ?? realWait, onOutcome: deps.metrics.payment },
    commit: {
      catalog: storage.catalog,
      unitOfWork: storage.unitOfWork,
      paymentSessions: storage.paymentSessions,
      notices,
      clock,
      config,
      seatEvents: deps.seatEvents,
      members: storage.members,
      customers: storage.customers,
      venues: storage.venues,
    },
    hold: { unitOfWork: storage.unitOfWork, paymentSessions: storage.paymentSessions, clock, config },
    cancel: {
      reservations: storage.reservations,
      unitOfWork: storage.unitOfWork,
      notices,
      clock,
      config,
      seatEvents: deps.seatEvents,
      venues: storage.venues,
    },
    systemVouchers: {
      reservations: storage.reservations,
      vouchers: storage.vouchers,
      unitOfWork: storage.unitOfWork,
      clock,
      config,
      venues: storage.venues,
    },
  }
}
