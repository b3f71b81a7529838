#!/usr/bin/env node
// The last step of `npm test`: the browser suite and everything else, side by side from the start.
//
// The browser suite (build the storefront and the console, then Playwright on one worker) is the
// long pole: ~35-40 min. In one `turbo run … --concurrency=2` it started only 5-8 min in, after
// turbo had picked the lints, typechecks and unit tests of core and api-adapter first (turbo has no
// task priority), which put CI at 47-53 min against its 40-min goal. Here it starts at once in a lane
// of its own, and the rest (~25-30 min of one core) runs one task at a time in the other: two tasks
// at once, as before, on this 2-core machine.
//
// Each lane's lines are printed whole, prefixed by turbo as usual, so .ci/run can still sum the
// test summaries. Both lanes always run to the end — the checks lane's turbo with --continue, so one
// package's failure does not hide the others' — and the exit code is the first non-zero of the two.
// What failed is printed again at the very end, where CI's tail of the output shows it.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { failureRecap } from './failure-recap.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const turbo = path.join(root, 'node_modules', '.bin', 'turbo')

const LANES = [
  { name: 'browser', args: ['run', 'test:e2e', '--filter=@kartis/web', '--concurrency=2'] },
  { name: 'checks', args: ['run', 'lint', 'typecheck', 'test', '--concurrency=1', '--continue'] },
]

/** One recap per stream of each lane: a failure's account is read from consecutive lines. */
const recaps = []

/** Runs one lane; resolves with its exit code (a signal counts as 1). */
const runLane = ({ name, args }) =>
  new Promise((resolve) => {
    const child = spawn(turbo, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: process.env })
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      const recap = failureRecap()
      recaps.push({ lane: name, recap })
      createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
        out.write(`${line}\n`)
        recap.add(line)
      })
    }
    child.on('error', (error) => {
      console.error(`test-lanes: the ${name} lane did not start: ${error.message}`)
      resolve(1)
    })
    child.on('close', (code) => {
      console.log(`test-lanes: the ${name} lane ended (exit ${code ?? 'signal'})`)
      resolve(code ?? 1)
    })
  })

const started = Date.now()
const codes = await Promise.all(LANES.map(runLane))
const failures = recaps.flatMap(({ lane, recap }) => recap.lines().map((line) => `  ▸ ${lane} │ ${line}`))
if (failures.length > 0) console.log(['test-lanes: what failed (the full account is above):', ...failures].join('\n'))
console.log(
  `test-lanes: ${LANES.map((lane, index) => `${lane.name} ${codes[index]}`).join(', ')} in ${((Date.now() - started) / 60_000).toFixed(1)} min`,
)
process.exit(codes.find((code) => code !== 0) ?? 0)
