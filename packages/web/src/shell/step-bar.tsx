import { useT } from '../i18n/translate'

/** §2 the event order wizard's steps, in order. */
export const EVENT_ORDER_STEPS = ['seats', 'tickets', 'products', 'detailsAndPayment', 'confirmation'] as const
export type EventOrderStep = (typeof EVENT_ORDER_STEPS)[number]

/** §2 the step bar: choose seats → choose tickets → products → details and payment → confirmation. */
export const StepBar = ({ current }: { readonly current: EventOrderStep }) => {
  const t = useT()
  const currentIndex = EVENT_ORDER_STEPS.indexOf(current)
  return (
    <div className="step-bar">
      <ol className="step-bar__list" aria-label={t('a11y.orderSteps')}>
        {EVENT_ORDER_STEPS.map((step, index) => (
          <li
            key={step}
            className={`step-bar__step step-bar__step--${index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming'}`}
            aria-current={index === currentIndex ? 'step' : undefined}
          >
            <span className="step-bar__number" aria-hidden="true">
              {index + 1}
            </span>
            <span className="step-bar__label">{t(`steps.events.${step}`)}</span>
          </li>
        ))}
      </ol>
    </div>
  )
}
