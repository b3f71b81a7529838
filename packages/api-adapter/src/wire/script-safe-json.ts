/**
 * JSON that cannot end the script element it sits in nor start a comment or a markup section
 * (`<`, `>`, `&` as escapes) and parses the same in every engine (U+2028/U+2029 escaped): for the
 * JSON data blocks the box office writes into the storefront's page.
 */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
