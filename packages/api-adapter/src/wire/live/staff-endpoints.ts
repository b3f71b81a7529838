import { endpoint, NoParams } from '../endpoint'
import { Acknowledgement } from '../result-codec'
import {
  ProducerReservationsParams,
  ProducerReservationsResponse,
  SendReservationAgainParams,
  SendTicketsBody,
  SendTicketsParams,
} from './producer-reservations'
import { StaffLoginBody, StaffLoginResponse, StaffTotpBody, StaffUserInfoResponse } from './staff-session'

/**
 * Issue 13 the producer console's staff calls: login (with its TOTP step), logout, the session's
 * userInfo, and the producer reservations (§7 producerReservations, sendResAgain, sendTickets).
 * Kept apart from the main table; `endpoints` spreads it in.
 */
export const staffEndpoints = {
  staffLogin: endpoint({
    name: 'staffLogin',
    method: 'POST',
    path: '/PRES-live/login',
    params: NoParams,
    body: StaffLoginBody,
    response: StaffLoginResponse,
  }),
  staffLoginTotp: endpoint({
    name: 'staffLoginTotp',
    method: 'POST',
    path: '/PRES-live/login/totp',
    params: NoParams,
    body: StaffTotpBody,
    response: StaffUserInfoResponse,
  }),
  staffLogout: endpoint({
    name: 'staffLogout',
    method: 'POST',
    path: '/PRES-live/logout',
    params: NoParams,
    body: null,
    response: Acknowledgement,
  }),
  staffMe: endpoint({
    name: 'staffMe',
    method: 'GET',
    path: '/PRES-live/me',
    params: NoParams,
    body: null,
    response: StaffUserInfoResponse,
  }),
  producerReservations: endpoint({
    name: 'producerReservations',
    method: 'GET',
    path: '/PRES-live/v2/producerReservations',
    params: ProducerReservationsParams,
    body: null,
    response: ProducerReservationsResponse,
  }),
  sendResAgain: endpoint({
    name: 'sendResAgain',
    method: 'GET',
    path: '/PRES-live/v2/sendResAgain',
    params: SendReservationAgainParams,
    body: null,
    response: Acknowledgement,
  }),
  sendTickets: endpoint({
    name: 'sendTickets',
    method: 'POST',
    path: '/pres-live/sendTickets/:resId',
    params: SendTicketsParams,
    body: SendTicketsBody,
    response: Acknowledgement,
  }),
} as const
