import type { ProducerReservation } from '@kartis/core'
import { observer } from 'mobx-react-lite'
import type { Translate } from '../i18n/translate'
import { useT } from '../i18n/translate'
import { formatDateTime, formatShekels } from '../shell/format'
import { useStores } from '../store-context'
import { ResultsHead } from '../shell/results-head'

/** A reservation's state in words (§4 1 awaiting payment, 2 paid, 3 cancelled). */
export const stateText = (t: Translate, resStateId: number): string =>
  resStateId === 1 ? t('reservations.states.1') : resStateId === 3 ? t('reservations.states.3') : t('reservations.states.2')

/** The found reservations: a table on a desktop, one card per reservation on a phone (the cells carry their column's name). */
export const ReservationTable = observer(({ results }: { readonly results: readonly ProducerReservation[] }) => {
  const { reservations, ui } = useStores()
  const t = useT()
  const columns = {
    number: t('reservations.number'),
    customer: t('reservations.customer'),
    mobile: t('reservations.mobile'),
    event: t('reservations.event'),
    when: t('reservations.when'),
    quantity: t('reservations.quantity'),
    amount: t('reservations.amount'),
    state: t('reservations.state'),
  }
  return (
    <table className="results">
      <caption>{t('reservations.results', { count: results.length })}</caption>
      <ResultsHead columns={Object.values(columns)} action={t('reservations.details')} />
      <tbody>
        {results.map((r) => (
          <tr key={r.reservationIdentifier} aria-selected={r.reservationIdentifier === reservations.selectedId}>
            <th scope="row" data-label={columns.number}>
              <bdi>{r.reservationIdentifier}</bdi>
            </th>
            <td data-label={columns.customer}>{r.customerName}</td>
            <td data-label={columns.mobile}>
              <bdi>{r.mobileNumber}</bdi>
            </td>
            <td data-label={columns.event}>
              {r.featureName}
              <span className="results__venue">{r.venueName}</span>
            </td>
            <td data-label={columns.when}>
              {r.startDateTime === null ? t('reservations.untimed') : formatDateTime(r.startDateTime, ui.locale)}
            </td>
            <td data-label={columns.quantity}>{r.quantity.toLocaleString(`${ui.locale}-IL`)}</td>
            <td data-label={columns.amount}>{formatShekels(r.amount, ui.locale)}</td>
            <td data-label={columns.state}>{stateText(t, r.resStateId)}</td>
            <td>
              <button
                type="button"
                className="button button--quiet"
                aria-label={`${t('reservations.details')} ${r.reservationIdentifier}`}
                aria-expanded={r.reservationIdentifier === reservations.selectedId}
                onClick={() => reservations.select(r.reservationIdentifier)}
              >
                {t('reservations.details')}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
})
