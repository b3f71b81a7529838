/**
 * §4 server initialisation of a page: the query parameter isHold sets the booking flag — 1 or
 * true asks for a hold (unpaid) order, 0 or false for a regular one; null when the page says
 * nothing (the flag stays as it was).
 */
export const holdQuery = (search: string): boolean | null => {
  const value = new URLSearchParams(search).get('isHold')?.trim().toLowerCase()
  if (value === '1' || value === 'true') return true
  if (value === '0' || value === 'false') return false
  return null
}
