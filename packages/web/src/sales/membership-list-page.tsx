import type { Locale, MembershipOnSale } from '@kartis/core'
import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { Link } from 'react-router'
import { useErrorMessage } from '../i18n/error-message'
import { useT } from '../i18n/translate'
import { enrolmentPath, membershipPath } from '../routes/paths'
import { useLangTo } from '../shell/lang-link'
import { PageStatus } from '../shell/page-status'
import { useStores } from '../stores/store-context'
import { useOrderSession } from '../stores/use-order-session'
import { MembershipDescription, RateText, SeatingBadge } from './membership-parts'
import '../order/order.css'
import './sales.css'

/**
 * §2 /memberships: the membership list — each membership on sale with its description, prices,
 * series or fixed-seat marker and the button that opens the membership order wizard with it
 * (/membership/{code}); an enrolment season (the list marks it, issue 14 §3) with the enroll
 * button that opens the enrolment wizard (/enroll/{membershipId}).
 */
export const MembershipListPage = observer(() => {
  const { ui } = useStores()
  const { memberships } = useOrderSession()
  const t = useT()
  const errorText = useErrorMessage()
  useEffect(() => {
    void memberships.loadList()
  }, [memberships])
  const state = memberships.listState
  return (
    <div className="order-page sales-page">
      <h1>{t('memberships.title')}</h1>
      <p className="sales-intro">{t('memberships.intro')}</p>
      {state.kind === 'failed' && (
        <div className="page-status" role="alert">
          <p className="page-status__message">{t('memberships.loadFailed')}</p>
          <p className="page-status__hint">{errorText(state.error)}</p>
          <button type="button" className="button" onClick={() => void memberships.loadList()}>
            {t('orderFlow.retry')}
          </button>
        </div>
      )}
      {(state.kind === 'loading' || state.kind === 'idle') && <PageStatus kind="loading" message={t('status.loading')} />}
      {state.kind === 'ready' && memberships.onSale.length === 0 && <PageStatus kind="empty" message={t('memberships.empty')} />}
      {state.kind === 'ready' && memberships.onSale.length > 0 && (
        <ul className="sales-cards membership-list">
          {memberships.onSale.map((onSale) => (
            <MembershipCard key={onSale.membership.membershipId} onSale={onSale} locale={ui.locale} />
          ))}
        </ul>
      )}
    </div>
  )
})

/** §2 one membership of the list: name, marker, description, prices and its button (enroll, for an enrolment season). */
const MembershipCard = ({ onSale, locale }: { readonly onSale: MembershipOnSale; readonly locale: Locale }) => {
  const t = useT()
  const to = useLangTo()
  const { membership } = onSale
  const titleId = `membership-${membership.membershipId}`
  const isSeason = onSale.enrolmentSeasonId !== undefined
  return (
    <li className="sales-card">
      <h2 id={titleId} className="sales-card__name" dir="auto">
        {membership.name}
      </h2>
      <p className="sales-card__badges">
        {isSeason ? (
          <span className="sales-badge">{t('memberships.season', { number: onSale.presentations.length })}</span>
        ) : (
          <SeatingBadge onSale={onSale} />
        )}
      </p>
      {isSeason && <p className="sales-card__description">{t('memberships.seasonHint')}</p>}
      <MembershipDescription onSale={onSale} locale={locale} />
      {isSeason ? (
        <Link
          className="button"
          to={to(enrolmentPath(membership.membershipId))}
          aria-label={t('memberships.enrollNamed', { name: membership.name })}
        >
          {t('memberships.enroll')}
        </Link>
      ) : (
        <>
          <p className="sales-card__note">{t('memberships.prices')}</p>
          <ul className="membership-prices">
            {membership.prices.map((price) => (
              <li key={price.membershipPriceId} className="sales-card__price">
                <RateText price={price} locale={locale} />
              </li>
            ))}
          </ul>
          <Link
            className="button"
            to={to(membershipPath(membership.code))}
            aria-label={t('memberships.buyNamed', { name: membership.name })}
          >
            {t('memberships.buy')}
          </Link>
        </>
      )}
    </li>
  )
}
