// `npm run demo:generate -w @kartis/mock-server -- --reservations 100000 --months 12 [--seed 13]`: fills the box
// office's database (DATABASE_URL, or the SQLite file KARTIS_DB, as `npm start` reads them) with the demo and a year
// of generated sales, for the producer reports at scale (issue 13 §4). A database that has generated sales already
// is left alone.
import { parseArgs } from 'node:util'
import { generateSales } from '../src/demo/generated-sales'
import { openBoxOfficeDatabase } from '../src/storage/database/open-box-office-database'

const { values } = parseArgs({
  options: {
    reservations: { type: 'string', default: '100000' },
    months: { type: 'string', default: '12' },
    seed: { type: 'string', default: '13' },
  },
})

const wholeNumber = (name: string, text: string, max: number): number => {
  const value = Number(text)
  if (!Number.isInteger(value) || value < 1 || value > max) {
    console.error(`--${name}: a whole number from 1 to ${max}`)
    process.exit(2)
  }
  return value
}

const reservations = wholeNumber('reservations', values.reservations, 5_000_000)
const months = wholeNumber('months', values.months, 36)
const seed = wholeNumber('seed', values.seed, 2 ** 31)

const clock = { now: () => Date.now() }
const opened = await openBoxOfficeDatabase(process.env, clock)
if ('error' in opened) {
  console.error(opened.error)
  process.exit(1)
}
const { database, description } = opened
try {
  const already = await database.db
    .selectFrom('reservations')
    .select('reservation_identifier')
    .where('uuid', '=', 'generated-sales')
    .limit(1)
    .execute()
  if (already.length > 0) {
    console.error(`${description} has generated sales already: use an empty database (KARTIS_DB=… or DATABASE_URL=…)`)
    process.exitCode = 1
  } else {
    const started = Date.now()
    console.log(`${description}: the demo and ${reservations} reservations over ${months} months…`)
    const result = await generateSales(database, clock, {
      reservations,
      months,
      seed,
      onProgress: (written) => {
        if (written % 10_000 === 0) console.log(`  ${written} reservations`)
      },
    })
    console.log(
      `done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${result.presentations} presentations, ${result.reservations} reservations, ${result.places} places`,
    )
  }
} finally {
  await database.close()
}
