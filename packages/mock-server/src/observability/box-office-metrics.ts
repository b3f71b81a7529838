import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client'

/** Whether the box office did what was asked (a refusal is any expected failure: taken seat, captcha, rule). */
export type Outcome = 'ok' | 'refused'

/** What became of a card submitted on the hosted payment page. */
export type PaymentOutcome = 'approved' | 'declined' | 'invalid_form' | 'unknown_session' | 'expired_session' | 'already_settled'

/**
 * The box office's Prometheus metrics, counted by the routes through this object (never module
 * globals), on a registry of its own so that several apps in one process (tests) never clash.
 */
export interface BoxOfficeMetrics {
  /** The registry /metrics answers from. */
  readonly registry: Registry
  /** One answered HTTP request: `route` is the route pattern (bounded), never the raw URL. */
  readonly httpRequest: (method: string, route: string, status: number, seconds: number) => void
  /** §7 a seat lock and how long the lock transaction took. */
  readonly seatLock: (outcome: Outcome, seconds: number) => void
  /** §7 a seat unlock. */
  readonly seatUnlock: (outcome: Outcome) => void
  /** §7 an order commit (POST /payment/commit). */
  readonly orderCommit: (outcome: Outcome) => void
  /** §7 a card submitted on the hosted payment page. */
  readonly payment: (outcome: PaymentOutcome) => void
}

/** Lock latency buckets, in seconds: a lock is meant to take a few milliseconds (p99 goal 50 ms). */
const LOCK_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1]

/** Operations: default process metrics plus the box office's counters, on a new registry. */
export const createBoxOfficeMetrics = (): BoxOfficeMetrics => {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const registers = [registry]
  const requests = new Counter({
    name: 'kartis_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  })
  const requestSeconds = new Histogram({
    name: 'kartis_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    registers,
  })
  const locks = new Counter({
    name: 'kartis_seat_locks_total',
    help: 'Seat lock requests, by outcome',
    labelNames: ['outcome'] as const,
    registers,
  })
  const lockSeconds = new Histogram({
    name: 'kartis_seat_lock_duration_seconds',
    help: 'Time of the seat lock transaction, by outcome',
    labelNames: ['outcome'] as const,
    buckets: LOCK_BUCKETS,
    registers,
  })
  const unlocks = new Counter({
    name: 'kartis_seat_unlocks_total',
    help: 'Seat unlock requests, by outcome',
    labelNames: ['outcome'] as const,
    registers,
  })
  const commits = new Counter({
    name: 'kartis_order_commits_total',
    help: 'Order commits, by outcome',
    labelNames: ['outcome'] as const,
    registers,
  })
  const payments = new Counter({
    name: 'kartis_payments_total',
    help: 'Cards submitted on the hosted payment page, by outcome',
    labelNames: ['outcome'] as const,
    registers,
  })
  return {
    registry,
    httpRequest: (method, route, status, seconds) => {
      requests.inc({ method, route, status: String(status) })
      requestSeconds.observe({ method, route }, seconds)
    },
    seatLock: (outcome, seconds) => {
      locks.inc({ outcome })
      lockSeconds.observe({ outcome }, seconds)
    },
    seatUnlock: (outcome) => unlocks.inc({ outcome }),
    orderCommit: (outcome) => commits.inc({ outcome }),
    payment: (outcome) => payments.inc({ outcome }),
  }
}
