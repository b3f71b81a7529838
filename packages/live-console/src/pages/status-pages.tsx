import { Link } from 'react-router'
import { useT } from '../i18n/translate'

/** §6 a screen the user's permissions do not allow, opened by its address (the menu does not offer it). */
export const NotPermittedPage = () => {
  const t = useT()
  return (
    <>
      <h1>{t('notPermitted.title')}</h1>
      <p>{t('notPermitted.text')}</p>
      <Link to="/">{t('notPermitted.home')}</Link>
    </>
  )
}

/** An address the console does not have. */
export const NotFoundPage = () => {
  const t = useT()
  return (
    <>
      <h1>{t('notFound.title')}</h1>
      <Link to="/">{t('notFound.home')}</Link>
    </>
  )
}
