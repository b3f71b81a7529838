import { observer } from 'mobx-react-lite'
import { useEffect, useId, useRef, type FormEvent, type InputHTMLAttributes } from 'react'
import { useErrorMessage, validationText } from '../i18n/error-message'
import { useT } from '../i18n/translate'
import { LOGIN_METHODS, SMS_CODE_LENGTH, type LoginFormField, type LoginStore } from './login-store'

type InputProps = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete' | 'dir'>

/** §3 how each login field is typed: keyboards and autofill that fit it; numbers and addresses read left to right. */
const INPUTS: Readonly<Record<LoginFormField, InputProps>> = {
  mobileNumber: { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national', dir: 'ltr' },
  ssn: { type: 'text', inputMode: 'numeric', autoComplete: 'off', dir: 'ltr' },
  email: { type: 'email', autoComplete: 'username', dir: 'ltr' },
  password: { type: 'password', autoComplete: 'current-password', dir: 'ltr' },
}

/** A form's submit handler: the page stays, and the visitor's action runs. */
const submitted = (run: () => Promise<unknown>) => (event: FormEvent<HTMLFormElement>) => {
  event.preventDefault()
  void run()
}

const LoginError = observer(({ login }: { readonly login: LoginStore }) => {
  const errorText = useErrorMessage()
  return login.error === null ? null : (
    <p className="login__error" role="alert">
      {errorText(login.error)}
    </p>
  )
})

const LoginField = observer(
  ({ login, field, prefix }: { readonly login: LoginStore; readonly field: LoginFormField; readonly prefix: string }) => {
    const t = useT()
    const id = `${prefix}-${field}`
    const message = login.errorOf(field)
    return (
      <div className="checkout-field">
        <label htmlFor={id} className="checkout-field__label">
          {t(`fields.${field}`)}
        </label>
        <input
          id={id}
          className="checkout-field__input"
          {...INPUTS[field]}
          value={login.values[field]}
          required
          aria-required
          aria-invalid={message !== null}
          aria-describedby={message === null ? `${prefix}-hint` : `${id}-error ${prefix}-hint`}
          onChange={(event) => login.setValue(field, event.target.value)}
          onBlur={() => login.touch(field)}
        />
        {message !== null && (
          <p className="checkout-field__error" id={`${id}-error`}>
            {validationText(t, message)}
          </p>
        )}
      </div>
    )
  },
)

/** §2 the login form with its options: by mobile number, by ID number (bySsnSms) or by e-mail and password. */
const LoginForm = observer(({ login }: { readonly login: LoginStore }) => {
  const t = useT()
  const prefix = useId()
  const submit = async () => {
    if ((await login.submit()) !== 'invalid') return
    // §5 the visitor is taken to the first field to correct.
    const first = login.fields.find((field) => login.errorOf(field) !== null)
    if (first !== undefined) document.getElementById(`${prefix}-${first}`)?.focus()
  }
  return (
    <form className="login" noValidate onSubmit={submitted(submit)}>
      <fieldset className="login__methods">
        <legend className="login__legend">{t('customer:login.methods')}</legend>
        {LOGIN_METHODS.map((method) => (
          <label key={method} className="login__method">
            <input type="radio" name={`${prefix}-method`} checked={login.method === method} onChange={() => login.chooseMethod(method)} />
            {t(`customer:login.method.${method}`)}
          </label>
        ))}
      </fieldset>
      <p className="login__hint" id={`${prefix}-hint`}>
        {t(`customer:login.hint.${login.method}`)}
      </p>
      {login.fields.map((field) => (
        <LoginField key={field} login={login} field={field} prefix={prefix} />
      ))}
      <LoginError login={login} />
      <button type="submit" className="button login__submit" disabled={login.busy}>
        {login.busy ? t('customer:login.sending') : t(login.method === 'email' ? 'customer:login.logIn' : 'customer:login.sendCode')}
      </button>
    </form>
  )
})

/** §2/§9 the SMS verification form: the 6-digit code, then the one fallback code 20 s later when the server offers it. */
const VerifyForm = observer(({ login, sentTo }: { readonly login: LoginStore; readonly sentTo: string }) => {
  const t = useT()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const message = login.codeError
  useEffect(() => {
    input.current?.focus()
  }, [])
  const seconds = login.secondsToResend
  return (
    <form
      className="login"
      noValidate
      onSubmit={submitted(async () => {
        if ((await login.verify()) !== 'loggedIn') input.current?.focus()
      })}
    >
      <p className="login__hint" id={`${id}-sent`}>
        {sentTo === '' ? t('customer:login.codeSentToFile') : t('customer:login.codeSentTo', { mobile: sentTo })}{' '}
        {t('customer:login.codeHint')}
      </p>
      <div className="checkout-field">
        <label htmlFor={id} className="checkout-field__label">
          {t('fields.smsCode')}
        </label>
        <input
          ref={input}
          id={id}
          className="checkout-field__input login__code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={SMS_CODE_LENGTH}
          dir="ltr"
          value={login.smsCode}
          required
          aria-required
          aria-invalid={message !== null}
          aria-describedby={message === null ? `${id}-sent` : `${id}-error ${id}-sent`}
          onChange={(event) => login.setSmsCode(event.target.value)}
          onBlur={() => login.touch('smsCode')}
        />
        {message !== null && (
          <p className="checkout-field__error" id={`${id}-error`}>
            {validationText(t, message)}
          </p>
        )}
      </div>
      <LoginError login={login} />
      <button type="submit" className="button login__submit" disabled={login.busy}>
        {login.busy ? t('customer:login.sending') : t('customer:login.verify')}
      </button>
      <div className="login__more">
        {login.canResend ? (
          <button type="button" className="button button--quiet" onClick={() => void login.resend()}>
            {t('customer:login.resend')}
          </button>
        ) : seconds !== null ? (
          <p className="login__hint">{t('customer:login.resendIn', { seconds })}</p>
        ) : (
          login.isFallbackEnabled && <p className="login__hint">{t('customer:login.noMoreCodes')}</p>
        )}
        <button type="button" className="button button--link" onClick={() => login.back()}>
          {t('customer:login.changeDetails')}
        </button>
      </div>
    </form>
  )
})

/** §2 the login form, or the SMS verification form once a code was sent. */
export const LoginPanel = observer(({ login }: { readonly login: LoginStore }) => {
  const flow = login.flow
  return flow.step === 'verify' ? <VerifyForm login={login} sentTo={flow.mobileNumber} /> : <LoginForm login={login} />
})
