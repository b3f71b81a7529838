import { integrationParams, type IntegrationParams } from '@kartis/core'

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

/**
 * §5 a partner site's hand-off: TS, ret and key, all present and non-blank (integrationParams);
 * null when any is missing, and then nothing is called and nothing is shown.
 */
export const partnerQuery = (search: string): IntegrationParams | null => {
  const query = new URLSearchParams(search)
  const checked = integrationParams({ TS: query.get('TS'), ret: query.get('ret'), key: query.get('key') })
  return checked._tag === 'Right' ? checked.right : null
}
