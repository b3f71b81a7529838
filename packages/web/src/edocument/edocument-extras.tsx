import { sum, times, type EDocument, type Locale } from '@kartis/core'
import type { ReactNode } from 'react'
import { useT } from '../i18n/translate'
import { formatCalendarDate, formatDate } from '../catalog/jerusalem-dates'
import { moneyText } from '../order/money-text'
import { QrCode } from './qr-code-picture'

/** One term of a description list, kept with its value (so a row wraps as a pair). */
export const Fact = ({ term, children }: { readonly term: string; readonly children: ReactNode }) => (
  <div>
    <dt>{term}</dt>
    <dd>{children}</dd>
  </div>
)

/** Issue 14 a membership's document: the member number the member types as a ticket code, and its validity. */
const MembershipCard = ({ membership, locale }: { readonly membership: NonNullable<EDocument['membership']>; readonly locale: Locale }) => {
  const t = useT()
  return (
    <section className="edocument__extra" aria-labelledby="edocument-membership">
      <h3 id="edocument-membership">{membership.name}</h3>
      <dl className="edocument__facts">
        <Fact term={t('edocument.memberNumber')}>
          <bdi className="edocument__code">{membership.memberNumber}</bdi>
        </Fact>
        {membership.validFrom !== null && <Fact term={t('edocument.validFrom')}>{formatDate(membership.validFrom, locale)}</Fact>}
        {membership.validUntil !== null && <Fact term={t('edocument.validUntil')}>{formatDate(membership.validUntil, locale)}</Fact>}
      </dl>
    </section>
  )
}

/** Issue 14 §3 an enrolment's document: its season, its rate and, for a fixed seat, that the seat is the same in every show (each line names its show). */
const EnrolmentCard = ({ enrolment }: { readonly enrolment: NonNullable<EDocument['enrolment']> }) => {
  const t = useT()
  return (
    <section className="edocument__extra" aria-labelledby="edocument-enrolment">
      <h3 id="edocument-enrolment" dir="auto">
        {enrolment.seasonName}
      </h3>
      <dl className="edocument__facts">
        <Fact term={t('edocument.enrolmentRate')}>
          <span dir="auto">{enrolment.rateName}</span>
        </Fact>
      </dl>
      {enrolment.isFixedSeat && <p>{t('edocument.enrolmentFixedSeat')}</p>}
    </section>
  )
}

/** Issue 14 the gift cards and vouchers bought: each code with its QR (whoever holds it may spend the balance), balance and expiry. */
const VoucherCards = ({ vouchers, locale }: { readonly vouchers: NonNullable<EDocument['vouchers']>; readonly locale: Locale }) => {
  const t = useT()
  return (
    <ol className="edocument__tickets" aria-label={t('edocument.vouchers')}>
      {vouchers.map((voucher) => (
        <li key={voucher.code} className="edocument__ticket">
          <QrCode text={voucher.code} label={t('edocument.voucherQrLabel', { code: voucher.code })} />
          <p className="edocument__place">{voucher.name}</p>
          <dl className="edocument__place">
            <Fact term={t('edocument.voucherCode')}>
              <bdi className="edocument__code">{voucher.code}</bdi>
            </Fact>
            <Fact term={t('edocument.balance')}>
              <bdi>{moneyText(voucher.balance, locale)}</bdi>
            </Fact>
            {voucher.expiresAt !== null && <Fact term={t('edocument.validUntil')}>{formatDate(voucher.expiresAt, locale)}</Fact>}
          </dl>
        </li>
      ))}
    </ol>
  )
}

/** Issue 14 a donation's receipt: each cause, amount and quantity, and the total given. */
const DonationReceipt = ({ donations, locale }: { readonly donations: NonNullable<EDocument['donations']>; readonly locale: Locale }) => {
  const t = useT()
  const total = sum(donations.map((line) => times(line.amount, line.quantity)))
  return (
    <section className="edocument__extra" aria-labelledby="edocument-receipt">
      <h3 id="edocument-receipt">{t('edocument.receipt')}</h3>
      <dl className="edocument__facts">
        {donations.map((line, index) => (
          <Fact key={`${line.name}-${index}`} term={line.quantity > 1 ? `${line.name} × ${line.quantity}` : line.name}>
            <bdi>{moneyText(times(line.amount, line.quantity), locale)}</bdi>
          </Fact>
        ))}
        <Fact term={t('edocument.receiptTotal')}>
          <bdi>{moneyText(total, locale)}</bdi>
        </Fact>
      </dl>
      <p className="edocument__late-notice">{t('edocument.receiptThanks')}</p>
    </section>
  )
}

/** §5 the waiver: each age-limited voucher with the jumper's date of birth it was sold for. */
const Waivers = ({ waivers, locale }: { readonly waivers: NonNullable<EDocument['waivers']>; readonly locale: Locale }) => {
  const t = useT()
  return (
    <section className="edocument__extra" aria-labelledby="edocument-waivers">
      <h3 id="edocument-waivers">{t('edocument.waiver')}</h3>
      <dl className="edocument__facts">
        {waivers.map((waiver, index) => (
          <Fact key={`${waiver.name}-${index}`} term={t('edocument.jumperDateOfBirth', { name: waiver.name })}>
            <bdi>{formatCalendarDate(waiver.jumperDateOfBirth, locale)}</bdi>
          </Fact>
        ))}
      </dl>
    </section>
  )
}

/** Issue 14 what a document holds besides tickets: a membership, an enrolment, gift cards and vouchers, a donation receipt. */
export const EdocumentExtras = ({ edocument, locale }: { readonly edocument: EDocument; readonly locale: Locale }) => (
  <>
    {edocument.membership !== undefined && <MembershipCard membership={edocument.membership} locale={locale} />}
    {edocument.enrolment !== undefined && <EnrolmentCard enrolment={edocument.enrolment} />}
    {edocument.vouchers !== undefined && edocument.vouchers.length > 0 && <VoucherCards vouchers={edocument.vouchers} locale={locale} />}
    {edocument.donations !== undefined && edocument.donations.length > 0 && (
      <DonationReceipt donations={edocument.donations} locale={locale} />
    )}
    {edocument.waivers !== undefined && edocument.waivers.length > 0 && <Waivers waivers={edocument.waivers} locale={locale} />}
  </>
)

/** Issue 14 whether the document is only a sale (vouchers or a donation): no event, time, places or late notice to show. */
export const isSaleOnly = (edocument: EDocument): boolean =>
  edocument.tickets.length === 0 && ((edocument.vouchers?.length ?? 0) > 0 || (edocument.donations?.length ?? 0) > 0)
