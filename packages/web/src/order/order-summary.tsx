import { ZERO, add, cartTotals, type Agorot } from '@kartis/core'
import { observer } from 'mobx-react-lite'
import { useT } from '../i18n/translate'
import { useStores } from '../stores/store-context'
import { useOrderSession } from '../stores/use-order-session'
import { SaveCartButton } from '../saved-cart/save-cart-dialog'
import { moneyText } from './money-text'

/** §9 the running totals of the order: tickets, products, service charges and the total. */
export const OrderSummary = observer(() => {
  const { ui } = useStores()
  const { order, savedCart } = useOrderSession()
  const t = useT()
  const totals = cartTotals(order.cart)
  const money = (amount: Agorot) => moneyText(amount, ui.locale)
  const serviceCharges = add(totals.ticketServiceCharges, totals.globalServiceCharge?.amount ?? ZERO)
  return (
    <section className="order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className="order-summary__title">
        {t('orderFlow.summary')}
      </h2>
      <dl className="order-summary__lines">
        <div>
          <dt>{t('orderFlow.seatsLine')}</dt>
          <dd>
            <bdi>{money(totals.seats)}</bdi>
          </dd>
        </div>
        {totals.products > 0 && (
          <div>
            <dt>{t('orderFlow.productsLine')}</dt>
            <dd>
              <bdi>{money(totals.products)}</bdi>
            </dd>
          </div>
        )}
        {serviceCharges > 0 && (
          <div>
            <dt>{t('orderFlow.serviceCharges')}</dt>
            <dd>
              <bdi>{money(serviceCharges)}</bdi>
            </dd>
          </div>
        )}
        {totals.modifiedTicketCredit > 0 && (
          <div>
            <dt>{t('orderFlow.modificationCredit')}</dt>
            <dd>
              <bdi>−{money(totals.modifiedTicketCredit)}</bdi>
            </dd>
          </div>
        )}
        <div className="order-summary__total">
          <dt>{t('orderFlow.total')}</dt>
          <dd>
            <bdi>{money(totals.total)}</bdi>
          </dd>
        </div>
      </dl>
      <SaveCartButton store={savedCart.save} locale={ui.locale} />
    </section>
  )
})
