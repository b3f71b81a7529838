import type { Locale, TicketReferenceAgent, TicketReferenceItem, TicketReferenceSales } from '@kartis/core'
import { Link } from 'react-router'
import type { Translate } from '../i18n/translate'
import type { ReportColumn } from '../reports/report-column'
import { csvShekels, formatCount } from '../reports/report-format'
import { formatDateTime, formatShekels } from '../shell/format'
import { QuantityEditor } from './quantity-editor'
import { agentLabel, pairPath, ticketLabel, type Pair } from './reference-labels'
import { AgentName } from './agent-name'
import { remainingOf } from './references-store'

const count = <Row,>(id: string, header: string, locale: Locale, pick: (row: Row) => number): ReportColumn<Row> => ({
  id,
  header,
  value: pick,
  display: (row) => formatCount(pick(row), locale),
  numeric: true,
})

/** The pair's columns: the agent beside its Reference1, and the group (Reference2), which opens the pair's detail. */
const pairColumns = <Row extends Pair>(t: Translate, linked: boolean): readonly ReportColumn<Row>[] => [
  {
    id: 'agent',
    header: t('references.columns.agent'),
    value: (row) => agentLabel(row, t),
    // Each part isolated: a Hebrew name beside a Latin code keeps its parentheses in either direction.
    render: (row) => <AgentName pair={row} />,
  },
  {
    id: 'reference2',
    header: t('references.columns.reference2'),
    value: (row) => row.reference2,
    ...(linked
      ? {
          render: (row: Row) => (
            <Link to={pairPath(row)} title={t('references.openPair', { reference1: row.reference1, reference2: row.reference2 })}>
              <bdi>{row.reference2}</bdi>
            </Link>
          ),
        }
      : {}),
  },
]

/**
 * Issue 13 §7 the options' columns: the pair (linked to its detail unless shown there), feature,
 * ticket and price, presentation or "all presentations", the quota (edited in place), bought and left.
 */
export const optionColumns = (t: Translate, locale: Locale, linked: boolean): readonly ReportColumn<TicketReferenceItem>[] => [
  ...pairColumns<TicketReferenceItem>(t, linked),
  { id: 'feature', header: t('references.columns.feature'), value: (row) => row.featureName },
  { id: 'ticket', header: t('references.columns.ticket'), value: (row) => ticketLabel(row, t) },
  {
    id: 'price',
    header: t('references.columns.price'),
    value: (row) => (row.ticketPrice === null ? '' : csvShekels(row.ticketPrice)),
    display: (row) => (row.ticketPrice === null ? '' : formatShekels(row.ticketPrice, locale)),
    numeric: true,
  },
  {
    id: 'presentation',
    header: t('references.columns.presentation'),
    value: (row) => row.presentationStartsAt ?? (row.presentationId === null ? t('references.allPresentations') : t('references.untimed')),
    display: (row) =>
      row.presentationStartsAt === null
        ? row.presentationId === null
          ? t('references.allPresentations')
          : t('references.untimed')
        : formatDateTime(row.presentationStartsAt, locale),
  },
  {
    id: 'quantity',
    header: t('references.columns.quantity'),
    value: (row) => row.quantity,
    render: (row) => <QuantityEditor item={row} />,
    numeric: true,
  },
  count('sold', t('references.columns.sold'), locale, (row) => row.sold),
  count('remaining', t('references.columns.remaining'), locale, remainingOf),
]

/** Issue 13 §7 tickets and revenue per reference pair over the range. */
export const referenceSalesColumns = (t: Translate, locale: Locale): readonly ReportColumn<TicketReferenceSales>[] => [
  ...pairColumns<TicketReferenceSales>(t, true),
  count('ticketsSold', t('references.columns.ticketsSold'), locale, (row) => row.ticketsSold),
  {
    id: 'revenue',
    header: t('references.columns.revenue'),
    value: (row) => csvShekels(row.revenue),
    display: (row) => formatShekels(row.revenue, locale),
    numeric: true,
  },
]

/** Issue 13 §7 the agents: name and code (Reference1). */
export const agentColumns = (t: Translate): readonly ReportColumn<TicketReferenceAgent>[] => [
  { id: 'name', header: t('references.columns.agentName'), value: (row) => row.name },
  { id: 'reference1', header: t('references.columns.agentCode'), value: (row) => row.reference1, ltr: true },
]
