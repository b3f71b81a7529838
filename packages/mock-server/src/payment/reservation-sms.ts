/** The facts an order-confirmation SMS names. */
export interface ConfirmationFacts {
  readonly reservationIdentifier: string
  readonly featureName: string | null
  /** ISO 8601 in Asia/Jerusalem (with offset), or null for an untimed presentation. */
  readonly startDateTime: string | null
  readonly siteUrl: string
  readonly documentKey: string
}

/** 'YYYY-MM-DDTHH:mm…' (Jerusalem wall time) as 'DD/MM/YYYY HH:mm', as the SMS write a moment. */
export const smsDateTime = (iso: string): string | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(iso)
  return match === null ? null : `${match[3]}/${match[2]}/${match[1]} ${match[4]}:${match[5]}`
}

/** What was ordered, as a confirmation names it: the feature and when ('' when neither is known). */
export const orderSummary = (facts: Pick<ConfirmationFacts, 'featureName' | 'startDateTime'>): string => {
  const when = facts.startDateTime === null ? null : smsDateTime(facts.startDateTime)
  return [facts.featureName, when].filter((part): part is string => part !== null && part !== '').join(', ')
}

/** §2 the e-ticket's address on the storefront: /edocument/{documentKey}, opened on any device. */
export const eticketUrl = (facts: Pick<ConfirmationFacts, 'siteUrl' | 'documentKey'>): string =>
  `${facts.siteUrl.replace(/\/+$/, '')}/edocument/${facts.documentKey}`

/** §7 the Hebrew SMS sent when an order is committed: the reservation number and the e-ticket link. */
export const confirmationSmsText = (facts: ConfirmationFacts): string => {
  const what = orderSummary(facts)
  return [
    `תודה על הזמנתך! מספר הזמנה: ${facts.reservationIdentifier}.`,
    ...(what === '' ? [] : [`${what}.`]),
    `הכרטיסים: ${eticketUrl(facts)}`,
  ].join('\n')
}
