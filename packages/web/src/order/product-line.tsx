import type { Locale, PresentationProduct } from '@kartis/core'
import { useT } from '../i18n/translate'
import { moneyText } from './money-text'
import { DEFAULT_PRODUCT_MAX } from './order-store'
import { QuantityPicker } from './quantity-picker'

/** §2/§3 one additional product offered: its name (and whether it is delivered), price and a quantity picker. */
export const ProductLine = ({
  product,
  locale,
  quantity,
  onChange,
}: {
  readonly product: PresentationProduct
  readonly locale: Locale
  readonly quantity: number
  readonly onChange: (quantity: number) => void
}) => {
  const t = useT()
  return (
    <li className="ticket-line">
      <span className="ticket-line__name" dir="auto">
        {product.name}
        {product.isDeliveryRequired && <span className="ticket-line__note"> · {t('orderFlow.delivery')}</span>}
      </span>
      <bdi className="ticket-line__price">{moneyText(product.price, locale)}</bdi>
      <QuantityPicker name={product.name} value={quantity} max={product.maxQuantity ?? DEFAULT_PRODUCT_MAX} onChange={onChange} />
    </li>
  )
}
