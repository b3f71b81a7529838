import { LOCALES, textDirection, type Locale } from '@kartis/core'
import { observer } from 'mobx-react-lite'
import { useT } from '../i18n/translate'
import { useStores } from '../store-context'

/** Each language's name in itself. */
const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { he: 'עברית', en: 'English', ru: 'Русский', ar: 'العربية' }

/** §1 the language switcher: each name in its own language and direction; the current one pressed. */
export const LanguageSwitcher = observer(() => {
  const { ui } = useStores()
  const t = useT()
  return (
    <div className="language-switcher" role="group" aria-label={t('language.label')}>
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          className="language-switcher__button"
          lang={locale}
          dir={textDirection(locale)}
          aria-pressed={locale === ui.locale}
          onClick={() => ui.setLocale(locale)}
        >
          {LANGUAGE_NAMES[locale]}
        </button>
      ))}
    </div>
  )
})
