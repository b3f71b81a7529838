import type * as t from 'io-ts'
import { TICKET_LOOKUP_KINDS, ZERO, type Ticket, type TicketGroup } from '@kartis/core'
import { Shekels } from './money-codec'
import { listOf, withDefault } from './optionality'
import { oneOf, WireBool, WireInt, WireString } from './scalars'
import { field, optionalField, wireObject, type WireObject } from './tolerant-keys'

/** §3 Ticket, with the spec's camelCase field names (id, price, oldPrice, serviceCharge…); prices in shekels. */
export const TicketCodec: t.Type<Ticket, WireObject, unknown> = wireObject('Ticket', {
  id: field('id', WireInt, 'TicketId'),
  name: field('name', withDefault(WireString, ''), 'TicketName'),
  price: field('price', Shekels),
  oldPrice: optionalField('oldPrice', Shekels),
  serviceCharge: field('serviceCharge', withDefault(Shekels, ZERO)),
  pricePolicyId: field('pricePolicyId', WireInt),
  multiplyFactor: field('multiplyFactor', withDefault(WireInt, 1)),
  balance: optionalField('balance', WireInt),
  code: optionalField('code', WireString),
  quantity: field('quantity', withDefault(WireInt, 0)),
  memberNumber: optionalField('memberNumber', WireString),
  systemVoucher: optionalField('systemVoucher', WireString),
  walkin: optionalField('walkin', WireBool),
  ref1prompt: optionalField('ref1prompt', WireString),
  ref2prompt: optionalField('ref2prompt', WireString),
  isMembershipTicket: optionalField('isMembershipTicket', WireBool),
})

/** §5 issue 15 what a ticket type asks a buyer to type: code, memberNumber, idNumber, mobile, oneTimeCode. */
export const TicketLookupKindCodec = oneOf(TICKET_LOOKUP_KINDS, 'ticket look-up kind')

/** §3 ticket group: tickets, voucherTickets, isByCodeEnabled; issue 15 the look-ups it asks for (absent: by isByCodeEnabled). */
export const TicketGroupCodec: t.Type<TicketGroup, WireObject, unknown> = wireObject('TicketGroup', {
  id: field('id', WireInt, 'TicketGroupId'),
  name: field('name', withDefault(WireString, ''), 'TicketGroupName'),
  tickets: field('tickets', listOf(TicketCodec)),
  voucherTickets: field('voucherTickets', listOf(TicketCodec)),
  isByCodeEnabled: field('isByCodeEnabled', withDefault(WireBool, false)),
  lookups: optionalField('lookups', listOf(TicketLookupKindCodec)),
})
