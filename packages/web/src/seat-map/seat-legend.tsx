import { useT } from '../i18n/translate'
import { iconId } from './seat-icons'
import type { LegendEntries } from './seat-states'

const SWATCH = 22

/** §3/§4 the legend: a swatch per display state and per attribute present on the map, nothing else. */
export const SeatLegend = ({ entries }: { readonly entries: LegendEntries }) => {
  const t = useT()
  return (
    <div className="seat-legend">
      <h3 className="visually-hidden">{t('seatMap.legend')}</h3>
      <ul className="seat-legend__list" aria-label={t('seatMap.legend')}>
        {entries.states.map((state) => (
          <li key={state} className="seat-legend__item" data-state={state}>
            <svg className="seat-legend__swatch" width={SWATCH} height={SWATCH} viewBox="0 0 24 24" aria-hidden="true">
              <rect className={`seat seat--${state}`} x="2" y="2" width="20" height="20" rx="5" />
            </svg>
            <span>{t(`seatMap.states.${state}`)}</span>
          </li>
        ))}
        {entries.attributes.map((name) => (
          <li key={name} className="seat-legend__item" data-attribute={name}>
            <svg className="seat-legend__swatch" width={SWATCH} height={SWATCH} viewBox="0 0 24 24" aria-hidden="true">
              {name === 'couch' || name === 'bed' ? (
                <>
                  <rect className="seat-unit" x="0.5" y="5" width="23" height="14" rx="4" />
                  <rect className="seat seat--available" x="2" y="6.5" width="9.5" height="11" rx="2.5" />
                  <rect className="seat seat--available" x="12.5" y="6.5" width="9.5" height="11" rx="2.5" />
                </>
              ) : (
                <rect className="seat seat--available" x="2" y="2" width="20" height="20" rx="5" />
              )}
              {name === 'couch' ? null : <use className="seat-icon" href={`#${iconId(name)}`} x="3" y="3" width="18" height="18" />}
            </svg>
            <span>{t(`seatMap.attributes.${name}`)}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
