import type { TicketReferenceItem } from '@kartis/core'
import type { Translate } from '../i18n/translate'

/** A reference pair as the screens name it. */
export interface Pair {
  readonly reference1: string
  readonly reference2: string
  readonly agentName: string | null
}

/** The console's address of a pair's detail (each reference URL-encoded: a code may hold a slash or a space). */
export const pairPath = (pair: Pick<Pair, 'reference1' | 'reference2'>): string =>
  `/references/${encodeURIComponent(pair.reference1)}/${encodeURIComponent(pair.reference2)}`

/** Issue 13 an agent beside its code: "name (code)", or the code as an unregistered agent's. */
export const agentLabel = (pair: Pick<Pair, 'reference1' | 'agentName'>, t: Translate): string =>
  t('references.agentOf', { name: pair.agentName ?? t('references.unknownAgent'), code: pair.reference1 })

/** An option's ticket: its group and name, or its id when the catalogue no longer has it. */
export const ticketLabel = (item: TicketReferenceItem, t: Translate): string =>
  item.ticketName === null
    ? t('references.unknownTicket', { id: item.ticketId })
    : item.ticketGroupName === null
      ? item.ticketName
      : t('references.ticketOf', { group: item.ticketGroupName, name: item.ticketName })
