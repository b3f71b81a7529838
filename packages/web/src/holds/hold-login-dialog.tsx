import { observer } from 'mobx-react-lite'
import { ModalDialog } from '../checkout/modal-dialog'
import { LoginPanel } from '../customers/login-panel'
import type { LoginStore } from '../customers/login-store'
import { useT } from '../i18n/translate'

/** §2 the login dialog for unpaid (hold) orders: what a hold needs (a member's login), then the login and SMS verification forms. */
export const HoldLoginDialog = observer(({ login }: { readonly login: LoginStore }) => {
  const t = useT()
  if (!login.isOpen) return null
  const verifying = login.flow.step === 'verify'
  return (
    <ModalDialog
      title={verifying ? t('customer:login.verifyTitle') : t('customer:holds.loginTitle')}
      onClose={() => login.close()}
      className="login-dialog"
    >
      {!verifying && <p className="hold-login__intro">{t('customer:holds.loginIntro')}</p>}
      <LoginPanel login={login} />
    </ModalDialog>
  )
})
