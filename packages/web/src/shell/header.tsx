import { Link, NavLink } from 'react-router'
import { useT } from '../i18n/translate'
import { PATHS } from '../routes/paths'
import { useLangTo } from './lang-link'
import { LanguageSwitcher } from './language-switcher'
import { Wordmark } from './wordmark'

/** §2/§9 the site header on the theme colour: logo (hidden below 710 px), main navigation and language switcher. */
export const Header = () => {
  const t = useT()
  const to = useLangTo()
  return (
    <header className="site-header">
      <div className="site-header__inner">
        {/* A hidden text name, not aria-label: the drawn wordmark 'כרטיס' counts as visible text, and a label in
            another language would not contain it (WCAG 2.5.3 label in name). */}
        <Link className="site-logo" to={to(PATHS.home)}>
          <Wordmark />
          <span className="visually-hidden">{t('brand.homeLink')}</span>
        </Link>
        <nav className="site-nav" aria-label={t('a11y.mainNavigation')}>
          <ul className="site-nav__list">
            <li>
              <NavLink className="site-nav__link" to={to(PATHS.home)} end>
                {t('nav.whatsOn')}
              </NavLink>
            </li>
            <li>
              <NavLink className="site-nav__link" to={to(PATHS.checkout)} end>
                {t('nav.cart')}
              </NavLink>
            </li>
          </ul>
        </nav>
        <LanguageSwitcher />
      </div>
    </header>
  )
}
