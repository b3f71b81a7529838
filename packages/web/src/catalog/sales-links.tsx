import { Link } from 'react-router'
import { useT } from '../i18n/translate'
import { PATHS } from '../routes/paths'
import { useLangTo } from '../shell/lang-link'

/** §2 the ways from the event list to the voucher shop, the memberships and the donation wizard, so a visitor finds them. */
export const SalesLinks = () => {
  const t = useT()
  const to = useLangTo()
  return (
    <nav aria-label={t('sales.linksLabel')}>
      <ul className="sales-links">
        <li>
          <Link className="sales-link" to={to(PATHS.vouchers)}>
            <span className="sales-link__title">{t('sales.shopLink')}</span>
            <span>{t('sales.shopLinkHint')}</span>
          </Link>
        </li>
        <li>
          <Link className="sales-link" to={to(PATHS.membershipList)}>
            <span className="sales-link__title">{t('memberships.title')}</span>
            <span>{t('memberships.linkHint')}</span>
          </Link>
        </li>
        <li>
          <Link className="sales-link" to={to(PATHS.donations)}>
            <span className="sales-link__title">{t('sales.donateLink')}</span>
            <span>{t('sales.donateLinkHint')}</span>
          </Link>
        </li>
      </ul>
    </nav>
  )
}
