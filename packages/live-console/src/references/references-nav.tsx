import { NavLink } from 'react-router'
import { useT } from '../i18n/translate'

/** Issue 13 the ticket-reference screens, one link each (the current one marked as the page). */
export const ReferencesNav = () => {
  const t = useT()
  const links = [
    { to: '/references', label: t('references.nav.options'), end: true },
    { to: '/references/sales', label: t('references.nav.sales'), end: false },
    { to: '/references/agents', label: t('references.nav.agents'), end: false },
  ]
  return (
    <nav className="references-nav" aria-label={t('references.nav.label')}>
      <ul className="references-nav__list">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.end} className="references-nav__link">
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
