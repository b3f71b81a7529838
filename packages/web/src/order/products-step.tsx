import { observer } from 'mobx-react-lite'
import { useT } from '../i18n/translate'
import { useStores } from '../stores/store-context'
import { useOrderSession } from '../stores/use-order-session'
import { ProductLine } from './product-line'

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
              <ProductLine
                key={product.id}
                product={product}
                locale={ui.locale}
                quantity={order.productQuantity(product.id)}
                onChange={(quantity) => order.setProductQuantity(product, quantity)}
              />
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
