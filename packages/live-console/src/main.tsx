import '@fontsource/heebo/hebrew-400.css'
import '@fontsource/heebo/hebrew-700.css'
import '@fontsource/heebo/latin-400.css'
import '@fontsource/heebo/latin-700.css'
import './styles/console.css'
import { systemClock } from '@kartis/web/shared'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { App } from './App'
import { ConsoleStore } from './console-store'
import { httpConsolePorts } from './di/console-ports'
import { createContainer, resolvePorts } from './di/container'
import { createI18n, loadLocaleTexts, type LocaleTexts } from './i18n/create-i18n'
import { ConsoleRoutes } from './routes'
import { initialLocale } from './shell/ui-store'

const locale = initialLocale(window.location.search, window.localStorage)
const ports = resolvePorts(createContainer(httpConsolePorts(window.localStorage, window)))
const store = new ConsoleStore(ports, locale, window.localStorage, systemClock)

const root = document.getElementById('root')
if (root === null) throw new Error('index.html has no #root element')

/** The console, once its language's texts are here (Hebrew, and the page in it, when they cannot be fetched). */
const render = (texts: Partial<Record<typeof locale, LocaleTexts>>) =>
  createRoot(root).render(
    <StrictMode>
      <App
        routing={
          <BrowserRouter basename="/PRES-live">
            <ConsoleRoutes />
          </BrowserRouter>
        }
        store={store}
        i18n={createI18n(locale, texts)}
      />
    </StrictMode>,
  )

loadLocaleTexts(locale).then(
  (texts) => render({ [locale]: texts }),
  () => render({}),
)
