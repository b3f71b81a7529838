// `npm start`: the reference box-office server on PORT (default 8080), data in PostgreSQL (DATABASE_URL) or the SQLite file KARTIS_DB.
import * as E from 'fp-ts/Either'
import type { Result } from '@kartis/core'
import { buildApp } from './app'
import { captchaConfigFromEnv, captchaContentSources, captchaVerifierOf } from './captcha/captcha-config'
import { DEFAULT_CUSTOMER_CONFIG, customerConfigFromEnv } from './customers/customer-config'
import { NO_RATE_LIMITS } from './http/rate-limits'
import { smsSenderOf, smsSettingsFromEnv } from './sms/sms-config'
import { emailSenderOf, emailSettingsFromEnv } from './email/email-config'
import { logLevelFromEnv } from './observability/logging'
import { protectionConfigFromEnv } from './http/protection-env'
import { paymentConfigFromEnv } from './payment/payment-config'
import { seedDemo } from './demo/seed-demo'
import { seedDemoStaff } from './demo/demo-staff'
import { seedDemoHistory } from './demo/demo-history'
import { startHoldReleaseSweep } from './holds/hold-release-sweep'
import { InProcessSeatEvents } from './seats/in-process-seat-events'
import { startLockSweep } from './seats/lock-sweep'
import { listenForVenueChanges } from './venues/venue-changes'
import { PostgresSeatEvents } from './seats/postgres-seat-events'
import { publishFreed } from './seats/seat-events'
import { startBackgroundCheckpoints } from './storage/background-checkpoints'
import { openBoxOfficeDatabase } from './storage/database/open-box-office-database'
import { IN_MEMORY } from './storage/database/storage-database'
import { sqlServerStorage } from './storage/sql-server-storage'
import { defaultVenueFromEnv } from './venues/venue-env'

const port = Number(process.env['PORT'] ?? '8080')
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got '${process.env['PORT'] ?? ''}'`)
  process.exit(1)
}
const host = process.env['HOST'] ?? '0.0.0.0'
/** A setting read from the environment, or one line saying what is wrong with it and no start. */
const orStop = <T>(setting: Result<T>): T => {
  if (E.isRight(setting)) return setting.right
  console.error(setting.left.serverMessage ?? setting.left.code)
  return process.exit(1)
}
const payment = orStop(paymentConfigFromEnv(process.env))
// §9 KARTIS_MODE and KARTIS_CAPTCHA (README, "Captcha"): production without a real captcha does not start.
const captcha = orStop(captchaConfigFromEnv(process.env))
// Issue 12 KARTIS_CUSTOMER_SECRET and KARTIS_SMS_PROVIDER with its Twilio variables (README, "Customer accounts").
const customers = orStop(customerConfigFromEnv(process.env, captcha.mode))
const smsSettings = orStop(smsSettingsFromEnv(process.env))
const emailSettings = orStop(emailSettingsFromEnv(process.env))
const logging = logLevelFromEnv(process.env)
// Issue 15 the venue served where a request names none (KARTIS_DEFAULT_VENUE).
const defaultVenue = orStop(defaultVenueFromEnv(process.env))
if ('error' in logging) {
  console.error(logging.error)
  process.exit(1)
}
// How long SIGTERM waits for requests in flight before exiting anyway (a stuck request must not block the exit).
const shutdownMs = Number(process.env['KARTIS_SHUTDOWN_TIMEOUT_MS'] ?? '10000')
if (!Number.isInteger(shutdownMs) || shutdownMs <= 0) {
  console.error(
    `KARTIS_SHUTDOWN_TIMEOUT_MS must be a positive number of milliseconds, got '${process.env['KARTIS_SHUTDOWN_TIMEOUT_MS'] ?? ''}'`,
  )
  process.exit(1)
}
const metricsToken = process.env['KARTIS_METRICS_TOKEN'] ?? ''
// Issue 10 rate limits, seat-hold cap per address, trusted proxies (README: "Abuse protections").
const protections = orStop(protectionConfigFromEnv(process.env))
const clock = { now: () => Date.now() }

// DATABASE_URL (PostgreSQL) or KARTIS_DB (SQLite): opened and migrated, or one line saying why not.
const opened = await openBoxOfficeDatabase(process.env, clock)
if ('error' in opened) {
  console.error(opened.error)
  process.exit(1)
}
const { database } = opened
const storage = sqlServerStorage(database, clock, { venues: { defaultBusinessId: defaultVenue } })
const seeded = await seedDemo(storage, clock)
// Issue 13 the demo staff (README, "Producer console") exist in development only: production has no known passwords.
const staffAdded = captcha.mode === 'development' ? await seedDemoStaff(storage.staff) : 0
// … and so does the demo's last month of sales, for the producer's reports (added once; KARTIS_DEMO_HISTORY=off leaves it out).
const historySold =
  captcha.mode === 'development' && process.env['KARTIS_DEMO_HISTORY'] !== 'off' ? await seedDemoHistory(database, clock) : 0
// §3 live seat status: on PostgreSQL changes cross instances by LISTEN/NOTIFY; one process needs nothing more.
const seatEvents =
  opened.location.engine === 'postgres'
    ? await PostgresSeatEvents.start(database, {
        url: opened.location.url,
        onError: (error) => console.error(`seat events: ${error instanceof Error ? error.message : String(error)}`),
      })
    : new InProcessSeatEvents()
// Issue 15 §4 a venue saved on another instance is read again here at once (one process needs nothing more).
const venueChanges =
  opened.location.engine === 'postgres'
    ? await listenForVenueChanges(storage.venues, {
        url: opened.location.url,
        onError: (error) => console.error(`venue changes: ${error instanceof Error ? error.message : String(error)}`),
      })
    : null
// After seeding, whose big transactions are best checkpointed in line; from here on the
// fsyncs of SQLite's checkpoints stay off the event loop (see background-checkpoints).
const checkpoints =
  database.sqlite === undefined || database.sqlite.path === IN_MEMORY
    ? null
    : startBackgroundCheckpoints(database.sqlite.handle, database.sqlite.path)
// §4 expired locks are deleted by every instance; each freed seat is reported by one of them.
const sweep = startLockSweep({
  seats: storage.seats,
  onFreed: (seats) => void publishFreed(seatEvents, seats),
  onError: (error) => console.error(`lock sweep: ${error instanceof Error ? error.message : String(error)}`),
})
// §9 holds not paid 30 minutes before the event are released by every instance, each hold once.
const sms = smsSenderOf(smsSettings, storage.sms)
const holdRelease = startHoldReleaseSweep({
  holds: storage.holdReleases,
  seatEvents,
  sms,
  onReleased: (holds) =>
    console.log(`hold release: ${holds.map((hold) => hold.reservationIdentifier).join(', ')} unpaid at the deadline, seats freed`),
  onError: (error) => console.error(`hold release: ${error instanceof Error ? error.message : String(error)}`),
})
const app = buildApp({
  storage,
  seatEvents,
  clock,
  sms,
  email: emailSenderOf(emailSettings, storage.email),
  // §6 who may cancel online is each venue's setting (issue 15: the demo theatre's venue allows it).
  payment: { config: payment },
  logging: { level: logging.level },
  config: {
    ...protections,
    captcha: captchaVerifierOf(captcha),
    contentSecurity: captchaContentSources(captcha),
    metricsToken: metricsToken === '' ? null : metricsToken,
    mode: captcha.mode,
    customers: {
      ...DEFAULT_CUSTOMER_CONFIG,
      ...customers,
      // KARTIS_RATE_LIMITS=off (browser tests and benches, every visitor from one address) lifts the per-number code limit too.
      ...(protections.rateLimits === NO_RATE_LIMITS
        ? { codesPerTargetPerHour: Number.POSITIVE_INFINITY, loginLinksPerEmailPerHour: Number.POSITIVE_INFINITY }
        : {}),
    },
  },
})

let stopping = false
/**
 * SIGTERM/SIGINT: stop accepting, let the requests in flight finish (app.close: new requests on
 * open connections get 503, idle connections close), then close the database and exit 0; after
 * shutdownMs exit 1 anyway. Commits are atomic on either engine, so a request cut by the
 * deadline leaves its transaction either whole or absent.
 */
const stop = async (signal: string): Promise<void> => {
  if (stopping) return
  stopping = true
  console.log(`${signal}: closing the server (finishing the requests in flight, at most ${shutdownMs} ms)`)
  const deadline = setTimeout(() => {
    console.error(`${signal}: requests still in flight after ${shutdownMs} ms; exiting without them`)
    process.exit(1)
  }, shutdownMs)
  deadline.unref()
  try {
    await app.close()
    await sweep.stop()
    await holdRelease.stop()
    await seatEvents.close()
    await venueChanges?.close()
    await checkpoints?.stop()
  } finally {
    await database.close()
  }
  clearTimeout(deadline)
  process.exit(0)
}
process.on('SIGINT', () => void stop('SIGINT'))
process.on('SIGTERM', () => void stop('SIGTERM'))

await app.listen({ port, host })
const address = app.server.address()
const actual = typeof address === 'object' && address !== null ? address.port : port
console.log(
  `Kartis box office: http://localhost:${actual}/ (API http://localhost:${actual}/api/health; ` +
    `${seeded.catalogSeeded ? 'demo data created' : 'demo data kept'}, ${seeded.presentationIds.length} presentations added` +
    `${staffAdded > 0 ? `, ${staffAdded} demo staff added` : ''}` +
    `${historySold > 0 ? `, last month's ${historySold} reservations added` : ''})`,
)
console.log(
  `${captcha.mode} mode, captcha: ${captcha.provider.kind}, SMS: ${smsSettings.kind}, e-mail: ${emailSettings.kind}; data: ${opened.description}`,
)
