import type { Locale } from '@kartis/core'
import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import '../checkout/checkout.css'
import { useErrorMessage } from '../i18n/error-message'
import { useT } from '../i18n/translate'
import { PATHS } from '../routes/paths'
import { useLangTo } from '../shell/lang-link'
import { PageStatus } from '../shell/page-status'
import { AreaTabs } from './area-tabs'
import { CancelDialog } from './cancel-dialog'
import type { CustomerSession } from './customer-session'
import { LoginPanel } from './login-panel'
import { LogoutDialog } from './logout-dialog'
import { VoucherActionDialog } from './voucher-dialog'
import './customers.css'

/** §2 not logged in: why a lost-login link did not work, if it did not, and the login form (or the SMS verification form). */
const LoginSection = observer(({ session }: { readonly session: CustomerSession }) => {
  const t = useT()
  const errorText = useErrorMessage()
  const { customer, login } = session
  useEffect(() => {
    login.showForm()
  }, [login])
  return (
    <section className="area-login" aria-labelledby="area-login-title">
      <h2 id="area-login-title" className="area-login__title">
        {login.flow.step === 'verify' ? t('customer:login.verifyTitle') : t('customer:login.title')}
      </h2>
      {customer.problem !== null ? (
        <div className="area-dialog__error" role="alert">
          <p>{errorText(customer.problem)}</p>
          <p>{t('customer:area.linkProblem')}</p>
        </div>
      ) : (
        login.flow.step !== 'verify' && <p className="area-login__prompt">{t('customer:area.loginPrompt')}</p>
      )}
      <LoginPanel login={login} />
    </section>
  )
})

/** §2 logged in: the greeting, logout, the tabs and the dialogs. */
const LoggedIn = observer(({ session, locale }: { readonly session: CustomerSession; readonly locale: Locale }) => {
  const t = useT()
  const { area } = session
  const name = (session.customer.customer?.firstName ?? '').trim()
  return (
    <>
      <div className="area-head">
        <p className="area-head__greeting">{name === '' ? t('customer:area.greetingNoName') : t('customer:area.greeting', { name })}</p>
        <button type="button" className="button button--quiet" onClick={() => area.openLogout()}>
          {t('customer:area.logout')}
        </button>
      </div>
      <AreaTabs area={area} locale={locale} />
      <CancelDialog area={area} locale={locale} />
      <VoucherActionDialog area={area} />
      <LogoutDialog area={area} />
    </>
  )
})

/** What the customer-area page is made of: the session, the lost-login token from /customer/{token} if any, and the language. */
export interface CustomerAreaPageBodyProps {
  readonly session: CustomerSession
  readonly token: string | null
  readonly locale: Locale
}

/**
 * §2 /customer, /booking/customer-portal and /customer/{token}: the customer area of the
 * logged-in customer, else the login form. A lost-login token is redeemed once (§8 its
 * refusals shown above the login form) and the address becomes /customer, so a reload does not try it again.
 */
export const CustomerAreaPageBody = observer(({ session, token, locale }: CustomerAreaPageBodyProps) => {
  const t = useT()
  const navigate = useNavigate()
  const to = useLangTo()
  const { customer } = session

  useEffect(() => {
    if (token === null) return
    void customer.redeemToken(token).then(() => navigate(to(PATHS.customer), { replace: true }))
  }, [customer, token, navigate, to])

  return (
    <div className="area">
      <h1>{t('customer:area.title')}</h1>
      {customer.status !== 'known' ? (
        <PageStatus kind="loading" message={t('status.loading')} />
      ) : customer.isLoggedIn ? (
        <LoggedIn session={session} locale={locale} />
      ) : (
        <LoginSection session={session} />
      )}
    </div>
  )
})
