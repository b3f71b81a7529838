import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile'

/**
 * §5 an Israeli mobile number a customer logs in with, as 05XXXXXXXX (+972 shown as 0); null
 * when it is not one. libphonenumber-js's mobile metadata knows which ranges Israel gives to
 * mobiles, so a typo that would send a code to a landline or to no one is refused before any
 * SMS. It is used here, on the server, rather than in the core's normalizeMobile: the core
 * imports nothing but fp-ts (scripts/boundaries.mjs), and the storefront's forms keep the core's
 * lighter check (which this one only narrows) out of the metadata's weight.
 */
export const israeliMobileOf = (text: string): string | null => {
  const parsed = parsePhoneNumberFromString(text.trim(), 'IL')
  if (parsed === undefined || parsed.country !== 'IL' || !parsed.isValid()) return null
  return `0${parsed.nationalNumber}`
}
