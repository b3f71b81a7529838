import * as t from 'io-ts'
import { Shekels } from '../wire/money-codec'
import { WireInt } from '../wire/scalars'
import { tolerantObject } from '../wire/tolerant-keys'

/**
 * Issue 15 §1 a venue's settings on the wire, in two parts: what every visitor reads (GET /venue,
 * `PublicVenueSettingsCodec`) and what the venue's manager edits (`VenueSettingsCodec`, with host
 * names, SMS sender, fees and locations). Not §7 calls: the product's own, so camelCase only and
 * exact (no other key ever travels, so nothing of the manager's part leaks into the public answer).
 * Money is decimal shekels, as everywhere on the wire. The codecs check shapes; the core's
 * validateVenueSettings judges values (contrast, limits, addresses).
 */

const Layout = t.keyof({ default: null, legacy: null }, 'venue layout')
const Language = t.keyof({ he: null, en: null, ru: null, ar: null }, 'venue language')

const FieldConfig = t.exact(t.type({ shown: t.boolean, required: t.boolean }), 'field config')

/** §5 the customer-info configuration, every field named. */
export const CustomerFormConfigCodec = t.exact(
  t.type({
    firstName: FieldConfig,
    lastName: FieldConfig,
    ssn: FieldConfig,
    email: FieldConfig,
    mobileNumber: FieldConfig,
    address1: FieldConfig,
    address2: FieldConfig,
    city: FieldConfig,
    postalCode: FieldConfig,
    dateOfBirth: FieldConfig,
    locationId: FieldConfig,
    termsAccepted: FieldConfig,
  }),
  'customer form config',
)

const Whole = t.refinement(t.number, (n) => Number.isSafeInteger(n), 'whole number')
const Percent = t.refinement(t.number, (n) => Number.isFinite(n), 'percent')
const Basis = t.keyof({ perOrder: null, perTicket: null }, 'fee basis')

const GlobalServiceChargeCodec = t.exact(
  t.type({ amountPerOrder: Shekels, percentRatePerOrder: Percent, name: t.string }),
  'global service charge',
)

const CancellationFeeCodec = t.union(
  [
    t.exact(t.type({ kind: t.literal('fixed'), basis: Basis, amount: Shekels })),
    t.exact(t.type({ kind: t.literal('percent'), basis: Basis, percent: Percent })),
  ],
  'cancellation fee',
)

const Texts = t.record(t.string, t.string, 'venue texts')

/** Issue 15 §3 the venue's text overrides per locale (keys and lengths judged by the core). */
const TextOverridesCodec = t.exact(t.partial({ he: Texts, en: Texts, ru: Texts, ar: Texts }), 'venue text overrides')

/** Issue 15 §1 how a venue looks and what its form asks: the part its public and its whole settings share. */
const venueLookProps = {
  displayName: t.string,
  logo: t.union([t.string, t.null]),
  themeColour: t.string,
  themeTextColour: t.string,
  layout: Layout,
  languages: t.readonlyArray(Language),
  customerForm: CustomerFormConfigCodec,
  textOverrides: TextOverridesCodec,
}

/** Issue 15 §1 GET /venue: the public settings of the venue a page belongs to (no secrets, no manager part). */
export const PublicVenueSettingsCodec = t.exact(
  t.type({
    businessId: Whole,
    slug: t.string,
    ...venueLookProps,
    holdOrdersAllowed: t.boolean,
    maxSeatsPerOrder: t.union([Whole, t.null]),
    cancellationAllowed: t.boolean,
    replacementWindowDays: Whole,
    eDocumentGraceMinutes: Whole,
    analyticsId: t.union([t.string, t.null]),
  }),
  'public venue settings',
)
export type PublicVenueSettingsWire = t.TypeOf<typeof PublicVenueSettingsCodec>

/** Issue 15 §1 the whole settings of a venue, as its manager edits them. */
export const VenueSettingsCodec = t.exact(
  t.type({
    businessId: Whole,
    slug: t.string,
    hostNames: t.readonlyArray(t.string),
    ...venueLookProps,
    orderRules: t.exact(
      t.type({
        holdOrdersAllowed: t.boolean,
        maxSeatsPerOrder: t.union([Whole, t.null]),
        cancellation: t.exact(t.type({ allowed: t.boolean, fee: t.union([CancellationFeeCodec, t.null]) })),
        replacementWindowDays: Whole,
        globalServiceCharge: t.union([GlobalServiceChargeCodec, t.null]),
      }),
    ),
    eDocumentGraceMinutes: Whole,
    smsSenderName: t.string,
    analyticsId: t.union([t.string, t.null]),
    locations: t.readonlyArray(
      t.exact(t.type({ locationId: Whole, name: t.string, globalServiceCharge: t.union([GlobalServiceChargeCodec, t.null]) })),
    ),
  }),
  'venue settings',
)
export type VenueSettingsWire = t.TypeOf<typeof VenueSettingsCodec>

/**
 * Issue 15 §2 GET /venue query: a deep link's presentation (/order/{presentationId}) lets its
 * business decide the venue when neither the host nor a /v/{slug} prefix names one.
 */
export const VenueParams = tolerantObject('venue params', {}, { presentationId: WireInt })
export type VenueParams = t.TypeOf<typeof VenueParams>
