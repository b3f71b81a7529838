import { observer } from 'mobx-react-lite'
import { ModalDialog } from '../checkout/modal-dialog'
import { useT } from '../i18n/translate'
import { LoginPanel } from './login-panel'
import type { LoginStore } from './login-store'

/** §2 the login dialog ("login to checkout"): the login form, then the SMS verification form. */
export const LoginDialog = observer(({ login }: { readonly login: LoginStore }) => {
  const t = useT()
  if (!login.isOpen) return null
  const title = login.flow.step === 'verify' ? t('customer:login.verifyTitle') : t('customer:login.checkoutTitle')
  return (
    <ModalDialog title={title} onClose={() => login.close()} className="login-dialog">
      <LoginPanel login={login} />
    </ModalDialog>
  )
})
