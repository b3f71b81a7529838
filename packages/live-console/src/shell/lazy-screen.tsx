import { lazy, Suspense, type ComponentType } from 'react'
import { useT } from '../i18n/translate'

/**
 * A screen whose code loads when it is first opened, not with the console's first screen
 * (the seat map, tables and charts stay out of the login's and menu's download).
 */
export const lazyScreen = (load: () => Promise<ComponentType>): ComponentType => {
  const Page = lazy(() => load().then((component) => ({ default: component })))
  const Screen = () => {
    const t = useT()
    return (
      <Suspense fallback={<p role="status">{t('app.loading')}</p>}>
        <Page />
      </Suspense>
    )
  }
  return Screen
}
