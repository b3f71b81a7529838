import { observer } from 'mobx-react-lite'
import { Link } from 'react-router'
import { useT } from '../i18n/translate'
import { useStores } from '../store-context'

/** Issue 13 the console's first page: who is logged in, for which businesses, and the screens they may open. */
export const HomePage = observer(() => {
  const { session } = useStores()
  const t = useT()
  const user = session.user
  if (user === null) return null
  return (
    <>
      <h1>{t('home.title', { name: user.name })}</h1>
      <p>{t('home.businesses', { ids: user.businessIds.join(', ') })}</p>
      <h2>{t('home.screens')}</h2>
      {session.screens.length === 0 ? (
        <p>{t('home.none')}</p>
      ) : (
        <ul className="screen-list">
          {session.screens.map((screen) => (
            <li key={screen.path}>
              <Link to={screen.path} className="screen-list__link">
                {t(screen.label)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  )
})
