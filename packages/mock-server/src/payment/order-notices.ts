import * as E from 'fp-ts/Either'
import type { Result } from '@kartis/core'
import type { EmailLog, EmailSender } from '../email/email-sender'
import { hebrewEmail } from '../email/hebrew-email'
import { holdConfirmationSmsText, holdPaymentNotice } from '../holds/hold-sms'
import type { SmsLog, SmsSender } from '../sms/sms-sender'
import type { ReservationCustomer } from '../storage/reservation-repository'
import { confirmationSmsText, eticketUrl, orderSummary, type ConfirmationFacts } from './reservation-sms'

/** Where an order's confirmation goes: the SMS and e-mail ports, and where a failed delivery is reported. */
export interface OrderNotices {
  readonly sms: SmsSender
  readonly email: EmailSender
  readonly log: SmsLog & EmailLog
}

/** §7 the Hebrew e-mail confirming an order (or, §4, a hold): the order, the e-ticket link, and for a hold when to pay. */
export const confirmationEmail = (to: string, firstName: string, facts: ConfirmationFacts, isHold: boolean) => {
  const summary = orderSummary(facts)
  return hebrewEmail({
    to,
    subject: isHold
      ? `הזמנה ${facts.reservationIdentifier} שמורה לתשלום בקופה – קרטיס`
      : `אישור הזמנה ${facts.reservationIdentifier} – קרטיס`,
    paragraphs: [
      firstName.trim() === '' ? 'שלום,' : `שלום ${firstName.trim()},`,
      `תודה על הזמנתך! מספר הזמנה: ${facts.reservationIdentifier}.`,
      ...(summary === '' ? [] : [`${summary}.`]),
      ...(isHold ? [holdPaymentNotice(facts.startDateTime)] : []),
    ],
    link: { href: eticketUrl(facts), label: 'לכרטיסים' },
    footer: ['את הכרטיסים אפשר לפתוח מכל מכשיר, גם מהטלפון בכניסה לאירוע.'],
  })
}

const reported = (log: OrderNotices['log'], channel: 'SMS' | 'e-mail', sent: Result<void>): void => {
  if (E.isLeft(sent)) log.warn({ code: sent.left.code }, `order confirmation: the ${channel} was not sent`)
}

/**
 * §7 confirms a new order to its customer: an SMS to the mobile number and, when the customer
 * gave one, an e-mail to the address, each with the e-ticket link (/edocument/{documentKey}),
 * through the SmsSender and EmailSender ports (the outboxes, or Twilio and SMTP). The order is
 * committed already: a failed delivery is logged (its code only), never the order's failure.
 */
export const sendOrderConfirmation = async (
  notices: OrderNotices,
  customer: ReservationCustomer,
  facts: ConfirmationFacts,
  isHold: boolean,
): Promise<void> => {
  const sms =
    customer.mobileNumber === ''
      ? null
      : notices.sms
          .send(customer.mobileNumber, isHold ? holdConfirmationSmsText(facts) : confirmationSmsText(facts))
          .then((sent) => reported(notices.log, 'SMS', sent))
  const email =
    customer.email.trim() === ''
      ? null
      : notices.email
          .send(confirmationEmail(customer.email.trim(), customer.firstName, facts, isHold))
          .then((sent) => reported(notices.log, 'e-mail', sent))
  await Promise.all([sms, email])
}

/** Issue 14 what a membership's confirmation tells: the membership, its member number and validity, how many seats, the e-document. */
export interface MembershipConfirmationFacts {
  readonly reservationIdentifier: string
  readonly membershipName: string
  readonly memberNumber: string
  /** YYYY-MM-DD. */
  readonly validFrom: string
  readonly validUntil: string
  readonly seatCount: number
  readonly siteUrl: string
  readonly documentKey: string
}

const dayMonthYear = (date: string): string => date.split('-').reverse().join('/')

/** Issue 14 the SMS confirming a membership: its member number (what the buyer types as a ticket code), validity and the e-document link. */
export const membershipSmsText = (facts: MembershipConfirmationFacts): string =>
  `קרטיס: ${facts.membershipName} – מספר חבר ${facts.memberNumber}, בתוקף ${dayMonthYear(facts.validFrom)}–${dayMonthYear(facts.validUntil)}. ` +
  `המושבים והמנוי: ${eticketUrl(facts)}`

/** Issue 14 the Hebrew e-mail confirming a membership, with the member number and the e-document link. */
export const membershipEmail = (to: string, firstName: string, facts: MembershipConfirmationFacts) =>
  hebrewEmail({
    to,
    subject: `המנוי שלך: ${facts.membershipName} – מספר חבר ${facts.memberNumber}`,
    paragraphs: [
      firstName.trim() === '' ? 'שלום,' : `שלום ${firstName.trim()},`,
      `תודה על רכישת ${facts.membershipName}! מספר הזמנה: ${facts.reservationIdentifier}.`,
      `מספר החבר שלך: ${facts.memberNumber}, בתוקף מ־${dayMonthYear(facts.validFrom)} עד ${dayMonthYear(facts.validUntil)}.`,
      ...(facts.seatCount === 0 ? [] : [`שמרנו לך ${facts.seatCount} מושבים; הפירוט במסמך המנוי.`]),
    ],
    link: { href: eticketUrl(facts), label: 'למסמך המנוי' },
    footer: ['את מספר החבר אפשר להקליד בהזמנת כרטיסים, ולהתחבר לאזור האישי כדי לראות את המנוי.'],
  })

/**
 * Issue 14 confirms a membership to its buyer through the same ports as an order's confirmation
 * (the outboxes, or Twilio and SMTP): an SMS with the member number and, when the buyer gave an
 * address, an e-mail. The membership is committed already: a failed delivery is only logged.
 */
export const sendMembershipConfirmation = async (
  notices: OrderNotices,
  customer: ReservationCustomer,
  facts: MembershipConfirmationFacts,
): Promise<void> => {
  const sms =
    customer.mobileNumber === ''
      ? null
      : notices.sms.send(customer.mobileNumber, membershipSmsText(facts)).then((sent) => reported(notices.log, 'SMS', sent))
  const email =
    customer.email.trim() === ''
      ? null
      : notices.email
          .send(membershipEmail(customer.email.trim(), customer.firstName, facts))
          .then((sent) => reported(notices.log, 'e-mail', sent))
  await Promise.all([sms, email])
}
