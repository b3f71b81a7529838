import { observer } from 'mobx-react-lite'
import type { FormEvent } from 'react'
import { useT } from '../i18n/translate'
import { TextField } from '../shell/text-field'
import { useStores } from '../store-context'
import { ReservationDetails } from './reservation-details'
import { ReservationTable } from './reservation-table'
import { ErrorAlert } from '../shell/error-alert'

/** §7 producer reservations (268): search by number, phone, name or show date; the results; the one chosen. */
export const ReservationsPage = observer(() => {
  const { reservations } = useStores()
  const t = useT()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void reservations.search()
  }
  return (
    <>
      <h1>{t('reservations.title')}</h1>
      <form className="search-form" role="search" onSubmit={submit} aria-label={t('reservations.search')}>
        <TextField
          label={t('reservations.text')}
          type="search"
          name="q"
          value={reservations.text}
          onChange={(e) => reservations.setText(e.target.value)}
        />
        <TextField
          label={t('reservations.date')}
          type="date"
          name="date"
          value={reservations.date}
          onChange={(e) => reservations.setDate(e.target.value)}
        />
        <button type="submit" className="button" disabled={reservations.state === 'loading'}>
          {t('reservations.submit')}
        </button>
      </form>
      <SearchResults />
      {reservations.selected === null ? null : <ReservationDetails reservation={reservations.selected} />}
    </>
  )
})

/** The search's loading, error, empty and found states. */
const SearchResults = observer(() => {
  const { reservations } = useStores()
  const t = useT()
  switch (reservations.state) {
    case 'idle':
      return <p>{t('reservations.initial')}</p>
    case 'loading':
      return <p role="status">{t('reservations.loading')}</p>
    case 'error':
      return <ErrorAlert error={reservations.error} />
    case 'loaded':
      return reservations.results.length === 0 ? (
        <p role="status">{t('reservations.empty')}</p>
      ) : (
        <ReservationTable results={reservations.results} />
      )
  }
})
