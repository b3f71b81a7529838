#!/usr/bin/env node
// First step of `npm start` and `npm test`: makes a fresh clone ready, so that the README's
// two commands are the whole set-up. It does, each only when needed, and says which:
// - `npm ci` when node_modules is missing or older than package-lock.json;
// - with `--browser` (npm test): Debian's chromium, which the browser tests drive at
//   /usr/bin/chromium (npm must never download a browser). As root it runs apt-get; as
//   anyone else it stops with the one command to run.
import { spawnSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const lockfile = path.join(root, 'package-lock.json')
// npm writes this copy of the lockfile at the end of every install: its age is the install's.
const installed = path.join(root, 'node_modules', '.package-lock.json')
/** Where the browser tests (packages/web/playwright.config.ts) expect Debian's chromium. */
const CHROMIUM = '/usr/bin/chromium'
const CHROMIUM_PACKAGE = 'chromium'

const run = (command, args, what) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
  if (result.status !== 0) {
    console.error(`setup: ${what} failed (exit ${result.status ?? result.signal ?? result.error?.message})`)
    process.exit(result.status ?? 1)
  }
}

const mtimeOf = (file) => {
  try {
    return statSync(file).mtimeMs
  } catch {
    return null
  }
}

const installDependencies = () => {
  const lockTime = mtimeOf(lockfile)
  const installTime = mtimeOf(installed)
  const reason =
    installTime === null
      ? 'node_modules is missing'
      : lockTime !== null && installTime < lockTime
        ? 'node_modules is older than package-lock.json'
        : null
  if (reason === null) {
    console.log('setup: node_modules matches package-lock.json, nothing to install')
    return
  }
  console.log(`setup: ${reason}; running npm ci (a few minutes the first time)`)
  run('npm', ['ci', '--no-audit', '--no-fund'], 'npm ci')
  console.log('setup: installed')
}

const installChromium = () => {
  if (existsSync(CHROMIUM)) {
    console.log(`setup: ${CHROMIUM} is there, nothing to install`)
    return
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot) {
    console.error(
      `setup: the browser tests need Debian's chromium at ${CHROMIUM}; install it once with:\n` +
        `  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${CHROMIUM_PACKAGE}`,
    )
    process.exit(1)
  }
  console.log(`setup: ${CHROMIUM} is missing; installing Debian's ${CHROMIUM_PACKAGE} with apt-get (about a minute)`)
  run('apt-get', ['update', '-qq'], 'apt-get update')
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', CHROMIUM_PACKAGE], `apt-get install ${CHROMIUM_PACKAGE}`)
  if (!existsSync(CHROMIUM)) {
    console.error(`setup: apt-get installed ${CHROMIUM_PACKAGE} but ${CHROMIUM} is still missing`)
    process.exit(1)
  }
  console.log(`setup: installed ${CHROMIUM}`)
}

installDependencies()
if (process.argv.includes('--browser')) installChromium()
