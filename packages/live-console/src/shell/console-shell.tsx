import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { Outlet } from 'react-router'
import { useT } from '../i18n/translate'
import { LoginPage } from '../pages/login-page'
import { useStores } from '../store-context'
import { ConsoleHeader } from './console-header'

/** Issue 13 the console's frame: while the session is asked, a status; without one, the login; with one, the header and the page. */
export const ConsoleShell = observer(() => {
  const { session } = useStores()
  const t = useT()
  useEffect(() => {
    if (session.state === 'checking') void session.restore()
  }, [session])
  if (session.state === 'checking')
    return (
      <main id="main" className="console-main">
        <p role="status">{t('app.loading')}</p>
      </main>
    )
  if (session.state !== 'signedIn') return <LoginPage />
  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <ConsoleHeader />
      <main id="main" className="console-main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  )
})
