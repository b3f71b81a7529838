import { observer } from 'mobx-react-lite'
import { useT } from '../i18n/translate'
import { useStores } from '../stores/store-context'
import { useOrderSession } from '../stores/use-order-session'
import { moneyText } from './money-text'
import { DEFAULT_PRODUCT_MAX } from './order-store'
import { QuantityPicker } from './quantity-picker'

/** §2/§3 additional products with quantities, then on to details and payment. */
export const ProductsStep = observer(({ onBack, onContinue }: { readonly onBack: () => void; readonly onContinue: () => void }) => {
  const { ui } = useStores()
  const { order } = useOrderSession()
  const t = useT()
  const products = order.products
  return (
    <div className="order-step">
      <section className="order-panel" aria-labelledby="products-title">
        <h2 id="products-title" className="order-panel__title">
          {t('orderFlow.productsTitle')}
        </h2>
        {products.length === 0 ? (
          <p>{t('orderFlow.noProducts')}</p>
        ) : (
          <ul className="ticket-lines">
            {products.map((product) => (
              <li key={product.id} className="ticket-line">
                <span className="ticket-line__name">
                  {product.name}
                  {product.isDeliveryRequired && <span className="ticket-line__note"> · {t('orderFlow.delivery')}</span>}
                </span>
                <bdi className="ticket-line__price">{moneyText(product.price, ui.locale)}</bdi>
                <QuantityPicker
                  name={product.name}
                  value={order.productQuantity(product.id)}
                  max={product.maxQuantity ?? DEFAULT_PRODUCT_MAX}
                  onChange={(quantity) => order.setProductQuantity(product, quantity)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="order-actions">
        <button type="button" className="button button--secondary" onClick={onBack}>
          {t('common.back')}
        </button>
        <button type="button" className="button" onClick={onContinue}>
          {t('orderFlow.toCheckout')}
        </button>
      </div>
    </div>
  )
})
