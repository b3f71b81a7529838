import { formatJerusalemDateTime } from '@kartis/core'

/**
 * §1 an instant the server stores (epoch ms) as ISO 8601 in Jerusalem with its offset, to the
 * whole second (e.g. 2025-07-01T20:30:00+03:00): the server's answers carry no milliseconds.
 * The conversion is the core's.
 */
export const toJerusalemIso = (epochMs: number): string => formatJerusalemDateTime(Math.floor(epochMs / 1000) * 1000)
