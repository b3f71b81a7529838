import type { Locale } from '@kartis/core'
import { formatDay, formatTime } from '../catalog/jerusalem-dates'

/** §1/§2 when a presentation starts, Asia/Jerusalem, in the visitor's language: 'day, date · HH:mm'; null when untimed. */
export const whenText = (startDateTime: string | null, locale: Locale): string | null =>
  startDateTime === null ? null : `${formatDay(startDateTime, locale)} · ${formatTime(startDateTime)}`
