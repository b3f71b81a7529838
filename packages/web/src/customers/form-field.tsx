import type { ValidationMessage } from '@kartis/core'
import { observer } from 'mobx-react-lite'
import type { InputHTMLAttributes, Ref } from 'react'
import { validationText } from '../i18n/error-message'
import { useT } from '../i18n/translate'
import { SMS_CODE_LENGTH } from './login-store'

/** §3 how a field is typed: its keyboard, autofill and direction, its value and handlers. */
export type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className' | 'required' | 'aria-required' | 'aria-invalid' | 'aria-describedby'
>

/** A required field of a form: what it is, what it says when its rule fails, and what describes it. */
export interface FormFieldProps {
  readonly id: string
  readonly label: string
  /** §5 the rule's message, shown below the input and tied to it; null while there is none. */
  readonly message: string | null
  /** The id of the form's hint, which describes the input too. */
  readonly hintId: string
  readonly input: InputProps
  readonly inputClassName?: string
  readonly inputRef?: Ref<HTMLInputElement>
}

/** §5 a required field: its label, its input (invalid while its message shows) and the message, both read with the input. */
export const FormField = ({ id, label, message, hintId, input, inputClassName, inputRef }: FormFieldProps) => (
  <div className="checkout-field">
    <label htmlFor={id} className="checkout-field__label">
      {label}
    </label>
    <input
      ref={inputRef}
      id={id}
      className={inputClassName === undefined ? 'checkout-field__input' : `checkout-field__input ${inputClassName}`}
      {...input}
      required
      aria-required
      aria-invalid={message !== null}
      aria-describedby={message === null ? hintId : `${id}-error ${hintId}`}
    />
    {message !== null && (
      <p className="checkout-field__error" id={`${id}-error`}>
        {message}
      </p>
    )}
  </div>
)

/** §5 the one-time code's input: six digits, the phone's code autofill, read left to right. */
export const CODE_INPUT: InputProps = {
  type: 'text',
  inputMode: 'numeric',
  autoComplete: 'one-time-code',
  pattern: '[0-9]*',
  maxLength: SMS_CODE_LENGTH,
  dir: 'ltr',
}

/** What a code field reads and writes: the code typed, its §5 message, and the store's handlers. */
export interface CodeEntry {
  readonly smsCode: string
  readonly codeError: ValidationMessage | null
  setSmsCode(value: string): void
  touch(field: 'smsCode'): void
}

/** §5 a one-time code's field, over the store the code is typed into (the login's, the VOD screen's). */
export const CodeField = observer(
  ({
    entry,
    id,
    label,
    hintId,
    inputRef,
  }: {
    readonly entry: CodeEntry
    readonly id: string
    readonly label: string
    readonly hintId: string
    readonly inputRef: Ref<HTMLInputElement>
  }) => {
    const t = useT()
    const message = entry.codeError
    return (
      <FormField
        id={id}
        label={label}
        message={message === null ? null : validationText(t, message)}
        hintId={hintId}
        inputClassName="login__code"
        inputRef={inputRef}
        input={{
          ...CODE_INPUT,
          value: entry.smsCode,
          onChange: (event) => entry.setSmsCode(event.target.value),
          onBlur: () => entry.touch('smsCode'),
        }}
      />
    )
  },
)

/** What the row under a code form says, in the page's texts. */
export interface ResendTexts {
  readonly resend: string
  /** Before one more code may be asked for: how long to wait. */
  readonly wait: string | null
  /** When no more codes will come: whom to ask (null: nothing to say). */
  readonly noMore: string | null
  readonly back: string
}

/** §9 under a code form: one more code when it may be asked for (the seconds to wait before), and the way back to change what was typed. */
export const ResendRow = ({
  canResend,
  texts,
  onResend,
  onBack,
}: {
  readonly canResend: boolean
  readonly texts: ResendTexts
  readonly onResend: () => void
  readonly onBack: () => void
}) => (
  <div className="login__more">
    {canResend ? (
      <button type="button" className="button button--quiet" onClick={onResend}>
        {texts.resend}
      </button>
    ) : texts.wait !== null ? (
      <p className="login__hint">{texts.wait}</p>
    ) : (
      texts.noMore !== null && <p className="login__hint">{texts.noMore}</p>
    )}
    <button type="button" className="button button--link" onClick={onBack}>
      {texts.back}
    </button>
  </div>
)
