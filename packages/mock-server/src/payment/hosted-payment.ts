import * as E from 'fp-ts/Either'
import {
  DEFAULT_NUMBER_OF_PAYMENTS,
  ZERO,
  agorot,
  kartisError,
  numberOfPaymentsOptions,
  validateCardForm,
  type Agorot,
  type CardField,
  type Locale,
  type Result,
  type ValidationMessage,
} from '@kartis/core'
import type { PaymentSession, PaymentSessionRepository } from '../storage/payment-sessions'
import { renderHostedPage, type CardFormView, type HostedFormField, type PaymentMessage } from './hosted-page'
import { HOSTED_PAGE_TEXTS, type HostedFieldMessage } from './hosted-page-texts'
import type { PaymentOutcome } from '../observability/box-office-metrics'
import { storefrontOriginOf, type PaymentConfig } from './payment-config'
import { isPaymentSessionExpired } from './session-expiry'
import { simulatedOutcome } from './test-cards'

/** What the hosted payment simulator needs. */
export interface HostedPaymentDeps {
  readonly paymentSessions: PaymentSessionRepository
  readonly clock: { now(): number }
  readonly config: PaymentConfig
  /** Waits `ms` before the slow card's answer; tests record the wait instead of sleeping. */
  readonly wait: (ms: number) => Promise<void>
  /** Told what became of each submitted card (the metrics count it). */
  readonly onOutcome?: (outcome: PaymentOutcome) => void
}

/** An HTML answer of the simulator and its status. */
export interface HostedPageResponse {
  readonly status: number
  readonly html: string
}

/** §7 the address of the hosted card page of a session. */
export const hostedPagePath = (sessionId: string, locale: Locale): string =>
  `/api/payment/hosted/${encodeURIComponent(sessionId)}?locale=${locale}`

/** The most one card payment may be (₪1,000,000), far above any order, so amounts stay exact integers. */
export const MAX_CARD_PAYMENT = agorot(100_000_000)

/**
 * §7 GET /payment/form/{locale}: opens a payment session of the visitor for `total` (the
 * balance due the storefront shows; the commit checks it against the server's own price) and
 * returns the hosted page's address. INVALID_AMOUNT when there is nothing to pay by card, or
 * more than MAX_CARD_PAYMENT.
 */
export const openPaymentForm = async (
  deps: HostedPaymentDeps,
  request: { readonly uuid: string; readonly locale: Locale; readonly total: Agorot },
): Promise<Result<string>> => {
  if (request.total <= ZERO || request.total > MAX_CARD_PAYMENT) return E.left(kartisError('INVALID_AMOUNT', { total: request.total }))
  const session = await deps.paymentSessions.create({ uuid: request.uuid, amount: request.total, numberOfPayments: 1 })
  return E.map((opened: PaymentSession) => `${deps.config.publicBaseUrl}${hostedPagePath(opened.id, request.locale)}`)(session)
}

/** How the page was opened: its language, and the storefront that opened it when it is an allowed one (null: the page's own origin). */
interface PageOpening {
  readonly locale: Locale
  readonly storefrontOrigin: string | null
}

const pageOpening = (config: PaymentConfig, locale: Locale, origin: string | undefined): PageOpening => ({
  locale,
  storefrontOrigin: storefrontOriginOf(config, origin),
})

const messageOf = (
  locale: Locale,
  status: PaymentMessage['status'],
  session: Pick<PaymentSession, 'id' | 'numberOfPayments'> | null,
  text: (texts: (typeof HOSTED_PAGE_TEXTS)[Locale]) => string,
): PaymentMessage => ({
  source: 'kartis-payment',
  status,
  paymentId: session?.id ?? null,
  // §3 the cart's numberOfPayments is what the card holder chose on this page.
  numberOfPayments: session?.numberOfPayments ?? DEFAULT_NUMBER_OF_PAYMENTS,
  message: text(HOSTED_PAGE_TEXTS[locale]),
})

const resultPage = (status: number, page: PageOpening, message: PaymentMessage): HostedPageResponse => ({
  status,
  html: renderHostedPage(page.locale, { kind: 'result', message }, page.storefrontOrigin),
})

/** §8 the page of an unknown or expired session: payment expired, redo the order. */
const unavailable = (status: number, page: PageOpening, session: PaymentSession | null): HostedPageResponse =>
  resultPage(
    status,
    page,
    messageOf(page.locale, 'error', session, (t) => t.unavailable),
  )

/** The page of a session settled earlier: it tells the storefront the outcome again. */
const settledPage = (status: number, page: PageOpening, session: PaymentSession): HostedPageResponse =>
  resultPage(
    status,
    page,
    session.status === 'approved'
      ? messageOf(page.locale, 'approved', session, (t) => `${t.alreadySettled} ${t.approved}`)
      : messageOf(page.locale, 'declined', session, (t) => `${t.alreadySettled} ${t.declined}`),
  )

const formPage = (
  status: number,
  page: PageOpening,
  deps: HostedPaymentDeps,
  session: PaymentSession,
  values: CardFormView['values'],
  fieldErrors: CardFormView['fieldErrors'],
): HostedPageResponse => ({
  status,
  html: renderHostedPage(
    page.locale,
    {
      kind: 'form',
      sessionId: session.id,
      amount: session.amount,
      paymentOptions: numberOfPaymentsOptions(deps.config.paymentsRange),
      values,
      fieldErrors,
    },
    page.storefrontOrigin,
  ),
})

/** The session the page is for, when it still takes a card; otherwise the page to show instead. */
const openSession = async (
  deps: HostedPaymentDeps,
  sessionId: string,
  page: PageOpening,
): Promise<E.Either<HostedPageResponse, PaymentSession>> => {
  const session = await deps.paymentSessions.get(sessionId)
  if (session === null) return E.left(unavailable(404, page, null))
  if (session.status !== 'pending') return E.left(settledPage(409, page, session))
  if (isPaymentSessionExpired(session, deps.clock.now(), deps.config.paymentSessionTtlMs)) return E.left(unavailable(410, page, session))
  return E.right(session)
}

/**
 * §2 the hosted card page of a session: the form while it is pending, else what became of it.
 * `origin` is the storefront's origin as the opener named it (the `origin` parameter); only an
 * allowed one becomes the target of the page's message (see storefrontOriginOf).
 */
export const showHostedPage = async (
  deps: HostedPaymentDeps,
  sessionId: string,
  locale: Locale,
  origin?: string,
): Promise<HostedPageResponse> => {
  const page = pageOpening(deps.config, locale, origin)
  const session = await deps.paymentSessions.get(sessionId)
  if (session !== null && session.status !== 'pending') return settledPage(200, page, session)
  const open = await openSession(deps, sessionId, page)
  return E.isLeft(open) ? open.left : formPage(200, page, deps, open.right, {}, {})
}

const MESSAGE_OF_KEY: Readonly<Partial<Record<ValidationMessage['key'], HostedFieldMessage>>> = {
  'validation.required': 'required',
  'validation.card_number': 'cardNumber',
  'validation.card_expiry': 'expiry',
  'validation.card_expired': 'expired',
  'validation.cvv': 'cvv',
  'validation.israeli_id': 'holderId',
}

const FALLBACK_MESSAGE: Readonly<Record<CardField, HostedFieldMessage>> = {
  cardNumber: 'cardNumber',
  expiry: 'expiry',
  cvv: 'cvv',
  holderId: 'holderId',
}

const CARD_FIELDS: readonly CardField[] = ['cardNumber', 'expiry', 'cvv', 'holderId']

const textOf = (form: Readonly<Record<string, unknown>>, field: HostedFormField): string => {
  const value = form[field]
  const first: unknown = Array.isArray(value) ? value[0] : value
  return typeof first === 'string' ? first : ''
}

/**
 * §7 the card form posted to the simulator: validated with the core's card rules (§3) and the
 * payments range (§9), then answered as the test cards say (the slow card after the configured
 * delay) and recorded on the session, approved or declined with the card's last four digits.
 * The answer is the outcome page, which posts a PaymentMessage to the storefront; a form with
 * errors comes back with them (422), and a session that is unknown (404), settled (409) or
 * expired (410) gets a page saying so. `origin` as for showHostedPage (the form carries it on).
 */
export const submitHostedPayment = async (
  deps: HostedPaymentDeps,
  sessionId: string,
  locale: Locale,
  form: Readonly<Record<string, unknown>>,
  origin?: string,
): Promise<HostedPageResponse> => {
  const { page, outcome } = await submitCard(deps, sessionId, locale, form, origin)
  deps.onOutcome?.(outcome)
  return page
}

/** The outcome of a submission whose page has this status (not approved: those say it themselves). */
const refusalOf = (status: number): PaymentOutcome =>
  status === 404 ? 'unknown_session' : status === 410 ? 'expired_session' : status === 409 ? 'already_settled' : 'invalid_form'

const submitCard = async (
  deps: HostedPaymentDeps,
  sessionId: string,
  locale: Locale,
  form: Readonly<Record<string, unknown>>,
  origin: string | undefined,
): Promise<{ readonly page: HostedPageResponse; readonly outcome: PaymentOutcome }> => {
  const refused = (answer: HostedPageResponse) => ({ page: answer, outcome: refusalOf(answer.status) })
  const page = pageOpening(deps.config, locale, origin)
  const open = await openSession(deps, sessionId, page)
  if (E.isLeft(open)) return refused(open.left)
  const session = open.right
  const typed = {
    cardNumber: textOf(form, 'cardNumber'),
    expiry: textOf(form, 'expiry'),
    cvv: textOf(form, 'cvv'),
    holderId: textOf(form, 'holderId'),
  }
  const chosenPayments = textOf(form, 'numberOfPayments').trim()
  const options = numberOfPaymentsOptions(deps.config.paymentsRange)
  const paymentsValid = chosenPayments === '' || options.some((count) => String(count) === chosenPayments)
  const card = validateCardForm(typed, deps.clock.now())
  if (E.isLeft(card) || !paymentsValid) {
    const fieldErrors: Partial<Record<HostedFormField, HostedFieldMessage>> = {}
    if (E.isLeft(card))
      for (const field of CARD_FIELDS) {
        const message = card.left.fields[field]
        if (message !== undefined) fieldErrors[field] = MESSAGE_OF_KEY[message.key] ?? FALLBACK_MESSAGE[field]
      }
    if (!paymentsValid) fieldErrors.numberOfPayments = 'numberOfPayments'
    const { cardNumber, expiry, holderId } = typed
    return refused(formPage(422, page, deps, session, { cardNumber, expiry, holderId, numberOfPayments: chosenPayments }, fieldErrors))
  }
  const outcome = simulatedOutcome(card.right.cardNumber)
  if (outcome.delayed) await deps.wait(deps.config.slowCardDelayMs)
  const settled = await deps.paymentSessions.settle(session.id, {
    status: outcome.status,
    cardLast4: card.right.cardNumber.slice(-4),
    numberOfPayments: chosenPayments === '' ? DEFAULT_NUMBER_OF_PAYMENTS : Number(chosenPayments),
  })
  if (E.isLeft(settled)) {
    // Settled meanwhile (the form sent twice): show what the first submission decided.
    const now = await deps.paymentSessions.get(session.id)
    return refused(now === null ? unavailable(404, page, session) : settledPage(409, page, now))
  }
  return outcome.status === 'approved'
    ? {
        page: resultPage(
          200,
          page,
          messageOf(page.locale, 'approved', settled.right, (t) => t.approved),
        ),
        outcome: 'approved',
      }
    : {
        page: resultPage(
          200,
          page,
          messageOf(page.locale, 'declined', settled.right, (t) => t.declined),
        ),
        outcome: 'declined',
      }
}
