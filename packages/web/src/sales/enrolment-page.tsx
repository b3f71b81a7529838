import type { EnrolmentEvent, EnrolmentRate, EnrolmentSeason, KartisError, Locale } from '@kartis/core'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { whenText } from '../edocument/when-text'
import { useErrorMessage } from '../i18n/error-message'
import { useT } from '../i18n/translate'
import { moneyText } from '../order/money-text'
import { parseRouteId, PATHS } from '../routes/paths'
import { useLangTo } from '../shell/lang-link'
import { PageStatus } from '../shell/page-status'
import { StepBar, type WizardStep } from '../shell/step-bar'
import { useStores } from '../stores/store-context'
import { useOrderSession } from '../stores/use-order-session'
import type { EnrolmentStop, EnrolmentStore } from './enrolment-store'
import { SalesLayout, StepActions, SwitchNotice } from './sales-parts'
import { SeatStopsStep, type SeatStopText, type WizardSeatsProps } from './seat-stops-step'
import '../order/order.css'
import '../checkout/checkout.css'
import './sales.css'

/** §2 the steps of the enrolment this page walks; details and payment are checkout's. */
type EnrolmentPageStep = Extract<WizardStep<'enrolment'>, 'rates' | 'events' | 'seatsForEvents'>

/** §2 an event of the season in words: its show and when, in the visitor's language. */
const eventText = (event: EnrolmentEvent, locale: Locale): string => {
  const when = whenText(event.startDateTime, locale)
  return when === null ? event.featureName : `${event.featureName} · ${when}`
}

/**
 * §2 /enroll/{membershipId}: the membership enrolment wizard (issue 14 §3) — a rate, the events
 * (within the rate's bounds, the required ones always) and how seats are chosen (one fixed seat in
 * all of them, or a seat per show), the seats, then checkout's details and payment (kind
 * `enrolment`) and confirmation. An id with no season on sale says so, with the way to /memberships.
 */
export const EnrolmentPage = () => {
  const params = useParams()
  const membershipId = parseRouteId(params['membershipId'])
  return membershipId === null ? <EnrolmentNotFound /> : <EnrolmentWizard key={membershipId} membershipId={membershipId} />
}

/** §2 no season under this id: a clear message and the way to every membership. */
const EnrolmentNotFound = () => {
  const t = useT()
  const to = useLangTo()
  return (
    <div className="order-page sales-page">
      <h1>{t('enrolment.notFound')}</h1>
      <PageStatus
        kind="empty"
        message={t('enrolment.notFound')}
        hint={t('enrolment.notFoundHint')}
        action={
          <Link className="button" to={to(PATHS.membershipList)}>
            {t('memberships.allMemberships')}
          </Link>
        }
      />
    </div>
  )
}

/** §5 why the visitor cannot go on; the events' count in words, "exactly N" when the rate's bounds meet. */
const EnrolmentError = ({ error }: { readonly error: KartisError | null }) => {
  const t = useT()
  const errorText = useErrorMessage()
  if (error === null) return null
  const min = error.params?.['min']
  const max = error.params?.['max']
  const text =
    error.code === 'ENROLMENT_EVENT_COUNT' && typeof min === 'number' && min === max
      ? t('enrolment.eventsExactly', { number: min })
      : errorText(error)
  return (
    <p className="sales-error" role="alert">
      {text}
    </p>
  )
}

const EnrolmentWizard = observer(({ membershipId }: { readonly membershipId: number }) => {
  const { ui } = useStores()
  const { enrolment, checkout, order } = useOrderSession()
  const t = useT()
  const to = useLangTo()
  const navigate = useNavigate()
  const errorText = useErrorMessage()
  const [step, setStep] = useState<EnrolmentPageStep>('rates')
  useEffect(() => {
    void enrolment.open(membershipId)
  }, [enrolment, membershipId])

  const state = enrolment.seasonState
  const season = enrolment.season
  if (state.kind === 'failed' && state.error.code === 'NOT_FOUND') return <EnrolmentNotFound />
  const toEvents = () => {
    if (enrolment.mayLeaveRates()) setStep('events')
  }
  const toSeats = () => {
    if (!enrolment.mayLeaveEvents()) return
    setStep('seatsForEvents')
    void enrolment.loadPlan()
  }
  // §2 going back from the seats lets their locks go (unlock-seat).
  const backToEvents = async () => {
    await enrolment.releaseSeats()
    setStep('events')
  }
  const toCheckout = async () => {
    if (!(await enrolment.mayCheckout())) return
    order.beginCheckout()
    void navigate(to(PATHS.checkout))
  }
  const titles = {
    rates: 'steps.enrolment.rates',
    events: 'steps.enrolment.events',
    seatsForEvents: 'steps.enrolment.seatsForEvents',
  } as const
  return (
    <div className="order-page sales-page">
      <StepBar kind="enrolment" current={step} />
      <h1>{t(titles[step])}</h1>
      {state.kind === 'failed' && (
        <div className="page-status" role="alert">
          <p className="page-status__message">{t('enrolment.loadFailed')}</p>
          <p className="page-status__hint">{errorText(state.error)}</p>
          <button type="button" className="button" onClick={() => void enrolment.open(membershipId)}>
            {t('orderFlow.retry')}
          </button>
        </div>
      )}
      {season === null && state.kind !== 'failed' && <PageStatus kind="loading" message={t('status.loading')} />}
      {season !== null && (
        <SalesLayout checkout={checkout} locale={ui.locale} kind="enrolment">
          <p className="sales-intro" dir="auto">
            <strong>{season.name}</strong>
          </p>
          {step === 'rates' && <RateChoice store={enrolment} season={season} locale={ui.locale} onContinue={toEvents} />}
          {step === 'events' && (
            <EventChoice store={enrolment} season={season} locale={ui.locale} onBack={() => setStep('rates')} onContinue={toSeats} />
          )}
          {step === 'seatsForEvents' && (
            <EnrolmentSeats store={enrolment} locale={ui.locale} onBack={() => void backToEvents()} onContinue={() => void toCheckout()} />
          )}
        </SalesLayout>
      )}
    </div>
  )
})

/** §2 a rate's bounds in words: exactly N shows, or from min to max. */
const RateBounds = ({ rate }: { readonly rate: EnrolmentRate }) => {
  const t = useT()
  return (
    <>
      {rate.minEvents === rate.maxEvents
        ? t('enrolment.showsExactly', { number: rate.minEvents })
        : t('enrolment.showsRange', { min: rate.minEvents, max: rate.maxEvents })}
    </>
  )
}

/** §2 rates: each with its name, price and how many shows it includes; the rate chosen is pressed. */
const RateChoice = observer(
  ({
    store,
    season,
    locale,
    onContinue,
  }: {
    readonly store: EnrolmentStore
    readonly season: EnrolmentSeason
    readonly locale: Locale
    readonly onContinue: () => void
  }) => {
    const t = useT()
    const chosen = store.rate
    return (
      <div className="order-step">
        <p className="sales-intro">{t('enrolment.ratesIntro')}</p>
        <SwitchNotice shown={store.replacesAnotherOrder} />
        <div className="enrolment-rates" role="group" aria-label={t('enrolment.ratesLabel', { name: season.name })}>
          {season.rates.map((rate) => (
            <button
              key={rate.ticketId}
              type="button"
              className="sales-amount enrolment-rate"
              aria-pressed={chosen?.ticketId === rate.ticketId}
              onClick={() => void store.chooseRate(rate)}
            >
              <span className="enrolment-rate__name" dir="auto">
                {rate.name}
              </span>
              <bdi className="enrolment-rate__price">{moneyText(rate.price, locale)}</bdi>
              <span className="enrolment-rate__bounds">
                <RateBounds rate={rate} />
              </span>
            </button>
          ))}
        </div>
        <EnrolmentError error={store.selectionError} />
        <StepActions continueLabel={t('enrolment.toEvents')} onContinue={onContinue} />
      </div>
    )
  },
)

/** §2 choice of events (the required ones fixed), how many the rate allows, and the way seats are chosen. */
const EventChoice = observer(
  ({
    store,
    season,
    locale,
    onBack,
    onContinue,
  }: {
    readonly store: EnrolmentStore
    readonly season: EnrolmentSeason
    readonly locale: Locale
    readonly onBack: () => void
    readonly onContinue: () => void
  }) => {
    const t = useT()
    const rate = store.rate
    return (
      <div className="order-step">
        <fieldset className="order-panel enrolment-events">
          <legend className="order-panel__title">{t('enrolment.eventsLabel')}</legend>
          {rate !== null && (
            <p className="order-panel__hint" aria-live="polite">
              <span dir="auto">{rate.name}</span>: <RateBounds rate={rate} /> ·{' '}
              {t('enrolment.chosenCount', { number: store.chosenIds.length })}
            </p>
          )}
          <ul className="enrolment-events__list">
            {season.events.map((event) => (
              <li key={event.presentationId}>
                <label className="enrolment-event">
                  <input
                    type="checkbox"
                    checked={store.isChosen(event)}
                    disabled={event.isRequired}
                    onChange={() => void store.toggleEvent(event)}
                  />
                  <span dir="auto">{eventText(event, locale)}</span>
                  {event.isRequired && <span className="sales-badge">{t('enrolment.required')}</span>}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <fieldset className="order-panel enrolment-seating">
          <legend className="order-panel__title">{t('enrolment.seatingLabel')}</legend>
          <label className="enrolment-event">
            <input
              type="radio"
              name="enrolment-seating"
              checked={store.seating === 'fixedSeat'}
              onChange={() => void store.setSeating('fixedSeat')}
            />
            <span>
              <strong>{t('enrolment.fixedSeat')}</strong> — {t('enrolment.fixedSeatHint')}
            </span>
          </label>
          <label className="enrolment-event">
            <input
              type="radio"
              name="enrolment-seating"
              checked={store.seating === 'perEvent'}
              onChange={() => void store.setSeating('perEvent')}
            />
            <span>
              <strong>{t('enrolment.perEvent')}</strong> — {t('enrolment.perEventHint')}
            </span>
          </label>
        </fieldset>
        <EnrolmentError error={store.selectionError} />
        <StepActions onBack={onBack} continueLabel={t('enrolment.toSeats')} onContinue={onContinue} />
      </div>
    )
  },
)

/**
 * §2 seats for events: the fixed seat's one plan over every chosen event (a seat free in all of
 * them), or each event's plan walked with previous and next; the seats chosen so far, and the way
 * on to details and payment once every event has its seat. Back lets the seats go.
 */
const EnrolmentSeats = observer(({ store, locale, onBack, onContinue }: WizardSeatsProps<EnrolmentStore>) => {
  const t = useT()
  const missing = store.missingSeat
  const describe = (stop: EnrolmentStop): SeatStopText => {
    const shows = stop.events.map((event) => ({ presentationId: event.presentationId, text: eventText(event, locale) }))
    return {
      fixed: stop.fixed,
      title: stop.fixed
        ? t('enrolment.fixedSeatTitle')
        : `${t('enrolment.stopOf', { index: store.stopIndex + 1, total: store.stops.length })}: ${shows.map((show) => show.text).join('')}`,
      hint: stop.fixed ? t('enrolment.fixedSeatHint') : t('enrolment.perEventHint'),
      shows,
    }
  }
  return (
    <SeatStopsStep
      store={store}
      idPrefix="enrolment"
      describe={describe}
      stopKey={(stop, index) => stop.events[0]?.presentationId ?? index}
      missing={missing === null ? null : eventText(missing, locale)}
      error={<EnrolmentError error={store.selectionError} />}
      note={<p className="sales-note">{t('enrolment.backReleases')}</p>}
      onBack={onBack}
      onContinue={onContinue}
    />
  )
})
