import * as t from 'io-ts'
import * as E from 'fp-ts/Either'
import type { Branch, Customer, CustomerSystemVoucher, Member, VodTicket } from '@kartis/core'
import { JerusalemDate, JerusalemDateTime } from './date-codec'
import { CustomerAreaLoginChallengeCodec } from './login-challenge'
import { Shekels } from './money-codec'
import { listOf, nullable, withDefault } from './optionality'
import { ReservationCodec } from './reservations'
import { Acknowledgement, orError } from './result-codec'
import { WireBool, WireInt, WireNumber, WireString } from './scalars'
import { field, optionalField, tolerantObject, tolerantStruct, wireObject, wrapped, type WireObject } from './tolerant-keys'

/** §7 customer and customer area: logins, the session's customer, details, and the customer area's data. */

// ---- §3 entities ----------------------------------------------------------------------------

/** §3 CustomerId / CustomerIds: one id or a list of them, read as a list. */
export const CustomerIdsCodec = new t.Type<readonly number[], readonly number[], unknown>(
  'customer ids',
  (u): u is readonly number[] => Array.isArray(u) && u.every((id) => WireInt.is(id)),
  (u, c) => {
    if (u === null || u === undefined) return t.success([])
    if (!Array.isArray(u)) return E.map((id: number): readonly number[] => [id])(WireInt.validate(u, c))
    return listOf(WireInt).validate(u, c)
  },
  (a) => a,
)

/**
 * §3 a member, keyed by member number (camelCase or PascalCase): dates as sent (YYYY-MM-DD or
 * with a time), balance 0 when not sent.
 */
export const MemberCodec: t.Type<Member, WireObject, unknown> = wireObject('Member', {
  memberNumber: field('MemberNumber', WireString),
  name: field('Name', withDefault(WireString, '')),
  additionalName: optionalField('AdditionalName', WireString),
  memberCustomerName: optionalField('MemberCustomerName', WireString),
  membershipId: field('MembershipId', WireInt),
  membershipTypeId: field('MembershipTypeId', WireInt),
  membershipIdentifier: optionalField('MembershipIdentifier', WireString),
  customerId: field('CustomerId', nullable(WireInt)),
  balance: field('Balance', withDefault(WireNumber, 0)),
  usedBalance: field('UsedBalance', withDefault(WireNumber, 0)),
  startDate: field('StartDate', nullable(WireString)),
  endDate: field('EndDate', nullable(WireString)),
  allowMemberSaleTickets: field('AllowMemberSaleTickets', withDefault(WireBool, false)),
})

/**
 * §3 SystemVouchers (Reference, IsForReplacement, StartDate, EndDate, DateTimeCreated), with
 * Name, Balance (shekels on the wire, agorot in the model) and the ReservationIdentifier it
 * came from when sent (the body of its cancel and replacement calls).
 */
export const CustomerSystemVoucherCodec: t.Type<CustomerSystemVoucher, WireObject, unknown> = wireObject('SystemVoucher', {
  reference: field('Reference', WireString),
  name: optionalField('Name', WireString),
  balance: optionalField('Balance', Shekels),
  isForReplacement: field('IsForReplacement', withDefault(WireBool, false)),
  startDate: field('StartDate', nullable(JerusalemDateTime)),
  endDate: field('EndDate', nullable(JerusalemDateTime)),
  dateTimeCreated: field('DateTimeCreated', nullable(JerusalemDateTime)),
  reservationIdentifier: optionalField('ReservationIdentifier', WireString),
})

/** §3 VODTickets (designed): VodId (the VOD presentation), ReservationIdentifier, FeatureName, ValidUntil. */
export const VodTicketCodec: t.Type<VodTicket, WireObject, unknown> = wireObject('VODTicket', {
  vodId: field('VodId', WireInt),
  reservationIdentifier: field('ReservationIdentifier', nullable(WireString)),
  featureName: field('FeatureName', withDefault(WireString, '')),
  validUntil: field('ValidUntil', nullable(JerusalemDateTime)),
})

/**
 * §3 the customer and the customer-area session: CustomerIds (or one CustomerId), FirstName,
 * LastName, SSN, EmailAddress1, MobileNumber1, PhoneNumber1, Address1, Address2, City,
 * DateOfBirth, PostalCode, LicensePlateNumber, IsSMSAllowed (or SmsAllowed), IsMailingAllowed,
 * IsEmailAllowed (or EmailAllowed), Members, Photo, SystemVouchers, VODTickets, Reservations
 * (§4 order, as the server sends them) and IsOperator.
 */
export const CustomerCodec: t.Type<Customer, WireObject, unknown> = wireObject('Customer', {
  customerIds: field('CustomerIds', CustomerIdsCodec, 'CustomerId'),
  firstName: field('FirstName', withDefault(WireString, '')),
  lastName: field('LastName', withDefault(WireString, '')),
  ssn: field('SSN', withDefault(WireString, '')),
  email: field('EmailAddress1', withDefault(WireString, ''), 'email'),
  mobileNumber: field('MobileNumber1', withDefault(WireString, ''), 'mobileNumber'),
  phoneNumber: optionalField('PhoneNumber1', WireString),
  address1: optionalField('Address1', WireString),
  address2: optionalField('Address2', WireString),
  city: optionalField('City', WireString),
  postalCode: optionalField('PostalCode', WireString),
  dateOfBirth: optionalField('DateOfBirth', JerusalemDate),
  licensePlateNumber: optionalField('LicensePlateNumber', WireString),
  isSmsAllowed: field('IsSMSAllowed', withDefault(WireBool, false), 'SmsAllowed'),
  isMailingAllowed: field('IsMailingAllowed', withDefault(WireBool, false)),
  isEmailAllowed: field('IsEmailAllowed', withDefault(WireBool, false), 'EmailAllowed'),
  members: field('Members', listOf(MemberCodec)),
  photo: optionalField('Photo', WireString),
  systemVouchers: field('SystemVouchers', listOf(CustomerSystemVoucherCodec)),
  vodTickets: field('VODTickets', listOf(VodTicketCodec)),
  reservations: field('Reservations', listOf(ReservationCodec)),
  isOperator: field('IsOperator', withDefault(WireBool, false)),
})

/** §3 a location (branch) of the customer form: Id, Name. */
export const BranchCodec: t.Type<Branch, WireObject, unknown> = wireObject('Branch', {
  id: field('Id', WireInt, 'LocationId'),
  name: field('Name', withDefault(WireString, '')),
})

// ---- /customer -----------------------------------------------------------------------------

/** §7 POST /customer/login body: email, password, recaptchaToken, includeMemberships (true). */
export const CustomerLoginBody = tolerantStruct(
  { email: WireString, password: WireString, recaptchaToken: WireString, includeMemberships: withDefault(WireBool, true) },
  'customer login body',
)
export type CustomerLoginBody = t.TypeOf<typeof CustomerLoginBody>

/** §7 login, refresh and the mobile-login validation "return customerInfo" (with members), or a §8 code. */
export const CustomerInfoResponse = orError(wrapped('customerInfo', CustomerCodec))

/** §7 GET /customer/locations (designed): `{ locations: [{ Id, Name }] }`. */
export const CustomerLocationsResponse = orError(wrapped('locations', listOf(BranchCodec)))

/** §7 POST /customer/mobile-login body: mobileNumber, recaptchaToken, sendSmsRegardlessOfCustomerExistence. */
export const MobileLoginBody = tolerantStruct(
  { mobileNumber: WireString, recaptchaToken: WireString, sendSmsRegardlessOfCustomerExistence: withDefault(WireBool, false) },
  'mobile login body',
)
export type MobileLoginBody = t.TypeOf<typeof MobileLoginBody>

/** §7 POST /customer/mobile-login-validation-area body: smsCode, mobileNumber. */
export const MobileLoginValidationBody = tolerantStruct({ smsCode: WireString, mobileNumber: WireString }, 'mobile login validation body')
export type MobileLoginValidationBody = t.TypeOf<typeof MobileLoginValidationBody>

/** §7 logout and the details update "return success", or a §8 code. */
export const CustomerAcknowledgement = Acknowledgement

/** §7 PUT /customer-area/customers/{id} path: the customer's id. */
export const CustomerIdParams = tolerantStruct({ id: WireInt }, 'customer id params')
export type CustomerIdParams = t.TypeOf<typeof CustomerIdParams>

/**
 * §7 PUT /customer-area/customers/{id} body: Address1, City, DateOfBirth, FirstName, LastName,
 * MobileNumber1, EmailAddress1. Values are text: the server checks them with the §5 form rules,
 * answering FORM_INVALID with each field's message.
 */
export const CustomerUpdateBody = wireObject('customer update', {
  firstName: field('FirstName', WireString),
  lastName: field('LastName', WireString),
  email: field('EmailAddress1', WireString),
  mobileNumber: field('MobileNumber1', WireString),
  address1: optionalField('Address1', WireString),
  city: optionalField('City', WireString),
  dateOfBirth: optionalField('DateOfBirth', WireString),
})
export type CustomerUpdateBody = t.TypeOf<typeof CustomerUpdateBody>

// ---- /customer-area ------------------------------------------------------------------------

/** §7 "?checkout": present (empty, true or 1) for a login on the way to checkout; false or 0 as not present. */
export const PresenceFlag = new t.Type<boolean, 'true' | 'false', unknown>(
  'flag (present, true/false, 1/0)',
  (u): u is boolean => typeof u === 'boolean',
  (u, c) => {
    if (typeof u === 'string' && u.trim() === '') return t.success(true)
    return WireBool.validate(u, c)
  },
  (a) => (a ? 'true' : 'false'),
)

/** §7 POST /customer-area/mobile-login query: the optional `checkout`. */
export const CustomerAreaLoginParams = tolerantObject('customer-area login params', {}, { checkout: PresenceFlag })
export type CustomerAreaLoginParams = t.TypeOf<typeof CustomerAreaLoginParams>

/** §6 whom a customer-area code is for: a mobile number, or (bySsnSms) an Israeli ID number. */
export type CustomerAreaLoginTarget =
  { readonly method: 'mobile'; readonly mobileNumber: string } | { readonly method: 'ssn'; readonly ssn: string }

/** §7 POST /customer-area/mobile-login body in domain terms: the target and the recaptchaToken. */
export interface CustomerAreaLoginBody {
  readonly target: CustomerAreaLoginTarget
  readonly recaptchaToken: string
}

const FlatLoginBody = tolerantObject(
  'customer-area login body',
  { recaptchaToken: WireString },
  { mobileNumber: WireString, ssn: WireString },
)

const isLoginTarget = (u: unknown): u is CustomerAreaLoginTarget =>
  typeof u === 'object' &&
  u !== null &&
  (('method' in u && u.method === 'mobile' && 'mobileNumber' in u && typeof u.mobileNumber === 'string') ||
    ('method' in u && u.method === 'ssn' && 'ssn' in u && typeof u.ssn === 'string'))

/**
 * §7 POST /customer-area/mobile-login body: mobileNumber or (bySsnSms) ssn, exactly one of them
 * filled, and recaptchaToken. Neither or both fail the codec (400 naming the body).
 */
export const CustomerAreaLoginBody = new t.Type<CustomerAreaLoginBody, WireObject, unknown>(
  'customer-area login body',
  (u): u is CustomerAreaLoginBody =>
    typeof u === 'object' &&
    u !== null &&
    'recaptchaToken' in u &&
    typeof u.recaptchaToken === 'string' &&
    'target' in u &&
    isLoginTarget(u.target),
  (u, c) =>
    E.chain((flat: t.TypeOf<typeof FlatLoginBody>): t.Validation<CustomerAreaLoginBody> => {
      const mobileNumber = flat.mobileNumber?.trim() ?? ''
      const ssn = flat.ssn?.trim() ?? ''
      if ((mobileNumber === '') === (ssn === '')) return t.failure(u, c, 'one of mobileNumber and ssn')
      const target: CustomerAreaLoginTarget = mobileNumber !== '' ? { method: 'mobile', mobileNumber } : { method: 'ssn', ssn }
      return t.success({ target, recaptchaToken: flat.recaptchaToken })
    })(FlatLoginBody.validate(u, c)),
  ({ target, recaptchaToken }) =>
    FlatLoginBody.encode(
      target.method === 'mobile' ? { recaptchaToken, mobileNumber: target.mobileNumber } : { recaptchaToken, ssn: target.ssn },
    ),
)

/** §7 the customer-area login "returns isFallbackEnabled" (§9 SMS fallback: one more attempt after 20 s). */
export { CustomerAreaLoginChallengeCodec }

/** §7 POST /customer-area/mobile-login answer, or a §8 code. */
export const CustomerAreaLoginResponse = orError(CustomerAreaLoginChallengeCodec)

/** §7 POST /customer-area/mobile-login-validation body: smsCode (the pending code is the visitor's). */
export const CustomerAreaValidationBody = tolerantStruct({ smsCode: WireString }, 'customer-area validation body')
export type CustomerAreaValidationBody = t.TypeOf<typeof CustomerAreaValidationBody>

/** §7 the validation and customerAreaData "return customerAreaInfo", or a §8 code. */
export const CustomerAreaInfoResponse = orError(wrapped('customerAreaInfo', CustomerCodec))

/** §7 GET /customer-area/customerAreaData query: the optional jwtToken of a /customer/{token} link. */
export const CustomerAreaDataParams = tolerantObject('customer-area data params', {}, { jwtToken: WireString })
export type CustomerAreaDataParams = t.TypeOf<typeof CustomerAreaDataParams>
