import type { SeatSection } from '@kartis/core'
import { useId } from 'react'
import { useT } from '../i18n/translate'
import { QuantityStepper } from './quantity-stepper'

export interface GaPickersProps {
  readonly sections: readonly SeatSection[]
  readonly quantities: ReadonlyMap<number, number>
  readonly onChange: (section: SeatSection, quantity: number) => void
  /** §5 the visitor holds the seat maximum: no picker may go up. */
  readonly atMaximum: boolean
}

/**
 * §4 general-admission sections: one quantity picker each, from 0 up to the free places
 * (gaCapacity) and never past the seat maximum; a sold-out section says so instead.
 */
export const GaPickers = ({ sections, quantities, onChange, atMaximum }: GaPickersProps) => {
  const t = useT()
  const titleId = useId()
  return (
    <section className="ga-pickers" aria-labelledby={titleId}>
      <h2 id={titleId} className="seat-map__heading">
        {t('seatMap.ga.title')}
      </h2>
      <ul className="ga-pickers__list">
        {sections.map((section) => {
          const quantity = quantities.get(section.id) ?? 0
          const capacity = section.gaCapacity ?? 0
          const soldOut = section.isSoldOut || (capacity === 0 && quantity === 0)
          return (
            <li key={section.id} className="ga-pickers__item">
              <span className="ga-pickers__name">{section.name}</span>
              <span className="ga-pickers__free">{soldOut ? t('seatMap.ga.soldOut') : t('seatMap.ga.free', { count: capacity })}</span>
              {soldOut ? null : (
                <QuantityStepper
                  label={t('seatMap.ga.quantity', { section: section.name })}
                  decreaseLabel={t('seatMap.ga.decrease', { section: section.name })}
                  increaseLabel={t('seatMap.ga.increase', { section: section.name })}
                  value={quantity}
                  min={0}
                  max={atMaximum ? quantity : Math.max(quantity, capacity)}
                  onChange={(next) => onChange(section, next)}
                />
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
