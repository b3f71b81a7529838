/** A − n + control. */
export interface QuantityStepperProps {
  readonly label: string
  readonly decreaseLabel: string
  readonly increaseLabel: string
  readonly value: number
  readonly min: number
  /** The highest value + may reach; + is disabled there. */
  readonly max: number
  readonly onChange: (value: number) => void
}

/** §4/§5 a bounded quantity picker: − and + step by one and stop at the bounds. */
export const QuantityStepper = ({ label, decreaseLabel, increaseLabel, value, min, max, onChange }: QuantityStepperProps) => (
  <div className="stepper" role="group" aria-label={label}>
    <button
      type="button"
      className="stepper__button"
      aria-label={decreaseLabel}
      disabled={value <= min}
      onClick={() => onChange(value - 1)}
    >
      <span aria-hidden="true">−</span>
    </button>
    <output className="stepper__value" aria-live="polite">
      {value}
    </output>
    <button
      type="button"
      className="stepper__button"
      aria-label={increaseLabel}
      disabled={value >= max}
      onClick={() => onChange(value + 1)}
    >
      <span aria-hidden="true">+</span>
    </button>
  </div>
)
