import { useT } from '../i18n/translate'

/** §1 the site footer: the brand, what it sells, and that times are Israel time (Asia/Jerusalem). */
export const Footer = () => {
  const t = useT()
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__brand">{t('brand.name')}</p>
        <p>{t('footer.tagline')}</p>
        <p>{t('footer.timeZone')}</p>
      </div>
    </footer>
  )
}
