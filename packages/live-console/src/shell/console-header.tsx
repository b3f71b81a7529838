import { observer } from 'mobx-react-lite'
import { NavLink } from 'react-router'
import { useT } from '../i18n/translate'
import { useStores } from '../store-context'
import { LanguageSwitcher } from './language-switcher'

/** Issue 13 the console's header: the product, the menu of the screens the user may open, who is logged in, logout, the language. */
export const ConsoleHeader = observer(() => {
  const { session } = useStores()
  const t = useT()
  return (
    <header className="console-header">
      <div className="console-header__bar">
        <p className="console-header__brand">
          <span className="console-header__mark">{t('app.brand')}</span> {t('app.title')}
        </p>
        <div className="console-header__user">
          <span>{t('header.user', { name: session.user?.name ?? '' })}</span>
          <button type="button" className="button button--quiet" onClick={() => void session.logOut()} disabled={session.busy}>
            {t('header.logout')}
          </button>
        </div>
      </div>
      <nav className="console-menu" aria-label={t('header.menu')}>
        <ul className="console-menu__list">
          <li>
            <NavLink to="/" end className="console-menu__link">
              {t('menu.home')}
            </NavLink>
          </li>
          {session.screens.map((screen) => (
            <li key={screen.path}>
              <NavLink to={screen.path} className="console-menu__link">
                {t(screen.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <LanguageSwitcher />
    </header>
  )
})
