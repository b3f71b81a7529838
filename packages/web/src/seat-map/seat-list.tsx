import { currentSeats, type Seat, type SeatPlan } from '@kartis/core'
import { useId, useMemo, useState } from 'react'
import { useT } from '../i18n/translate'
import type { MapModel, MapRow } from './map-model'
import type { SeatDisplay } from './seat-map-props'
import { answersClick, displayOf } from './seat-states'

/** §4 the seats the list offers: free ones, the visitor's own (to let go), and blocked ones (the store says why it refuses them). */
const LISTED: ReadonlySet<SeatDisplay> = new Set(['available', 'selected', 'pending', 'blocked'])

/** §3 the state said beside a listed seat; a free one needs none, a chosen one is its checkbox's tick. */
const NOTED: ReadonlySet<SeatDisplay> = new Set(['pending', 'blocked'])

export interface SeatListProps {
  readonly model: MapModel
  readonly plan: SeatPlan
  readonly displays: ReadonlyMap<string, SeatDisplay>
  readonly onSeatToggle: (seat: Seat) => void
  readonly seatPrice?: ((seat: Seat) => string | null) | undefined
}

interface ListedRow {
  readonly row: MapRow
  readonly name: string
  readonly seats: readonly { readonly number: number; readonly seat: Seat; readonly display: SeatDisplay }[]
}

/**
 * §3/§4 "choose seats from a list": the free seats of one section at a time, row by row, as
 * native checkboxes that toggle seats through the same store as the map (locks, the single-seat
 * rule, the seat maximum and the server's refusals all apply unchanged).
 */
export const SeatList = ({ model, plan, displays, onSeatToggle, seatPrice }: SeatListProps) => {
  const t = useT()
  const selectId = useId()
  const seats = useMemo(() => (plan === model.plan ? model.index.seats : currentSeats(model.index, plan)), [model, plan])
  const displayAt = (n: number): SeatDisplay => {
    const seat = seats[n]
    return seat === undefined ? 'unavailable' : displayOf(displays, model.index.ids[n] ?? '', seat)
  }
  const listedIn = (row: MapRow, keep: number | null): ListedRow['seats'] => {
    const listed: { number: number; seat: Seat; display: SeatDisplay }[] = []
    for (let n = row.first; n < row.end; n++) {
      const seat = seats[n]
      const display = displayAt(n)
      // The focused seat stays listed when it is taken meanwhile, so that focus is never lost.
      if (seat !== undefined && (LISTED.has(display) || n === keep)) listed.push({ number: n, seat, display })
    }
    return listed
  }
  const [section, setSection] = useState(() => {
    const first = model.rows.find((row) => listedIn(row, null).length > 0)
    return first?.section ?? 0
  })
  const [focused, setFocused] = useState<number | null>(null)
  const rows: ListedRow[] = model.rows
    .filter((row) => row.section === section)
    .map((row) => ({ row, name: seats[row.first]?.rowName ?? '', seats: listedIn(row, focused) }))
    .filter((row) => row.seats.length > 0)

  return (
    <div className="seat-list">
      <h2 className="seat-map__heading">{t('seatMap.list.title')}</h2>
      {model.reserved.length > 1 ? (
        <label className="seat-list__section" htmlFor={selectId}>
          <span>{t('seatMap.list.section')}</span>
          <select id={selectId} value={String(section)} onChange={(event) => setSection(Number(event.target.value))}>
            {model.reserved.map((entry, position) => (
              <option key={entry.section.id} value={String(position)}>
                {entry.section.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {rows.length === 0 ? <p>{t('seatMap.list.noneFree')}</p> : null}
      {rows.map(({ row, name, seats: listed }) => {
        const prices = listed.map(({ seat }) => seatPrice?.(seat) ?? null)
        // A price the whole row shares is said once, with the row; otherwise beside each seat.
        const rowPrice = prices.every((price) => price === prices[0]) ? (prices[0] ?? null) : null
        return (
          <fieldset key={row.first} className="seat-list__row">
            <legend>
              {t('seatMap.list.row', { row: name })}
              {rowPrice === null ? null : (
                <>
                  {' · '}
                  <bdi className="seat-list__price">{rowPrice}</bdi>
                </>
              )}
            </legend>
            <ul className="seat-list__seats">
              {listed.map(({ number, seat, display }, position) => {
                const price = rowPrice === null ? (prices[position] ?? null) : null
                return (
                  <li key={number}>
                    <label className={`seat-list__seat seat-list__seat--${display}`}>
                      <input
                        type="checkbox"
                        checked={display === 'selected' || display === 'pending'}
                        aria-disabled={answersClick(display) ? undefined : true}
                        onChange={() => {
                          if (answersClick(display)) onSeatToggle(seat)
                        }}
                        onFocus={() => setFocused(number)}
                        onBlur={() => setFocused(null)}
                      />
                      <span className="seat-list__name">{t('seatMap.list.seat', { seat: seat.seatName })}</span>
                      {NOTED.has(display) ? <span className="seat-list__note">{t(`seatMap.states.${display}`)}</span> : null}
                      {price === null ? null : <bdi className="seat-list__price">{price}</bdi>}
                    </label>
                  </li>
                )
              })}
            </ul>
          </fieldset>
        )
      })}
    </div>
  )
}
