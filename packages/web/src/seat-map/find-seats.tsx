import { useId, useState } from 'react'
import type { SeatSection } from '@kartis/core'
import { useT } from '../i18n/translate'
import { QuantityStepper } from './quantity-stepper'

export interface FindSeatsProps {
  /** Reserved sections to choose from; with one section there is nothing to choose. */
  readonly sections: readonly SeatSection[]
  readonly maxSeats: number
  readonly onFindSeats: (quantity: number, sectionId: number | null) => void
}

/** §7 best available, "find me N seats": a quantity up to the seat maximum and, in a venue of several sections, where. */
export const FindSeats = ({ sections, maxSeats, onFindSeats }: FindSeatsProps) => {
  const t = useT()
  const selectId = useId()
  const [quantity, setQuantity] = useState(Math.min(2, maxSeats))
  const [sectionId, setSectionId] = useState<number | null>(null)
  const open = sections.filter((section) => !section.isSoldOut)
  const count = Math.min(quantity, maxSeats)
  return (
    <form
      className="find-seats"
      aria-label={t('seatMap.find.title')}
      onSubmit={(event) => {
        event.preventDefault()
        onFindSeats(count, sectionId)
      }}
    >
      <h2 className="seat-map__heading">{t('seatMap.find.title')}</h2>
      <div className="find-seats__fields">
        <QuantityStepper
          label={t('seatMap.find.quantity')}
          decreaseLabel={t('seatMap.find.decrease')}
          increaseLabel={t('seatMap.find.increase')}
          value={count}
          min={1}
          max={maxSeats}
          onChange={setQuantity}
        />
        {open.length > 1 ? (
          <label className="find-seats__section" htmlFor={selectId}>
            <span>{t('seatMap.find.section')}</span>
            <select
              id={selectId}
              value={sectionId === null ? '' : String(sectionId)}
              onChange={(event) => setSectionId(event.target.value === '' ? null : Number(event.target.value))}
            >
              <option value="">{t('seatMap.find.anySection')}</option>
              {open.map((section) => (
                <option key={section.id} value={String(section.id)}>
                  {section.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <button type="submit" className="button find-seats__submit" disabled={maxSeats < 1}>
          {t('seatMap.find.submit')}
        </button>
      </div>
    </form>
  )
}
