import { seatKeyId, type Seat } from '@kartis/core'
import { SeatMap } from '@kartis/web/shared'
import { observer } from 'mobx-react-lite'
import { useEffect, useId, type FormEvent, type InputHTMLAttributes } from 'react'
import { useT } from '../i18n/translate'
import { formatDateTime, formatShekels } from '../shell/format'
import { TextField } from '../shell/text-field'
import { useStores } from '../store-context'
import { ErrorAlert } from '../shell/error-alert'

const ignore = (): void => undefined
const NO_GA = new Map<number, number>()

/** §7 issue 13 the producer ticket (267): a presentation, seats on the storefront's seat map, the customer, save. */
export const ProducerTicketPage = observer(() => {
  const { producerTicket, session } = useStores()
  const t = useT()
  const businessIds = session.user?.businessIds
  useEffect(() => {
    if (businessIds !== undefined) void producerTicket.load(businessIds)
  }, [producerTicket, businessIds])
  return (
    <>
      <h1>{t('producerTicket.title')}</h1>
      <p className="muted">{t('producerTicket.intro')}</p>
      <PresentationPicker />
      <TicketNotice />
      <ChosenPresentation />
    </>
  )
})

const PresentationPicker = observer(() => {
  const { producerTicket, ui } = useStores()
  const t = useT()
  if (producerTicket.listState === 'loading' || producerTicket.listState === 'idle')
    return <p role="status">{t('producerTicket.loading')}</p>
  if (producerTicket.listState === 'error') return null
  if (producerTicket.choices.length === 0) return <p role="status">{t('producerTicket.empty')}</p>
  return (
    <label className="field picker">
      <span>{t('producerTicket.presentation')}</span>
      <select
        value={producerTicket.presentation?.id ?? ''}
        onChange={(event) => void producerTicket.choose(Number(event.target.value))}
        disabled={producerTicket.busy}
      >
        <option value="" disabled>
          {t('producerTicket.choose')}
        </option>
        {producerTicket.choices.map(({ presentation, featureName }) => (
          <option key={presentation.id} value={presentation.id}>
            {featureName} ·{' '}
            {presentation.startDateTime === null ? t('producerTicket.untimed') : formatDateTime(presentation.startDateTime, ui.locale)}
            {presentation.venueName === undefined ? '' : ` · ${presentation.venueName}`}
          </option>
        ))}
      </select>
    </label>
  )
})

/** What the last action said: the saved reservation politely, an error as an alert. */
const TicketNotice = observer(() => {
  const { producerTicket } = useStores()
  const t = useT()
  const notice = producerTicket.notice
  if (notice === null) return null
  if (notice.kind === 'error') return <ErrorAlert error={notice.error} />
  return (
    <p role="status" className="notice">
      {t('producerTicket.saved', { id: notice.reservationIdentifier })}
    </p>
  )
})

const ChosenPresentation = observer(() => {
  const { producerTicket } = useStores()
  const t = useT()
  if (producerTicket.mapState === 'loading') return <p role="status">{t('producerTicket.mapLoading')}</p>
  if (producerTicket.mapState === 'error' && producerTicket.plan === null) return <p>{t('producerTicket.mapError')}</p>
  if (producerTicket.plan === null) return null
  return (
    <div className="producer-ticket">
      <SeatMap
        plan={producerTicket.plan}
        displays={producerTicket.displays}
        layout="default"
        onSeatToggle={(seat: Seat) => void producerTicket.toggle(seat)}
        gaQuantities={NO_GA}
        onGaQuantityChange={ignore}
        maxSeats={producerTicket.presentation?.maxSeats ?? 10}
        onFindSeats={ignore}
        tools={false}
      />
      <CustomerForm />
    </div>
  )
})

/** A field of the customer form with its error below it, named by the input (aria-describedby). */
const CheckedField = ({
  label,
  error,
  ...input
}: { readonly label: string; readonly error: string | null } & InputHTMLAttributes<HTMLInputElement>) => {
  const errorId = `${useId()}-error`
  return (
    <>
      <TextField label={label} aria-invalid={error !== null} aria-describedby={error === null ? undefined : errorId} {...input} />
      {error === null ? null : (
        <p id={errorId} className="form-error">
          {error}
        </p>
      )}
    </>
  )
}

/** A chosen seat and the ticket it is sold at, which the producer may change. */
const ChosenSeat = observer(({ seat }: { readonly seat: Seat }) => {
  const { producerTicket, ui } = useStores()
  const t = useT()
  const name = t('producerTicket.seat', { section: seat.sectionName, row: seat.rowName, seat: seat.seatName })
  const { tickets, ticket } = producerTicket.ticketsOf(seat)
  return (
    <li className="producer-ticket__seat">
      <span>{name}</span>
      {tickets.length < 2 || ticket === null ? null : (
        <select
          aria-label={t('producerTicket.ticketOf', { seat: name })}
          value={ticket.id}
          disabled={producerTicket.busy}
          onChange={(event) => producerTicket.chooseTicket(seat, Number(event.target.value))}
        >
          {tickets.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name} · {formatShekels(option.price, ui.locale)}
            </option>
          ))}
        </select>
      )}
    </li>
  )
})

const CustomerForm = observer(() => {
  const { producerTicket, ui } = useStores()
  const t = useT()
  const chosen = producerTicket.chosen
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void producerTicket.save()
  }
  return (
    <form className="form producer-ticket__form" onSubmit={submit} aria-labelledby="producer-ticket-customer" noValidate>
      <h2 id="producer-ticket-customer">{t('producerTicket.seats')}</h2>
      {chosen.length === 0 ? (
        <p>{t('producerTicket.noSeats')}</p>
      ) : (
        <ul className="producer-ticket__seats">
          {chosen.map((seat) => (
            <ChosenSeat key={seatKeyId(seat)} seat={seat} />
          ))}
        </ul>
      )}
      {producerTicket.total === null || chosen.length === 0 ? null : (
        <p className="producer-ticket__total">{t('producerTicket.total', { total: formatShekels(producerTicket.total, ui.locale) })}</p>
      )}
      <h2>{t('producerTicket.customer')}</h2>
      <CheckedField
        label={t('producerTicket.customerName')}
        error={producerTicket.invalid.includes('customerName') ? t('producerTicket.nameRequired') : null}
        name="customerName"
        autoComplete="off"
        value={producerTicket.customerName}
        onChange={(event) => producerTicket.setCustomerName(event.target.value)}
      />
      <CheckedField
        label={t('producerTicket.mobileNumber')}
        error={producerTicket.invalid.includes('mobileNumber') ? t('errors.invalid_mobileNumber') : null}
        name="mobileNumber"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        dir="ltr"
        value={producerTicket.mobileNumber}
        onChange={(event) => producerTicket.setMobileNumber(event.target.value)}
      />
      <div className="form__actions">
        <button type="submit" className="button" disabled={producerTicket.busy || chosen.length === 0}>
          {producerTicket.busy ? t('producerTicket.saving') : t('producerTicket.save')}
        </button>
      </div>
    </form>
  )
})
