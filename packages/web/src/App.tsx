import { DEFAULT_LOCALE } from '@kartis/core'
import { useDocumentLanguage } from './document-language'

/** §2 the storefront's shell in the default locale (Hebrew, right to left). The event list is not built yet, and the page says so. */
export const App = () => {
  useDocumentLanguage(DEFAULT_LOCALE)
  return (
    <main>
      <h1>מה מציגים</h1>
      <p>החנות בהקמה: רשימת ההצגות והזמנת הכרטיסים יופיעו כאן כשהחנות תחובר לשרת הקופה.</p>
    </main>
  )
}
