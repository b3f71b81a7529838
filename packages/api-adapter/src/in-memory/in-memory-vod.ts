import {
  VOD_GRANT_VALIDITY_MS,
  formatJerusalemDateTime,
  isVod,
  kartisError,
  normalizeMobile,
  type CustomerAreaLoginChallenge,
  type Result,
  type Vod,
  type VodGrant,
  type VodMedia,
  type VodWatchRequest,
} from '@kartis/core'
import * as E from 'fp-ts/Either'
import type { VisitorIdentity } from '../http/visitor-identity'
import { apiBaseUrl } from '../http/http-transport'
import { vodMediaOf } from '../wire/vod-media'
import type { InMemoryBoxOffice } from './box-office'
import type { ReservationRecord } from './reservation-book'

const denied = (): Result<never> => E.left(kartisError('VOD_ACCESS_DENIED'))

/**
 * §2 the VOD screen in memory: a VOD item is a paid, live reservation with a viewing of a VOD
 * presentation (venue types 101–104); the phone that bought it is the reservation's mobile
 * number or its customer's. The code goes only to that phone (the answer is the same either
 * way); the grant it earns is this visitor's (this adapter is one browser), for
 * VOD_GRANT_VALIDITY_MS.
 */
export class InMemoryVod implements Vod {
  private readonly grants = new Map<string, VodGrant & { readonly expiresAtMs: number }>()

  constructor(
    private readonly office: InMemoryBoxOffice,
    private readonly visitor: VisitorIdentity,
  ) {}

  /** Sends a code to the phone when it bought the item (invalid_mobileNumber for a malformed number, TOO_MANY_REQUESTS past the limits). */
  requestCode(request: VodWatchRequest): Promise<Result<CustomerAreaLoginChallenge>> {
    const mobile = normalizeMobile(request.mobileNumber)
    if (mobile._tag === 'None') return Promise.resolve(E.left(kartisError('invalid_mobileNumber')))
    const owned = this.itemOf(request, mobile.value) !== undefined
    const sent = this.office.smsCodes.send(
      { uuid: this.visitor.uuid(), limitKey: mobile.value, mobileNumber: mobile.value, customerId: null, deliver: owned },
      this.office.now(),
    )
    return Promise.resolve(E.map((): CustomerAreaLoginChallenge => ({ isFallbackEnabled: true }))(sent))
  }

  /** The grant for the code the phone was sent: INVALID_SMS_CODE, OTP_ATTEMPTS_EXCEEDED, VOD_ACCESS_DENIED when the phone no longer has the item. */
  watch(request: VodWatchRequest, smsCode: string): Promise<Result<VodGrant>> {
    const mobile = normalizeMobile(request.mobileNumber)
    if (mobile._tag === 'None') return Promise.resolve(E.left(kartisError('invalid_mobileNumber')))
    const now = this.office.now()
    const checked = this.office.smsCodes.verify(this.visitor.uuid(), smsCode, now, mobile.value)
    if (E.isLeft(checked)) return Promise.resolve(checked)
    const record = this.itemOf(request, mobile.value)
    if (record === undefined) return Promise.resolve(denied())
    const expiresAtMs = now + VOD_GRANT_VALIDITY_MS
    const grant: VodGrant = {
      vodId: request.vodId,
      reservationIdentifier: record.reservationIdentifier,
      featureName: record.featureName ?? '',
      expiresAt: formatJerusalemDateTime(expiresAtMs),
    }
    this.grants.set(this.keyOf(grant), { ...grant, expiresAtMs })
    return Promise.resolve(E.right(grant))
  }

  /** This visitor's grant for the item while it lasts and the reservation still has the item. */
  access(vodId: number, reservationIdentifier: string): Promise<Result<VodGrant>> {
    const held = this.grants.get(this.keyOf({ vodId, reservationIdentifier }))
    const record = this.office.reservations.get(reservationIdentifier)
    if (held === undefined || held.expiresAtMs <= this.office.now() || record === undefined || !this.hasViewing(record, vodId))
      return Promise.resolve(denied())
    const { expiresAtMs: _, ...grant } = held
    return Promise.resolve(E.right(grant))
  }

  /** Where the box office would serve the media and captions, on the same origin. */
  media(grant: Pick<VodGrant, 'vodId' | 'reservationIdentifier'>): VodMedia {
    return vodMediaOf(apiBaseUrl(''), grant)
  }

  private keyOf(grant: Pick<VodGrant, 'vodId' | 'reservationIdentifier'>): string {
    return `${grant.reservationIdentifier}/${grant.vodId}`
  }

  /** The reservation of the request (or, when it names none, the phone's first) that has the item and was bought with the phone. */
  private itemOf(request: VodWatchRequest, mobile: string): ReservationRecord | undefined {
    const account = this.office.customers.byMobile(mobile)
    const boughtWith = (record: ReservationRecord): boolean =>
      record.mobileNumber === mobile || (account !== undefined && record.customerIds.includes(account.customerId))
    const candidates =
      request.reservationIdentifier === null
        ? this.office.reservations.all()
        : [this.office.reservations.get(request.reservationIdentifier) ?? []].flat()
    return candidates.find((record) => boughtWith(record) && this.hasViewing(record, request.vodId))
  }

  /** Paid, not cancelled, and holding a live viewing of the VOD presentation. */
  private hasViewing(record: ReservationRecord, vodId: number): boolean {
    const presentation = this.office.presentation(vodId)
    return (
      E.isRight(presentation) &&
      isVod(presentation.right) &&
      !record.cancelled &&
      !record.isUnpaid &&
      record.seats.some((seat) => seat.presentationId === vodId && !record.cancelledTickets.has(seat.ticketIdentifier))
    )
  }
}
