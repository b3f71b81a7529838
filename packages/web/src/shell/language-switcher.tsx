import { textDirection } from '@kartis/core'
import { observer } from 'mobx-react-lite'
import { Link, useLocation } from 'react-router'
import { LANGUAGE_NAMES } from '../i18n/languages'
import { useT } from '../i18n/translate'
import { useStores } from '../stores/store-context'
import { withLang } from './locale-query'

/** §2 the language switcher: the same page with `lang` set; each name in its own language and direction; only the venue's languages (issue 15). */
export const LanguageSwitcher = observer(() => {
  const { ui, venue } = useStores()
  const location = useLocation()
  const t = useT()
  return (
    <nav className="language-switcher" aria-label={t('a11y.languages')}>
      <ul className="language-switcher__list">
        {venue.languages.map((locale) => (
          <li key={locale}>
            <Link
              className="language-switcher__link"
              to={{ pathname: location.pathname, search: withLang(location.search, locale), hash: location.hash }}
              lang={locale}
              dir={textDirection(locale)}
              hrefLang={locale}
              aria-current={locale === ui.locale ? 'true' : undefined}
            >
              {LANGUAGE_NAMES[locale]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
})
