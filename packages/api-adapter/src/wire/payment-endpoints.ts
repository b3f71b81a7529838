import { endpoint, NoParams } from './endpoint'
import {
  CommitBody,
  CommitResponse,
  HoldPaymentBody,
  HoldPaymentParams,
  HoldPaymentResponse,
  PaymentFormParams,
  PaymentFormResponse,
  VoucherBalanceParams,
  VoucherBalanceResponse,
} from './payment'

/** §7 public ordering: the payment form, commit, a held reservation's payment, a voucher's balance. */
export const paymentEndpoints = {
  paymentForm: endpoint({
    name: 'paymentForm',
    method: 'GET',
    path: '/payment/form/:locale',
    params: PaymentFormParams,
    body: null,
    response: PaymentFormResponse,
  }),
  commit: endpoint({
    name: 'commit',
    method: 'POST',
    path: '/payment/commit',
    params: NoParams,
    body: CommitBody,
    response: CommitResponse,
  }),
  holdPayment: endpoint({
    name: 'holdPayment',
    method: 'POST',
    path: '/payment/:resId/payment',
    params: HoldPaymentParams,
    body: HoldPaymentBody,
    response: HoldPaymentResponse,
  }),
  voucherBalance: endpoint({
    name: 'voucherBalance',
    method: 'GET',
    path: '/payment/voucher',
    params: VoucherBalanceParams,
    body: null,
    response: VoucherBalanceResponse,
  }),
} as const
