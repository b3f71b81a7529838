import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { Link, NavLink } from 'react-router'
import { useT } from '../i18n/translate'
import { PATHS } from '../routes/paths'
import { useStores } from '../stores/store-context'
import { useLangTo } from './lang-link'
import { LanguageSwitcher } from './language-switcher'
import { Wordmark } from './wordmark'
import { useVenueAssetUrl } from '../venues/use-venue-asset'

/**
 * §2/§4 the link to the customer area: the customer's first name once logged in. The customer
 * session (a lazy chunk) is asked for when the header first shows, which restores a logged-in
 * customer's session at start; until it answers, and if it cannot load, the link says 'my account'.
 * Issue 16 §1 a visitor the box office saw without a session has nobody to restore: the header asks
 * for nothing, and shows the name once a login (which makes the session) succeeds.
 */
const CustomerAreaLink = observer(() => {
  const t = useT()
  const to = useLangTo()
  const stores = useStores()
  const session = stores.loadedCustomerSession
  useEffect(() => {
    if (stores.customerSessionOnPage === false) return
    void stores.customerSession().catch(() => undefined)
  }, [stores])
  const customer = session?.customer
  const name = customer?.isLoggedIn === true ? (customer.customer?.firstName.trim() ?? '') : ''
  return (
    <NavLink className="site-nav__link" to={to(PATHS.customer)}>
      {name === '' ? (
        t('nav.customerArea')
      ) : (
        <>
          {t('nav.hello', { name })}
          <span className="visually-hidden"> {t('nav.customerAreaSuffix')}</span>
        </>
      )}
    </NavLink>
  )
})

/**
 * Issue 15 §3 a configured venue's brand: its logo (named, linking home) and its name (the
 * venue's words for it in this language, else its display name), shown at every width.
 */
const VenueBrand = observer(() => {
  const t = useT()
  const to = useLangTo()
  const { venue } = useStores()
  const name = t('brand.name')
  const assetUrl = useVenueAssetUrl()
  const logo = venue.logo
  return (
    <div className="venue-brand">
      {logo === null ? (
        <Link className="venue-brand__home" to={to(PATHS.home)}>
          <span className="venue-brand__name">{name}</span>
          <span className="visually-hidden"> — {t('brand.toHome')}</span>
        </Link>
      ) : (
        <>
          <Link className="venue-brand__home" to={to(PATHS.home)}>
            <img className="venue-brand__logo" src={assetUrl(logo)} alt={t('brand.logo', { name })} width="44" height="44" />
            <span className="visually-hidden"> — {t('brand.toHome')}</span>
          </Link>
          <p className="venue-brand__name">{name}</p>
        </>
      )}
    </div>
  )
})

/** §2/§9 the site header on the theme colour: logo (hidden below 710 px), main navigation and language switcher; a venue's own brand (issue 15). */
export const Header = observer(() => {
  const t = useT()
  const to = useLangTo()
  const { venue } = useStores()
  return (
    <header className="site-header">
      <div className="site-header__inner">
        {venue.isDefault ? (
          // A hidden text name, not aria-label: the drawn wordmark 'כרטיס' counts as visible text, and a label in
          // another language would not contain it (WCAG 2.5.3 label in name).
          <Link className="site-logo" to={to(PATHS.home)}>
            <Wordmark />
            <span className="visually-hidden">{t('brand.homeLink')}</span>
          </Link>
        ) : (
          <VenueBrand />
        )}
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
            <li>
              <CustomerAreaLink />
            </li>
          </ul>
        </nav>
        <LanguageSwitcher />
      </div>
    </header>
  )
})
