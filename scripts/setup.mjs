#!/usr/bin/env node
// First step of `npm start` and `npm test`: makes a fresh clone ready. Installs the
// workspace with `npm ci` when node_modules is missing or older than package-lock.json;
// otherwise does nothing. Says which, so a slow first run is not a mystery.
import { spawnSync } from 'node:child_process'
import { statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const lockfile = path.join(root, 'package-lock.json')
// npm writes this copy of the lockfile at the end of every install: its age is the install's.
const installed = path.join(root, 'node_modules', '.package-lock.json')

const mtimeOf = (file) => {
  try {
    return statSync(file).mtimeMs
  } catch {
    return null
  }
}

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
} else {
  console.log(`setup: ${reason}; running npm ci (a few minutes the first time)`)
  const run = spawnSync('npm', ['ci'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' })
  if (run.status !== 0) {
    console.error(`setup: npm ci failed (exit ${run.status ?? run.signal})`)
    process.exit(run.status ?? 1)
  }
  console.log('setup: installed')
}
