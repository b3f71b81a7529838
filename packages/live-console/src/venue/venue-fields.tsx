import { observer } from 'mobx-react-lite'
import { useId, type ReactNode } from 'react'
import { useStores } from '../store-context'

/** The id of the save's refusal, which a refused input is described by. */
export const SAVE_ERROR_ID = 'venue-save-error'

/** Issue 15 §4 whether the server refused this field (named in its refusal): the input is marked and described by the refusal. */
export const useRefused = (field: string): boolean => {
  const { venueEditor } = useStores()
  return venueEditor.refuses(field)
}

/** The ids an input is described by: its hint, and the refusal when its field was refused. */
export const describedBy = (hintId: string | null, refused: boolean): string | undefined => {
  const ids = [hintId, refused ? SAVE_ERROR_ID : null].filter((id): id is string => id !== null)
  return ids.length === 0 ? undefined : ids.join(' ')
}

interface InputFieldProps {
  readonly label: string
  readonly field: string
  readonly value: string
  readonly onChange: (value: string) => void
  readonly hint?: string
  readonly type?: 'text' | 'number'
  readonly dir?: 'ltr' | 'auto'
  readonly readOnly?: boolean
  readonly children?: ReactNode
}

/** A labelled input of the settings form (its hint read with it; marked when the server refused its field). */
export const InputField = observer(({ label, field, value, onChange, hint, type = 'text', dir, readOnly, children }: InputFieldProps) => {
  const hintId = useId()
  const refused = useRefused(field)
  return (
    <label className="field venue-field">
      <span>{label}</span>
      <input
        type={type}
        value={value}
        dir={dir}
        readOnly={readOnly}
        aria-describedby={describedBy(hint === undefined ? null : hintId, refused)}
        aria-invalid={refused || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint === undefined ? null : (
        <small id={hintId} className="muted">
          {hint}
        </small>
      )}
      {children}
    </label>
  )
})

/** A labelled checkbox of the settings form. */
export const CheckField = ({
  label,
  checked,
  onChange,
  disabled,
}: {
  readonly label: string
  readonly checked: boolean
  readonly onChange: (checked: boolean) => void
  readonly disabled?: boolean
}) => (
  <label className="venue-check">
    <input type="checkbox" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />
    <span>{label}</span>
  </label>
)

/** A whole number typed in a field (0 when empty or not a number: the server names the field if it is refused). */
export const wholeOf = (text: string): number => {
  const value = Number.parseInt(text, 10)
  return Number.isFinite(value) ? value : 0
}

/** A decimal typed in a field (0 when empty or not a number). */
export const decimalOf = (text: string): number => {
  const value = Number.parseFloat(text)
  return Number.isFinite(value) ? value : 0
}
