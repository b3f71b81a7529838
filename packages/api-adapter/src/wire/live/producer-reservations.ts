import type * as t from 'io-ts'
import type { ProducerReservation } from '@kartis/core'
import { JerusalemDate, JerusalemDateTime } from '../date-codec'
import { Shekels } from '../money-codec'
import { listOf, nullable, withDefault } from '../optionality'
import { WireBool, WireInt, WireString } from '../scalars'
import { field, tolerantObject, tolerantStruct, wireObject, wrapped, type WireObject } from '../tolerant-keys'

/** §7 GET /PRES-live/v2/producerReservations query: q (reservation number, phone or name), presentationId, date (YYYY-MM-DD). */
export const ProducerReservationsParams = tolerantObject(
  'producer reservations params',
  {},
  { q: WireString, presentationId: WireInt, date: JerusalemDate },
)
export type ProducerReservationsParams = t.TypeOf<typeof ProducerReservationsParams>

/** §9 what a producer cancel would keep and refund (shekels on the wire). */
const CancellationCodec = wireObject('cancellation', { fee: field('Fee', Shekels), refund: field('Refund', Shekels) })

/** §7 a producer reservation (designed: §7 shows no shape), PascalCase, amounts in shekels. */
export const ProducerReservationCodec: t.Type<ProducerReservation, WireObject, unknown> = wireObject('producer reservation', {
  reservationIdentifier: field('ReservationIdentifier', WireString),
  resStateId: field('ResStateId', WireInt),
  customerName: field('CustomerName', withDefault(WireString, '')),
  mobileNumber: field('MobileNumber', withDefault(WireString, '')),
  quantity: field('Quantity', WireInt),
  amount: field('Amount', Shekels),
  presentationId: field('PresentationId', WireInt),
  featureName: field('FeatureName', withDefault(WireString, '')),
  venueName: field('VenueName', withDefault(WireString, '')),
  startDateTime: field('StartDateTime', nullable(JerusalemDateTime)),
  sectionName: field('SectionName', withDefault(WireString, '')),
  rowNames: field('RowNames', withDefault(WireString, '')),
  seatNames: field('SeatNames', withDefault(WireString, '')),
  isUnpaid: field('IsUnpaid', withDefault(WireBool, false)),
  createdAt: field('CreatedAt', JerusalemDateTime),
  integrationId: field('IntegrationId', withDefault(nullable(WireString), null)),
  cancellation: field('Cancellation', nullable(CancellationCodec)),
})

/** §7 the producer reservations found: `{ reservations: [...] }`. */
export const ProducerReservationsResponse = wrapped('reservations', listOf(ProducerReservationCodec))

/** §7 GET /PRES-live/v2/sendResAgain query: resId. */
export const SendReservationAgainParams = tolerantStruct({ resId: WireString }, 'send reservation again params')

/** §7 POST /pres-live/sendTickets/{resId} path. */
export const SendTicketsParams = tolerantStruct({ resId: WireString }, 'send tickets params')

/** §7 POST /pres-live/sendTickets/{resId} body: mobileNumber. */
export const SendTicketsBody = tolerantStruct({ mobileNumber: WireString }, 'send tickets body')
