import { textDirection, type Locale } from '@kartis/core'
import { observer } from 'mobx-react-lite'
import { useRef, type KeyboardEvent } from 'react'
import { useT } from '../i18n/translate'
import { CUSTOMER_AREA_TABS, type CustomerAreaStore, type CustomerAreaTab } from './customer-area-store'
import { MembershipsTab } from './memberships-tab'
import { ProfileTab } from './profile-tab'
import { TicketsTab } from './tickets-tab'
import { VodTab } from './vod-tab'
import { VouchersTab } from './vouchers-tab'

const LABELS = {
  tickets: 'customer:area.tickets',
  memberships: 'customer:area.memberships',
  vouchers: 'customer:area.vouchers',
  vod: 'customer:area.vod',
  profile: 'customer:area.profile',
} as const satisfies Readonly<Record<CustomerAreaTab, string>>

/** ARIA tabs: the arrow toward the reading direction's end moves to the next tab (left in Hebrew and Arabic), Home and End to the ends. */
const nextTab = (current: CustomerAreaTab, key: string, rtl: boolean): CustomerAreaTab | null => {
  const index = CUSTOMER_AREA_TABS.indexOf(current)
  const last = CUSTOMER_AREA_TABS.length - 1
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight'
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft'
  const target =
    key === forward
      ? (index + 1) % (last + 1)
      : key === backward
        ? (index + last) % (last + 1)
        : key === 'Home'
          ? 0
          : key === 'End'
            ? last
            : null
  return target === null ? null : (CUSTOMER_AREA_TABS[target] ?? null)
}

const Panel = observer(({ area, locale }: { readonly area: CustomerAreaStore; readonly locale: Locale }) => {
  switch (area.tab) {
    case 'tickets':
      return <TicketsTab area={area} locale={locale} />
    case 'memberships':
      return <MembershipsTab area={area} locale={locale} />
    case 'vouchers':
      return <VouchersTab area={area} locale={locale} />
    case 'vod':
      return <VodTab area={area} locale={locale} />
    case 'profile':
      return <ProfileTab area={area} />
  }
})

/** §2 the customer area's tabs: tickets, memberships, vouchers and gift cards, VOD items, and the profile. */
export const AreaTabs = observer(({ area, locale }: { readonly area: CustomerAreaStore; readonly locale: Locale }) => {
  const t = useT()
  const list = useRef<HTMLDivElement>(null)
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const rtl = textDirection(locale) === 'rtl'
    const target = nextTab(area.tab, event.key, rtl)
    if (target === null) return
    event.preventDefault()
    area.selectTab(target)
    list.current?.querySelector<HTMLElement>(`#area-tab-${target}`)?.focus()
  }
  return (
    <div className="area-tabs">
      <div ref={list} className="area-tabs__list" role="tablist" aria-label={t('customer:area.tabs')}>
        {CUSTOMER_AREA_TABS.map((tab) => (
          <button
            key={tab}
            id={`area-tab-${tab}`}
            type="button"
            role="tab"
            className="area-tabs__tab"
            aria-selected={area.tab === tab}
            aria-controls={`area-panel-${tab}`}
            tabIndex={area.tab === tab ? 0 : -1}
            onClick={() => area.selectTab(tab)}
            onKeyDown={onKeyDown}
          >
            {t(LABELS[tab])}
          </button>
        ))}
      </div>
      <div id={`area-panel-${area.tab}`} className="area-tabs__panel" role="tabpanel" aria-labelledby={`area-tab-${area.tab}`}>
        <h2 className="visually-hidden">{t(LABELS[area.tab])}</h2>
        <Panel area={area} locale={locale} />
      </div>
    </div>
  )
})
