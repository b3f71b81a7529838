import { Link } from 'react-router'
import { useT } from '../i18n/translate'
import { PATHS } from '../routes/paths'
import { useLangTo } from '../shell/lang-link'

/** §2 the way back to the event list from an empty page. */
export const BackToEvents = () => {
  const t = useT()
  const to = useLangTo()
  return (
    <Link className="button" to={to(PATHS.home)}>
      {t('common.backToEvents')}
    </Link>
  )
}
