import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { LoginPanel } from '../customers/login-panel'
import { useCustomerTexts } from '../customers/texts/use-customer-texts'
import { useT } from '../i18n/translate'
import { useCustomerSession } from '../stores/use-customer-session'

/**
 * §2 the voucher order's authentication step: a logged-in customer is shown and goes on; anyone
 * else is offered the storefront's mobile + SMS login (the checkout login, whose details then
 * fill the customer form) or to go on without an account.
 */
export const AuthenticationStep = observer(({ onBack, onContinue }: { readonly onBack: () => void; readonly onContinue: () => void }) => {
  const t = useT()
  useCustomerTexts()
  const { customer, login } = useCustomerSession()
  const loggedIn = customer.isLoggedIn
  const known = customer.customer
  useEffect(() => {
    if (customer.status === 'known' && !loggedIn && !login.isOpen) login.open({ forCheckout: true })
  }, [customer.status, loggedIn, login])

  return (
    <div className="order-step">
      <section className="order-panel" aria-labelledby="authentication-title">
        <h2 id="authentication-title" className="order-panel__title">
          {t('steps.vouchers.authentication')}
        </h2>
        {loggedIn ? (
          <p role="status">{t('customer:login.loggedInAs', { name: `${known?.firstName ?? ''} ${known?.lastName ?? ''}`.trim() })}</p>
        ) : (
          <>
            <p className="order-panel__hint">{t('sales.authPrompt')}</p>
            {login.isOpen && login.openedBy === 'checkout' && <LoginPanel login={login} />}
          </>
        )}
      </section>
      <div className="order-actions">
        <button type="button" className="button button--secondary" onClick={onBack}>
          {t('common.back')}
        </button>
        <button
          type="button"
          className={loggedIn ? 'button' : 'button button--secondary'}
          onClick={() => {
            if (login.isOpen) login.close()
            onContinue()
          }}
        >
          {loggedIn ? t('common.next') : t('sales.continueWithoutAccount')}
        </button>
      </div>
    </div>
  )
})
