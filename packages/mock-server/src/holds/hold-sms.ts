import { formatJerusalemDateTime, holdDeadline } from '@kartis/core'
import { confirmationSmsText, orderSummary, smsDateTime, type ConfirmationFacts } from '../payment/reservation-sms'

/**
 * §4/§9 the Hebrew SMS of a hold order: the confirmation's facts, then the hold message — pay and
 * collect the tickets at the box office up to 30 minutes before the event (the time said), or pay
 * in the customer area; unpaid by then, the hold is cancelled.
 */
export const holdConfirmationSmsText = (facts: ConfirmationFacts): string =>
  [confirmationSmsText(facts), holdPaymentNotice(facts.startDateTime)].join('\n')

/** §4/§9 the hold message: pay and collect at the box office by the deadline (said when the event's start is known), or pay online. */
export const holdPaymentNotice = (startDateTime: string | null): string => {
  const deadline = holdDeadline(startDateTime)
  const by = deadline._tag === 'None' ? null : smsDateTime(formatJerusalemDateTime(deadline.value))
  return by === null
    ? 'ההזמנה שמורה וטרם שולמה: יש לשלם ולאסוף את הכרטיסים בקופה עד 30 דקות לפני האירוע, או לשלם באזור האישי באתר.'
    : `ההזמנה שמורה וטרם שולמה: יש לשלם ולאסוף את הכרטיסים בקופה עד ${by} (30 דקות לפני האירוע), או לשלם באזור האישי באתר. הזמנה שלא שולמה עד אז מתבטלת.`
}

/**
 * §9 the Hebrew SMS when the server released a hold unpaid at its deadline: which order, that it
 * is cancelled and its seats are free again, and that the customer may order anew.
 */
export const holdReleasedSmsText = (hold: Pick<ConfirmationFacts, 'reservationIdentifier' | 'featureName' | 'startDateTime'>): string => {
  const what = orderSummary(hold)
  return [
    `ההזמנה ${hold.reservationIdentifier}${what === '' ? '' : ` (${what})`} לא שולמה עד 30 דקות לפני האירוע, ולכן בוטלה והמקומות שוחררו.`,
    'אפשר להזמין מחדש באתר, אם נותרו מקומות.',
  ].join('\n')
}
