#!/usr/bin/env node
// The last step of `npm test`: the browser suite and everything else, in two lanes side by side
// from the start (two tasks at once on this 2-core machine).
//
// The browser suite (build the storefront and the console, then Playwright on one worker) is the
// long pole, ~43 min of tests. In one `turbo run … --concurrency=2` it started only 5-8 min in,
// after turbo had picked the lints, typechecks and unit tests first (turbo has no task priority).
// So it starts at once in a lane of its own; the other lane runs the lints, typechecks and unit
// tests one task at a time and then the browser suite's second part (KARTIS_E2E_PART, specs
// chosen in packages/web/playwright.config.ts), so that both lanes end at about the same time.
//
// Each lane's lines are printed whole, prefixed by turbo as usual, so .ci/run can still sum the
// test summaries. Both lanes always run to the end (a lane's steps too: a failing unit test does
// not skip the browser tests); the exit code is the first non-zero.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const turbo = path.join(root, 'node_modules', '.bin', 'turbo')

/**
 * Each lane's turbo runs, one after the other; `env` is added to the environment. The second
 * part runs `--only`: the builds it tests are the browser lane's, and turbo would otherwise
 * restore them from its cache over the files that lane's box office is serving.
 */
const LANES = [
  { name: 'browser', steps: [{ args: ['run', 'test:e2e', '--filter=@kartis/web'], env: { KARTIS_E2E_PART: 'first' } }] },
  {
    name: 'checks',
    steps: [
      { args: ['run', 'lint', 'typecheck', 'test', '--concurrency=1'], env: {} },
      { args: ['run', 'test:e2e', '--filter=@kartis/web', '--only'], env: { KARTIS_E2E_PART: 'second' } },
    ],
  },
]

/** Runs one turbo step of a lane; resolves with its exit code (a signal counts as 1). */
const runStep = (name, { args, env }) =>
  new Promise((resolve) => {
    const child = spawn(turbo, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } })
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => out.write(`${line}\n`))
    }
    child.on('error', (error) => {
      console.error(`test-lanes: a step of the ${name} lane did not start: ${error.message}`)
      resolve(1)
    })
    child.on('close', (code) => resolve(code ?? 1))
  })

/** Runs a lane's steps in order, every one of them; resolves with the first non-zero exit code. */
const runLane = async ({ name, steps }) => {
  const codes = []
  for (const step of steps) codes.push(await runStep(name, step))
  const code = codes.find((each) => each !== 0) ?? 0
  console.log(`test-lanes: the ${name} lane ended (exit ${code}) after ${minutesSince(started)} min`)
  return code
}

const minutesSince = (start) => ((Date.now() - start) / 60_000).toFixed(1)

const started = Date.now()
const codes = await Promise.all(LANES.map(runLane))
console.log(`test-lanes: ${LANES.map((lane, index) => `${lane.name} ${codes[index]}`).join(', ')} in ${minutesSince(started)} min`)
process.exit(codes.find((code) => code !== 0) ?? 0)
