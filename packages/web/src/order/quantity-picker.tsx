import { useT } from '../i18n/translate'

interface QuantityPickerProps {
  /** What is counted, for the buttons' and the value's accessible names. */
  readonly name: string
  readonly value: number
  readonly max: number
  readonly onChange: (quantity: number) => void
  readonly disabled?: boolean
}

/** §3/§4 a quantity with − and + buttons (ticket counts, products), from 0 to `max`. */
export const QuantityPicker = ({ name, value, max, onChange, disabled = false }: QuantityPickerProps) => {
  const t = useT()
  return (
    <div className="quantity" role="group" aria-label={t('orderFlow.quantityOf', { name })}>
      <button
        type="button"
        className="quantity__button"
        aria-label={t('orderFlow.decrease', { name })}
        disabled={disabled || value <= 0}
        onClick={() => onChange(value - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output className="quantity__value" aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className="quantity__button"
        aria-label={t('orderFlow.increase', { name })}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  )
}
