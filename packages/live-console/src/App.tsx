import { DEFAULT_LOCALE } from '@kartis/core'
import { useDocumentLanguage } from './document-language'

/** §2 the producer console's shell at /PRES-live, in Hebrew, right to left. Its reports are not built yet, and the page says so. */
export const App = () => {
  useDocumentLanguage(DEFAULT_LOCALE)
  return (
    <main>
      <h1>אזור המפיקים</h1>
      <p>המסוף בהקמה: דוחות המכירות, הזמנות המפיק ושליחת הכרטיסים יופיעו כאן כשהמסוף יחובר לשרת הקופה.</p>
    </main>
  )
}
