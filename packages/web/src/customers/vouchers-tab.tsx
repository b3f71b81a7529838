import { agorot, type CustomerSystemVoucher, type Locale } from '@kartis/core'
import { observer } from 'mobx-react-lite'
import { useErrorMessage } from '../i18n/error-message'
import { useT } from '../i18n/translate'
import { moneyText } from '../order/money-text'
import { PageStatus } from '../shell/page-status'
import { calendarText } from './calendar-text'
import type { CustomerAreaStore } from './customer-area-store'
import { formatTime } from '../catalog/jerusalem-dates'

/** §3 a voucher's balance in agorot (whole agorot; a fraction the server sent is rounded). */
const balanceOf = (voucher: CustomerSystemVoucher) => (voucher.balance === undefined ? null : agorot(Math.round(voucher.balance)))

const History = observer(
  ({ area, voucher, locale }: { readonly area: CustomerAreaStore; readonly voucher: CustomerSystemVoucher; readonly locale: Locale }) => {
    const t = useT()
    const errorText = useErrorMessage()
    const load = area.histories.get(voucher.reference)
    const id = `history-${voucher.reference}`
    if (load === undefined) return null
    if (load.kind === 'loading')
      return (
        <p id={id} role="status" aria-busy="true">
          {t('status.loading')}
        </p>
      )
    if (load.kind === 'failed')
      return (
        <p id={id} className="area-dialog__error" role="alert">
          {errorText(load.error)}
        </p>
      )
    if (load.entries.length === 0)
      return (
        <p id={id} className="area-card__note">
          {t('customer:vouchers.historyEmpty')}
        </p>
      )
    return (
      <table id={id} className="area-table">
        <caption className="visually-hidden">{t('customer:vouchers.historyOf', { code: voucher.reference })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('customer:vouchers.date')}</th>
            <th scope="col">{t('customer:vouchers.action')}</th>
            <th scope="col">{t('customer:vouchers.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {load.entries.map((entry, index) => (
            <tr key={`${entry.dateTime}-${index}`}>
              <td className="area-table__date">
                {calendarText(entry.dateTime, locale)} {formatTime(entry.dateTime)}
              </td>
              <td>{entry.description}</td>
              <td dir="ltr" className="area-table__amount">
                {moneyText(entry.amount, locale)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    )
  },
)

const VoucherCard = observer(
  ({ area, voucher, locale }: { readonly area: CustomerAreaStore; readonly voucher: CustomerSystemVoucher; readonly locale: Locale }) => {
    const t = useT()
    const balance = balanceOf(voucher)
    const until = calendarText(voucher.endDate, locale)
    const shown = area.histories.has(voucher.reference)
    const headingId = `voucher-${voucher.reference}`
    return (
      <article className="area-card" aria-labelledby={headingId}>
        <h3 id={headingId} className="area-card__title">
          {voucher.name ?? t('customer:vouchers.unnamed')}
        </h3>
        {voucher.isForReplacement && <p className="area-card__flag">{t('customer:vouchers.forReplacement')}</p>}
        <dl className="area-card__facts">
          <div>
            <dt>{t('customer:vouchers.code')}</dt>
            <dd>
              <bdi>{voucher.reference}</bdi>
            </dd>
          </div>
          {balance !== null && (
            <div>
              <dt>{t('customer:vouchers.balance')}</dt>
              <dd>{moneyText(balance, locale)}</dd>
            </div>
          )}
          {until !== null && (
            <div>
              <dt>{t('customer:memberships.validity')}</dt>
              <dd>{t('customer:vouchers.validUntil', { date: until })}</dd>
            </div>
          )}
        </dl>
        <div className="area-card__actions">
          <button
            type="button"
            className="button button--quiet"
            aria-expanded={shown}
            aria-controls={shown ? `history-${voucher.reference}` : undefined}
            onClick={() => void area.toggleHistory(voucher.reference)}
          >
            {t(shown ? 'customer:vouchers.hideHistory' : 'customer:vouchers.history')}
          </button>
          {area.canReplaceVoucher(voucher) && (
            <button type="button" className="button button--quiet" onClick={() => area.openVoucherAction('replace', voucher)}>
              {t('customer:vouchers.replace')}
            </button>
          )}
          {area.canCancelVoucher(voucher) && (
            <button type="button" className="button button--quiet" onClick={() => area.openVoucherAction('cancel', voucher)}>
              {t('customer:vouchers.cancel')}
            </button>
          )}
        </div>
        <History area={area} voucher={voucher} locale={locale} />
      </article>
    )
  },
)

/** §2/§4 the vouchers and gift cards tab: balance, validity, history, and cancel or replacement where the rules allow. */
export const VouchersTab = observer(({ area, locale }: { readonly area: CustomerAreaStore; readonly locale: Locale }) => {
  const t = useT()
  const vouchers = area.customer?.systemVouchers ?? []
  if (vouchers.length === 0) return <PageStatus kind="empty" message={t('customer:vouchers.empty')} />
  return (
    <ul className="area-list">
      {vouchers.map((voucher) => (
        <li key={voucher.reference}>
          <VoucherCard area={area} voucher={voucher} locale={locale} />
        </li>
      ))}
    </ul>
  )
})
