import { cartTotals, type Cart, type Locale } from '@kartis/core'
import { useEffect } from 'react'
import { Link } from 'react-router'
import { useCustomerTexts } from '../customers/texts/use-customer-texts'
import { useCustomerSession } from '../stores/use-customer-session'
import { useT } from '../i18n/translate'
import { moneyText } from '../order/money-text'
import { PATHS } from '../routes/paths'
import { useLangTo } from '../shell/lang-link'
import { holdDeadlineText } from './hold-deadline-text'
import './holds.css'

/**
 * §4/§9 the confirmation of a hold order: the seats are reserved, not paid — what is due, the
 * hold message (pay and collect at the box office up to 30 minutes before the event, or pay in
 * the customer area) and that an unpaid hold is released then. The customer area's data is read
 * again, so the hold is there when the customer goes to pay it.
 */
export const HoldConfirmationNote = ({ cart, locale }: { readonly cart: Cart; readonly locale: Locale }) => {
  const t = useT()
  const to = useLangTo()
  useCustomerTexts()
  const { customer } = useCustomerSession()
  // The hold is the customer's now: the customer area shows it at once (unpaid, first).
  useEffect(() => {
    void customer.reload()
  }, [customer])
  const deadline = holdDeadlineText(cart.presentations[0]?.startDateTime ?? null, locale)
  return (
    <div className="hold-note">
      <p className="hold-note__title">{t('customer:holds.confirmationTitle')}</p>
      <p>
        {t('customer:holds.toPay')}: <bdi>{moneyText(cartTotals(cart).total, locale)}</bdi>
      </p>
      <p>{deadline === null ? t('customer:holds.messageUntimed') : t('customer:holds.message', { deadline })}</p>
      <p>{t('customer:holds.releaseNote')}</p>
      <Link className="button button--quiet" to={to(PATHS.customer)}>
        {t('customer:holds.payInArea')}
      </Link>
    </div>
  )
}
