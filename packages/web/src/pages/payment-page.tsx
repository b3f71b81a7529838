import { useT } from '../i18n/translate'
import { PageStatus } from '../shell/page-status'
import { StepBar } from '../shell/step-bar'
import { BackToEvents } from './back-to-events'

/** §2 /booking/checkout/payment: the payment step; with an empty cart there is nothing to pay for. */
export const PaymentPage = () => {
  const t = useT()
  return (
    <>
      <StepBar current="detailsAndPayment" />
      <h1>{t('pages.payment.title')}</h1>
      <PageStatus kind="empty" message={t('pages.checkout.emptyCart')} hint={t('pages.checkout.emptyCartHint')} action={<BackToEvents />} />
    </>
  )
}
