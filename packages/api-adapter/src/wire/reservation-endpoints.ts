import { endpoint } from './endpoint'
import {
  CancelBody,
  CancelResponse,
  ProducerCancelResponse,
  ReservationIdParams,
  ReservationParams,
  ReservationResponse,
  SystemVoucherBody,
  SystemVoucherCancelResponse,
  SystemVoucherHistoryParams,
  SystemVoucherHistoryResponse,
  SystemVoucherParams,
  SystemVoucherReplacementResponse,
} from './reservations'

/** §7 public ordering: a reservation, its cancellation (the customer's and the producer's), and system vouchers. */
export const reservationEndpoints = {
  reservation: endpoint({
    name: 'reservation',
    method: 'GET',
    path: '/reservations/:resId',
    params: ReservationParams,
    body: null,
    response: ReservationResponse,
  }),
  cancelReservation: endpoint({
    name: 'cancelReservation',
    method: 'POST',
    path: '/reservations/:id/cancel',
    params: ReservationIdParams,
    body: CancelBody,
    response: CancelResponse,
  }),
  producerCancel: endpoint({
    name: 'producerCancel',
    method: 'POST',
    path: '/reservations/:id/producerCancel',
    params: ReservationIdParams,
    body: null,
    response: ProducerCancelResponse,
  }),
  systemVoucherHistory: endpoint({
    name: 'systemVoucherHistory',
    method: 'GET',
    path: '/system-vouchers/:ref/history',
    params: SystemVoucherHistoryParams,
    body: null,
    response: SystemVoucherHistoryResponse,
  }),
  systemVoucherCancel: endpoint({
    name: 'systemVoucherCancel',
    method: 'POST',
    path: '/system-vouchers/:voucherReference/cancel',
    params: SystemVoucherParams,
    body: SystemVoucherBody,
    response: SystemVoucherCancelResponse,
  }),
  systemVoucherReplacement: endpoint({
    name: 'systemVoucherReplacement',
    method: 'POST',
    path: '/system-vouchers/:voucherReference/replacement',
    params: SystemVoucherParams,
    body: SystemVoucherBody,
    response: SystemVoucherReplacementResponse,
  }),
} as const
