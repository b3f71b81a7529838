import type { Locale, Member } from '@kartis/core'
import { observer } from 'mobx-react-lite'
import { useT, type Translate } from '../i18n/translate'
import { PageStatus } from '../shell/page-status'
import { calendarText } from './calendar-text'
import type { CustomerAreaStore } from './customer-area-store'

/** §3 a membership's validity in words: from–to, from, until, or without limit. */
const validityText = (member: Member, locale: Locale, t: Translate): string => {
  const from = calendarText(member.startDate, locale)
  const to = calendarText(member.endDate, locale)
  if (from !== null && to !== null) return t('customer:memberships.validRange', { from, to })
  if (from !== null) return t('customer:memberships.validFrom', { from })
  if (to !== null) return t('customer:memberships.validUntil', { to })
  return t('customer:memberships.noLimit')
}

/** §2/§3 the memberships tab: each member's name, number, balance and validity. */
export const MembershipsTab = observer(({ area, locale }: { readonly area: CustomerAreaStore; readonly locale: Locale }) => {
  const t = useT()
  const members = area.customer?.members ?? []
  if (members.length === 0) return <PageStatus kind="empty" message={t('customer:memberships.empty')} />
  return (
    <ul className="area-list">
      {members.map((member) => (
        <li key={member.memberNumber}>
          <article className="area-card" aria-labelledby={`member-${member.memberNumber}`}>
            <h3 id={`member-${member.memberNumber}`} className="area-card__title">
              {member.name}
            </h3>
            <dl className="area-card__facts">
              <div>
                <dt>{t('customer:memberships.number')}</dt>
                <dd>
                  <bdi>{member.memberNumber}</bdi>
                </dd>
              </div>
              <div>
                <dt>{t('customer:memberships.balance')}</dt>
                <dd>{member.balance}</dd>
              </div>
              <div>
                <dt>{t('customer:memberships.validity')}</dt>
                <dd>{validityText(member, locale, t)}</dd>
              </div>
            </dl>
          </article>
        </li>
      ))}
    </ul>
  )
})
