import { observer } from 'mobx-react-lite'
import { useEffect, useId, useRef, type FormEvent } from 'react'
import { useErrorMessage, validationText } from '../i18n/error-message'
import { useT } from '../i18n/translate'
import { CodeField, FormField, ResendRow, type InputProps } from './form-field'
import type { LoginFormField, LoginStore } from './login-store'

/** §3 how each login field is typed: keyboards and autofill that fit it; numbers and addresses read left to right. */
const INPUTS: Readonly<Record<LoginFormField, InputProps>> = {
  mobileNumber: { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national', dir: 'ltr' },
  ssn: { type: 'text', inputMode: 'numeric', autoComplete: 'off', dir: 'ltr' },
  email: { type: 'email', autoComplete: 'username', dir: 'ltr' },
  password: { type: 'password', autoComplete: 'current-password', dir: 'ltr' },
}

/** What the login form's button says for each method. */
const SUBMIT_TEXT = {
  mobile: 'customer:login.sendCode',
  ssn: 'customer:login.sendCode',
  email: 'customer:login.logIn',
  emailLink: 'customer:login.sendLink',
} as const

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
      <FormField
        id={id}
        label={t(`fields.${field}`)}
        message={message === null ? null : validationText(t, message)}
        hintId={`${prefix}-hint`}
        input={{
          ...INPUTS[field],
          value: login.values[field],
          onChange: (event) => login.setValue(field, event.target.value),
          onBlur: () => login.touch(field),
        }}
      />
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
        {login.methods.map((method) => (
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
        {login.busy ? t('customer:login.sending') : t(SUBMIT_TEXT[login.method])}
      </button>
    </form>
  )
})

/** §2/§9 the SMS verification form: the 6-digit code, then the one fallback code 20 s later when the server offers it. */
const VerifyForm = observer(({ login, sentTo }: { readonly login: LoginStore; readonly sentTo: string }) => {
  const t = useT()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
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
      <CodeField entry={login} id={id} label={t('fields.smsCode')} hintId={`${id}-sent`} inputRef={input} />
      <LoginError login={login} />
      <button type="submit" className="button login__submit" disabled={login.busy}>
        {login.busy ? t('customer:login.sending') : t('customer:login.verify')}
      </button>
      <ResendRow
        canResend={login.canResend}
        texts={{
          resend: t('customer:login.resend'),
          wait: seconds === null ? null : t('customer:login.resendIn', { seconds }),
          noMore: login.isFallbackEnabled ? t('customer:login.noMoreCodes') : null,
          back: t('customer:login.changeDetails'),
        }}
        onResend={() => void login.resend()}
        onBack={() => login.back()}
      />
    </form>
  )
})

/** §2 "send by e-mail": the link is on its way (if an account has the address), and how long it lasts. */
const LinkSent = ({ login, sentTo }: { readonly login: LoginStore; readonly sentTo: string }) => {
  const t = useT()
  const back = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    back.current?.focus()
  }, [])
  return (
    <div className="login">
      <p className="login__hint" role="status">
        {t('customer:login.linkSent', { email: `\u2068${sentTo}\u2069` })} {t('customer:login.linkSentHint')}
      </p>
      <button type="button" className="button login__submit" ref={back} onClick={() => login.backFromLink()}>
        {t('customer:login.backToLogin')}
      </button>
    </div>
  )
}

/** §2 the login form, the SMS verification form once a code was sent, or word that a login link was e-mailed. */
export const LoginPanel = observer(({ login }: { readonly login: LoginStore }) => {
  const flow = login.flow
  if (flow.step === 'verify') return <VerifyForm login={login} sentTo={flow.mobileNumber} />
  return login.linkSentTo === null ? <LoginForm login={login} /> : <LinkSent login={login} sentTo={login.linkSentTo} />
})
