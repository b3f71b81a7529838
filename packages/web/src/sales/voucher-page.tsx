import type { Locale, Voucher, VoucherAgeRange } from '@kartis/core'
import { observer } from 'mobx-react-lite'
import { Suspense, useEffect, useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { validationText, useErrorMessage } from '../i18n/error-message'
import { useT, type Translate } from '../i18n/translate'
import { moneyText } from '../order/money-text'
import { ProductLine } from '../order/product-line'
import { QuantityPicker } from '../order/quantity-picker'
import { PATHS, parseRouteId } from '../routes/paths'
import { useLangTo } from '../shell/lang-link'
import { PageStatus } from '../shell/page-status'
import { StepBar } from '../shell/step-bar'
import { useStores } from '../stores/store-context'
import { useOrderSession } from '../stores/use-order-session'
import { AuthenticationStep } from './authentication-step'
import { SalesLayout, SelectionError, StepActions, SwitchNotice } from './sales-parts'
import type { VoucherShopStore } from './voucher-shop-store'
import '../order/order.css'
import '../checkout/checkout.css'
import './sales.css'

/** §2 the steps of the voucher order this page walks; details and payment are checkout's. */
type VoucherPageStep = 'vouchers' | 'authentication' | 'products'

/**
 * §2 /vouchers, /vouchers/{id}, /system-vouchers and /system-vouchers/{id}: the voucher order
 * wizard, both route families showing the same shop; an id shows one super class, and an id that
 * is no super class on sale (or no id at all) says so, with the way to the whole shop.
 */
export const VoucherPage = () => {
  const param = useParams()['superClassId']
  const superClassId = param === undefined ? null : parseRouteId(param)
  if (param !== undefined && superClassId === null) return <ShopNotFound />
  return <VoucherWizard key={param ?? ''} superClassId={superClassId} />
}

/** §2 an unknown super class: a clear message and the way to every voucher on sale. */
const ShopNotFound = () => {
  const t = useT()
  const to = useLangTo()
  return (
    <>
      <h1>{t('sales.notFound')}</h1>
      <PageStatus
        kind="empty"
        message={t('sales.notFound')}
        hint={t('sales.notFoundHint')}
        action={
          <Link className="button" to={to(PATHS.vouchers)}>
            {t('sales.allVouchers')}
          </Link>
        }
      />
    </>
  )
}

const STEP_TITLES = {
  authentication: 'steps.vouchers.authentication',
  products: 'steps.vouchers.products',
} as const

const VoucherWizard = observer(({ superClassId }: { readonly superClassId: number | null }) => {
  const { ui } = useStores()
  const { vouchers, checkout, order } = useOrderSession()
  const t = useT()
  const to = useLangTo()
  const navigate = useNavigate()
  const errorText = useErrorMessage()
  const [step, setStep] = useState<VoucherPageStep>('vouchers')
  useEffect(() => {
    void vouchers.load(superClassId)
  }, [vouchers, superClassId])

  const state = vouchers.state
  const ready = state.kind === 'ready' && vouchers.superClassId === superClassId
  if (state.kind === 'failed' && state.error.code === 'NOT_FOUND') return <ShopNotFound />
  const toCheckout = () => {
    order.beginCheckout()
    void navigate(to(PATHS.checkout))
  }
  const title = step === 'vouchers' ? (vouchers.superClass?.name ?? t('sales.shopTitle')) : t(STEP_TITLES[step])
  return (
    <div className="order-page sales-page">
      <StepBar kind="vouchers" current={step} />
      <h1 dir="auto">{title}</h1>
      {state.kind === 'failed' && (
        <div className="page-status" role="alert">
          <p className="page-status__message">{t('sales.loadFailed')}</p>
          <p className="page-status__hint">{errorText(state.error)}</p>
          <button type="button" className="button" onClick={() => void vouchers.load(superClassId)}>
            {t('orderFlow.retry')}
          </button>
        </div>
      )}
      {!ready && state.kind !== 'failed' && <PageStatus kind="loading" message={t('status.loading')} />}
      {ready && (
        <SalesLayout checkout={checkout} locale={ui.locale} kind="vouchers">
          {step === 'vouchers' && (
            <VoucherChoice
              store={vouchers}
              locale={ui.locale}
              onContinue={() => {
                if (vouchers.mayContinue()) setStep('authentication')
              }}
            />
          )}
          {step === 'authentication' && (
            <Suspense fallback={<PageStatus kind="loading" message={t('status.loading')} />}>
              <AuthenticationStep onBack={() => setStep('vouchers')} onContinue={() => setStep('products')} />
            </Suspense>
          )}
          {step === 'products' && (
            <VoucherProducts store={vouchers} locale={ui.locale} onBack={() => setStep('authentication')} onContinue={toCheckout} />
          )}
        </SalesLayout>
      )}
    </div>
  )
})

/** §5 the ages a voucher suits, in words. */
const ageText = (t: Translate, range: VoucherAgeRange): string =>
  range.minAge !== null && range.maxAge !== null
    ? t('sales.ageRange', { min: range.minAge, max: range.maxAge })
    : range.minAge !== null
      ? t('sales.ageFrom', { min: range.minAge })
      : t('sales.ageUpTo', { max: range.maxAge ?? 0 })

/** §5 the jumper's date of birth for a voucher with an age range, checked when a quantity is chosen. */
const BirthDateField = observer(({ store, voucher }: { readonly store: VoucherShopStore; readonly voucher: Voucher }) => {
  const t = useT()
  const id = `voucher-${voucher.systemVoucherId}-birth`
  const message = store.ageMessages.get(voucher.systemVoucherId)
  return (
    <div className="checkout-field sales-birth">
      <label htmlFor={id} className="checkout-field__label">
        {t('sales.birthDate')}
      </label>
      <input
        id={id}
        type="date"
        dir="ltr"
        className="checkout-field__input"
        value={store.birthDates.get(voucher.systemVoucherId) ?? ''}
        aria-invalid={message === undefined ? undefined : true}
        aria-describedby={message === undefined ? undefined : `${id}-error`}
        onChange={(event) => store.setBirthDate(voucher, event.target.value)}
      />
      {message !== undefined && (
        <p id={`${id}-error`} className="checkout-field__error sales-error" role="alert">
          {validationText(t, message)}
        </p>
      )}
    </div>
  )
})

/** §2/§5 one voucher: its name, description, whether it is a gift card, its ages, and a quantity per price (at most 10). */
const VoucherCard = observer(
  ({ store, voucher, locale }: { readonly store: VoucherShopStore; readonly voucher: Voucher; readonly locale: Locale }) => {
    const t = useT()
    return (
      <li className="sales-card">
        <h3 className="sales-card__name" dir="auto">
          {voucher.name}
          {voucher.isGiftCard && <span className="sales-badge">{t('sales.giftCard')}</span>}
        </h3>
        {voucher.description !== '' && (
          <p className="sales-card__description" dir="auto">
            {voucher.description}
          </p>
        )}
        {voucher.ageRange !== null && <p className="sales-card__note">{ageText(t, voucher.ageRange)}</p>}
        {voucher.ageRange !== null && <BirthDateField store={store} voucher={voucher} />}
        <ul className="ticket-lines">
          {voucher.prices.map((price) => {
            const amount = moneyText(price.price, locale)
            return (
              <li key={price.systemVoucherPriceId} className="ticket-line">
                <bdi className="ticket-line__price sales-card__price">{amount}</bdi>
                <QuantityPicker
                  name={`${voucher.name} ${amount}`}
                  value={store.quantity(voucher, price)}
                  max={store.maxQuantity}
                  onChange={(quantity) => store.setQuantity(voucher, price, quantity)}
                />
              </li>
            )
          })}
        </ul>
      </li>
    )
  },
)

/** §2 choose vouchers: the super classes shown, each with its vouchers; at least one before going on. */
const VoucherChoice = observer(
  ({ store, locale, onContinue }: { readonly store: VoucherShopStore; readonly locale: Locale; readonly onContinue: () => void }) => {
    const t = useT()
    const groups = store.groups
    return (
      <div className="order-step">
        <p className="sales-intro">{t('sales.shopIntro', { max: store.maxQuantity })}</p>
        <SwitchNotice shown={store.replacesAnotherOrder} />
        {groups.length === 0 && <PageStatus kind="empty" message={t('sales.noVouchers')} />}
        {groups.map(({ superClass, vouchers }) => (
          <section
            key={superClass.systemVoucherSuperClassId}
            className="order-panel"
            aria-labelledby={`super-class-${superClass.systemVoucherSuperClassId}`}
          >
            <h2 id={`super-class-${superClass.systemVoucherSuperClassId}`} className="order-panel__title" dir="auto">
              {superClass.name}
            </h2>
            {superClass.description !== '' && (
              <p className="order-panel__hint" dir="auto">
                {superClass.description}
              </p>
            )}
            <ul className="sales-cards">
              {vouchers.map((voucher) => (
                <VoucherCard key={voucher.systemVoucherId} store={store} voucher={voucher} locale={locale} />
              ))}
            </ul>
          </section>
        ))}
        <SelectionError error={store.selectionError} />
        <StepActions continueLabel={t('sales.toAuthentication')} onContinue={onContinue} />
      </div>
    )
  },
)

/** §2/§3 the shop's additional products, then on to details and payment. */
const VoucherProducts = observer(
  ({
    store,
    locale,
    onBack,
    onContinue,
  }: {
    readonly store: VoucherShopStore
    readonly locale: Locale
    readonly onBack: () => void
    readonly onContinue: () => void
  }) => {
    const t = useT()
    const products = store.products
    return (
      <div className="order-step">
        <section className="order-panel" aria-labelledby="products-title">
          <h2 id="products-title" className="order-panel__title">
            {t('orderFlow.productsTitle')}
          </h2>
          {products.length === 0 ? (
            <p>{t('sales.noProducts')}</p>
          ) : (
            <ul className="ticket-lines">
              {products.map((product) => (
                <ProductLine
                  key={product.id}
                  product={product}
                  locale={locale}
                  quantity={store.productQuantity(product)}
                  onChange={(quantity) => store.setProductQuantity(product, quantity)}
                />
              ))}
            </ul>
          )}
        </section>
        <StepActions onBack={onBack} continueLabel={t('orderFlow.toCheckout')} onContinue={onContinue} />
      </div>
    )
  },
)
