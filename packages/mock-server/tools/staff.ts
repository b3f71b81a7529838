// `npm run staff -- add|list|disable …` (issue 13): the producer console's staff accounts, in the
// box office's database (DATABASE_URL or KARTIS_DB, as `npm start`). See STAFF_USAGE.
import { createInterface } from 'node:readline/promises'
import * as E from 'fp-ts/Either'
import { openBoxOfficeDatabase } from '../src/storage/database/open-box-office-database'
import { sqlServerStorage } from '../src/storage/sql-server-storage'
import { STAFF_USAGE, parseStaffCommand, runStaffCommand } from '../src/staff/staff-cli'

const command = parseStaffCommand(process.argv.slice(2))
if (E.isLeft(command)) {
  console.error(`${command.left}\n\n${STAFF_USAGE}`)
  process.exit(1)
}
const clock = { now: () => Date.now() }
const opened = await openBoxOfficeDatabase(process.env, clock)
if ('error' in opened) {
  console.error(opened.error)
  process.exit(1)
}

/** KARTIS_STAFF_PASSWORD, or the first line of the standard input (piped, or typed after the prompt). */
const password = async (): Promise<string> => {
  const fromEnv = process.env['KARTIS_STAFF_PASSWORD']
  if (fromEnv !== undefined) return fromEnv
  const lines = createInterface({ input: process.stdin, terminal: false })
  if (process.stdin.isTTY) process.stdout.write('Password (shown as typed; pipe it in or set KARTIS_STAFF_PASSWORD to avoid that): ')
  for await (const line of lines) {
    lines.close()
    return line
  }
  return ''
}

try {
  const done = await runStaffCommand(sqlServerStorage(opened.database, clock).staff, command.right, password)
  if (E.isLeft(done)) {
    console.error(done.left)
    process.exitCode = 1
  } else for (const line of done.right) console.log(line)
} finally {
  await opened.database.close()
}
