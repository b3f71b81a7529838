import { DEFAULT_SERVICE_CHARGE_NAME, ZERO, type Agorot, type Locale, type OrderKind } from '@kartis/core'
import { observer } from 'mobx-react-lite'
import { useT } from '../i18n/translate'
import { moneyText } from '../order/money-text'
import type { CheckoutStore } from './checkout-store'

const Line = ({
  label,
  amount,
  locale,
  className,
}: {
  readonly label: string
  readonly amount: string
  readonly locale: Locale
  readonly className?: string
}) => (
  <div className={`checkout-totals__line${className === undefined ? '' : ` ${className}`}`} lang={locale}>
    <dt>{label}</dt>
    <dd>
      <bdi>{amount}</bdi>
    </dd>
  </div>
)

/**
 * §9 the order summary: seats (of an event order), vouchers, an enrolment's rate, donations, products, per-ticket service charges, the order's handling fee,
 * the total, each voucher or gift card paying part (removable after confirmation, §4) and the
 * balance due, in shekels as the core formats them. `kind`: the order the page makes (a sales
 * wizard's page before its first choice holds a cart of another kind, which has no seats to show).
 */
export const OrderTotals = observer(
  ({ store, locale, kind }: { readonly store: CheckoutStore; readonly locale: Locale; readonly kind?: OrderKind }) => {
    const t = useT()
    const totals = store.totals
    const money = (amount: Agorot) => moneyText(amount, locale)
    const fee = totals.globalServiceCharge
    return (
      <section className="checkout-totals" aria-labelledby="checkout-totals-title">
        <h2 id="checkout-totals-title" className="checkout-totals__title">
          {t('checkout.summaryTitle')}
        </h2>
        <dl className="checkout-totals__lines">
          {((kind ?? store.cart.kind) === 'events' || totals.seats > ZERO) && (
            <Line label={t('checkout.seats')} amount={money(totals.seats)} locale={locale} />
          )}
          {totals.vouchers > ZERO && <Line label={t('checkout.vouchers')} amount={money(totals.vouchers)} locale={locale} />}
          {totals.enrolments > ZERO && <Line label={t('checkout.enrolment')} amount={money(totals.enrolments)} locale={locale} />}
          {totals.donations > ZERO && <Line label={t('checkout.donations')} amount={money(totals.donations)} locale={locale} />}
          {totals.products > ZERO && <Line label={t('checkout.products')} amount={money(totals.products)} locale={locale} />}
          {totals.ticketServiceCharges > ZERO && (
            <Line label={t('checkout.ticketServiceCharges')} amount={money(totals.ticketServiceCharges)} locale={locale} />
          )}
          {fee !== null && (
            <Line
              label={fee.name === DEFAULT_SERVICE_CHARGE_NAME ? t('checkout.handlingFee') : fee.name}
              amount={money(fee.amount)}
              locale={locale}
            />
          )}
          {totals.modifiedTicketCredit > ZERO && (
            <Line label={t('orderFlow.modificationCredit')} amount={`−${money(totals.modifiedTicketCredit)}`} locale={locale} />
          )}
          <Line label={t('checkout.total')} amount={money(totals.total)} locale={locale} className="checkout-totals__line--total" />
        </dl>
        {store.cart.voucherPayments.length > 0 && (
          <ul className="checkout-vouchers">
            {store.cart.voucherPayments.map((payment) => (
              <li key={payment.code} className="checkout-vouchers__item">
                <span>{t(payment.isGiftCard ? 'checkout.giftCardLine' : 'checkout.voucherLine', { code: payment.code })}</span>
                <bdi className="checkout-vouchers__amount">−{money(payment.amount)}</bdi>
                <button type="button" className="button button--link" onClick={() => store.vouchers.askRemoval(payment.code)}>
                  {t('checkout.removeVoucher', { code: payment.code })}
                </button>
              </li>
            ))}
          </ul>
        )}
        <dl className="checkout-totals__lines">
          <Line label={t('checkout.balanceDue')} amount={money(totals.balanceDue)} locale={locale} className="checkout-totals__line--due" />
        </dl>
      </section>
    )
  },
)
