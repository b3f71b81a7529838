import { formatJerusalemDateTime, holdDeadline, type Locale } from '@kartis/core'
import { whenText } from '../edocument/when-text'

/**
 * §9 when a hold must be paid and collected by, 30 minutes before its event starts, as the
 * visitor's language writes a moment (Asia/Jerusalem): 'day, date · HH:mm'; null when untimed.
 */
export const holdDeadlineText = (startDateTime: string | null, locale: Locale): string | null => {
  const deadline = holdDeadline(startDateTime)
  return deadline._tag === 'None' ? null : whenText(formatJerusalemDateTime(deadline.value), locale)
}
