import { observer } from 'mobx-react-lite'
import { useState, type FormEvent } from 'react'
import { useT } from '../i18n/translate'
import { LanguageSwitcher } from '../shell/language-switcher'
import { TextField } from '../shell/text-field'
import { useStores } from '../store-context'
import { ErrorAlert } from '../shell/error-alert'

/** Issue 13 the staff login: e-mail and password, then (for an account with TOTP) the six-digit code. */
export const LoginPage = observer(() => {
  const { session } = useStores()
  const t = useT()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const submitPassword = (event: FormEvent) => {
    event.preventDefault()
    void session.logIn(email, password)
  }
  const submitCode = (event: FormEvent) => {
    event.preventDefault()
    void session.confirmTotp(code)
  }
  const error = session.error === null ? null : <ErrorAlert error={session.error} />
  return (
    <main id="main" className="console-main console-main--login">
      <div className="login-card">
        <p className="console-header__brand">
          <span className="console-header__mark">{t('app.brand')}</span> {t('app.title')}
        </p>
        {session.state === 'totp' ? (
          <form onSubmit={submitCode} className="form" noValidate>
            <h1>{t('login.totpTitle')}</h1>
            <p>{t('login.totpHint')}</p>
            <TextField
              label={t('login.totpCode')}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={6}
              dir="ltr"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              required
            />
            {error}
            <div className="form__actions">
              <button type="submit" className="button" disabled={session.busy}>
                {t('login.totpSubmit')}
              </button>
              <button type="button" className="button button--quiet" onClick={() => session.restart()}>
                {t('login.back')}
              </button>
            </div>
          </form>
        ) : (
          <form onSubmit={submitPassword} className="form" noValidate>
            <h1>{t('login.title')}</h1>
            <TextField
              label={t('login.email')}
              name="email"
              type="email"
              autoComplete="username"
              dir="ltr"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              required
            />
            <TextField
              label={t('login.password')}
              name="password"
              type="password"
              autoComplete="current-password"
              dir="ltr"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
            />
            {error}
            <div className="form__actions">
              <button type="submit" className="button" disabled={session.busy}>
                {t('login.submit')}
              </button>
            </div>
          </form>
        )}
        <LanguageSwitcher />
      </div>
    </main>
  )
})
