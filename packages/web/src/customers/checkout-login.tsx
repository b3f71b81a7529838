import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import type { CheckoutStore } from '../checkout/checkout-store'
import { useT } from '../i18n/translate'
import { useCustomerSession } from '../stores/use-customer-session'
import { LoginDialog } from './login-dialog'
import { useCustomerTexts } from './texts/use-customer-texts'
import './customers.css'

/**
 * §2/§4 "login to checkout": a button opens the login dialog (forCheckout; shown only while the
 * form is this button's, never beside the hold orders' login dialog); once the customer
 * is logged in their details fill the checkout form — all of them after this login, only the
 * fields still empty when the session was restored (the visitor may have typed meanwhile).
 */
export const CheckoutLogin = observer(({ checkout }: { readonly checkout: CheckoutStore }) => {
  const t = useT()
  useCustomerTexts()
  const { customer, login } = useCustomerSession()
  const [asked, setAsked] = useState(false)
  const known = customer.customer

  useEffect(() => {
    if (known === null) return
    checkout.fillCustomerDetails(known, asked)
    setAsked(false)
  }, [checkout, known, asked])

  if (customer.status !== 'known') return null
  if (customer.isLoggedIn)
    return (
      <div className="checkout-login" role="status">
        <p>{t('customer:login.loggedInAs', { name: `${known?.firstName ?? ''} ${known?.lastName ?? ''}`.trim() })}</p>
      </div>
    )
  return (
    <div className="checkout-login">
      <p>{t('customer:login.checkoutPrompt')}</p>
      <button
        type="button"
        className="button button--quiet"
        onClick={() => {
          setAsked(true)
          login.open({ forCheckout: true })
        }}
      >
        {t('customer:login.loginToCheckout')}
      </button>
      {login.openedBy === 'checkout' && <LoginDialog login={login} />}
    </div>
  )
})
