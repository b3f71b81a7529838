import type { OrderKind } from '@kartis/core'
import type { MessageKey } from '../i18n/catalogue'
import { useT } from '../i18n/translate'

/** §2 each wizard's steps, in order: the event order, the voucher order, the donation wizard, the membership order and the enrolment (the fixed seat is chosen on its events step). */
export const WIZARD_STEPS = {
  events: ['seats', 'tickets', 'products', 'detailsAndPayment', 'confirmation'],
  vouchers: ['vouchers', 'authentication', 'products', 'detailsAndPayment', 'confirmation'],
  donations: ['donations', 'detailsAndPayment', 'confirmation'],
  memberships: ['memberships', 'seats', 'detailsAndPayment', 'confirmation'],
  enrolment: ['rates', 'events', 'seatsForEvents', 'detailsAndPayment', 'confirmation'],
} as const

/** §2 the wizards with a step bar. */
export type WizardKind = keyof typeof WIZARD_STEPS
/** §2 a step of one wizard. */
export type WizardStep<K extends WizardKind> = (typeof WIZARD_STEPS)[K][number]

/** §2 the event order wizard's steps, in order. */
export const EVENT_ORDER_STEPS = WIZARD_STEPS.events
export type EventOrderStep = WizardStep<'events'>

/** §2 the wizard that walks a cart of this kind (the kinds without a wizard of their own show the event order's). */
export const wizardOf = (kind: OrderKind): WizardKind =>
  kind === 'vouchers' || kind === 'donations' || kind === 'memberships' || kind === 'enrolment' ? kind : 'events'

/** §2 the steps every wizard ends with: checkout's. */
export type CheckoutStep = 'detailsAndPayment' | 'confirmation'

const LABELS: { readonly [K in WizardKind]: readonly MessageKey[] } = {
  events: WIZARD_STEPS.events.map((step) => `steps.events.${step}` as const),
  vouchers: WIZARD_STEPS.vouchers.map((step) => `steps.vouchers.${step}` as const),
  donations: WIZARD_STEPS.donations.map((step) => `steps.donations.${step}` as const),
  memberships: WIZARD_STEPS.memberships.map((step) => `steps.memberships.${step}` as const),
  enrolment: WIZARD_STEPS.enrolment.map((step) => `steps.enrolment.${step}` as const),
}

type StepBarProps =
  | { readonly kind?: 'events'; readonly current: WizardStep<'events'> }
  | { readonly kind: 'vouchers'; readonly current: WizardStep<'vouchers'> }
  | { readonly kind: 'donations'; readonly current: WizardStep<'donations'> }
  | { readonly kind: 'memberships'; readonly current: WizardStep<'memberships'> }
  | { readonly kind: 'enrolment'; readonly current: WizardStep<'enrolment'> }

/** §2 the step bar of a wizard: e.g. choose seats → choose tickets → products → details and payment → confirmation. */
export const StepBar = (props: StepBarProps) => {
  const t = useT()
  const kind = props.kind ?? 'events'
  const steps: readonly string[] = WIZARD_STEPS[kind]
  const currentIndex = steps.indexOf(props.current)
  return (
    <div className="step-bar">
      <ol className="step-bar__list" aria-label={t('a11y.orderSteps')}>
        {WIZARD_STEPS[kind].map((step, index) => (
          <li
            key={step}
            className={`step-bar__step step-bar__step--${index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming'}`}
            aria-current={index === currentIndex ? 'step' : undefined}
          >
            <span className="step-bar__number" aria-hidden="true">
              {index + 1}
            </span>
            <span className="step-bar__label">{t(LABELS[kind][index] ?? 'common.next')}</span>
          </li>
        ))}
      </ol>
    </div>
  )
}

/** §2 checkout's step bar in the wizard of the cart's kind. */
export const CheckoutStepBar = ({ kind, current }: { readonly kind: OrderKind; readonly current: CheckoutStep }) => {
  const wizard = wizardOf(kind)
  return wizard === 'vouchers' ? (
    <StepBar kind="vouchers" current={current} />
  ) : wizard === 'donations' ? (
    <StepBar kind="donations" current={current} />
  ) : wizard === 'memberships' ? (
    <StepBar kind="memberships" current={current} />
  ) : wizard === 'enrolment' ? (
    <StepBar kind="enrolment" current={current} />
  ) : (
    <StepBar current={current} />
  )
}
