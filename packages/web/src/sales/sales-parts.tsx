import type { KartisError, Locale, OrderKind } from '@kartis/core'
import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import type { CheckoutStore } from '../checkout/checkout-store'
import { OrderTotals } from '../checkout/order-totals'
import { useErrorMessage } from '../i18n/error-message'
import { useT } from '../i18n/translate'

/** §4 the note that choosing here empties a cart of another kind (the customer's details stay). */
export const SwitchNotice = ({ shown }: { readonly shown: boolean }) => {
  const t = useT()
  return shown ? <p className="sales-note">{t('sales.switchNotice')}</p> : null
}

/** §5 why the visitor cannot go on yet (SELECTION_REQUIRED), announced. */
export const SelectionError = ({ error }: { readonly error: KartisError | null }) => {
  const errorText = useErrorMessage()
  return error === null ? null : (
    <p className="sales-error" role="alert">
      {errorText(error)}
    </p>
  )
}

/** §2 a wizard step's way on: back to the step before (when there is one) and on, in the step's own words. */
export const StepActions = ({
  onBack,
  continueLabel,
  onContinue,
}: {
  readonly onBack?: () => void
  readonly continueLabel: string
  readonly onContinue: () => void
}) => {
  const t = useT()
  return (
    <div className="order-actions">
      {onBack !== undefined && (
        <button type="button" className="button button--secondary" onClick={onBack}>
          {t('common.back')}
        </button>
      )}
      <button type="button" className="button" onClick={onContinue}>
        {continueLabel}
      </button>
    </div>
  )
}

/** §2 a sales wizard's page: its steps' main column, and the order summary beside it (below it on a phone). */
export const SalesLayout = observer(
  ({
    checkout,
    locale,
    kind,
    children,
  }: {
    readonly checkout: CheckoutStore
    readonly locale: Locale
    readonly kind: OrderKind
    readonly children: ReactNode
  }) => (
    <div className="order-layout">
      <div className="order-layout__main">{children}</div>
      <aside className="order-layout__side">
        <OrderTotals store={checkout} locale={locale} kind={kind} />
      </aside>
    </div>
  ),
)
