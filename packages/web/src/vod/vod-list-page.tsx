import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import '../checkout/checkout.css'
import '../customers/customers.css'
import type { CustomerSession } from '../customers/customer-session'
import { LoginPanel } from '../customers/login-panel'
import { useCustomerTexts } from '../customers/texts/use-customer-texts'
import { VodTab } from '../customers/vod-tab'
import { useT } from '../i18n/translate'
import { PageStatus } from '../shell/page-status'
import { useCustomerSession } from '../stores/use-customer-session'
import { useStores } from '../stores/store-context'
import './vod.css'

/** §2 not logged in: the customer area's login (by mobile number, ID number or e-mail), which opens the list. */
const VodLogin = observer(({ session }: { readonly session: CustomerSession }) => {
  const t = useT()
  const { login } = session
  useEffect(() => {
    if (!login.isOpen) login.open({ forCheckout: false })
  }, [login])
  return (
    <section className="area-login" aria-labelledby="vod-login-title">
      <h2 id="vod-login-title" className="area-login__title">
        {login.flow.step === 'verify' ? t('customer:login.verifyTitle') : t('customer:login.title')}
      </h2>
      <p className="area-login__prompt">{t('vod.listPrompt')}</p>
      <LoginPanel login={login} />
    </section>
  )
})

/** §2 /vod: the logged-in customer's VOD items, each with its watch link (/vod/{resId}/{vodId}); the login first otherwise. */
export const VodListPage = observer(() => {
  useCustomerTexts()
  const t = useT()
  const { ui } = useStores()
  const session = useCustomerSession()
  const { customer } = session
  return (
    <div className="area vod">
      <h1>{t('vod.listTitle')}</h1>
      {customer.status !== 'known' ? (
        <PageStatus kind="loading" message={t('status.loading')} />
      ) : customer.isLoggedIn ? (
        <VodTab area={session.area} locale={ui.locale} />
      ) : (
        <VodLogin session={session} />
      )}
    </div>
  )
})
