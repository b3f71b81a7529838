// What failed in a long `npm test`, gathered from the lanes' lines as they pass, to be printed
// again at the very end. CI shows only the tail of the output, and the browser lane usually ends
// last: a unit test that failed half an hour earlier was out of sight, so a red CI run said
// "1 failed" without saying what (the stop of 2026-11-29).

// eslint-disable-next-line no-control-regex -- the colour codes turbo and the runners print are what is stripped
const COLOURS = /\x1b\[[0-9;]*m/g
/** turbo's "@kartis/web:test: " in front of each line of a task. */
const TASK_PREFIX = /^(\S+:\S+): ?/

/**
 * A line that opens a failure's account, how many lines after it belong to the account, and whether
 * the line before it (a file's path) belongs too.
 */
const OPENERS = [
  { pattern: /^\s*FAIL\s/, lines: 14 }, // vitest: a failed test (or file) and its error
  { pattern: /^\s*\d+\) \[/, lines: 14 }, // Playwright: a failed test and its error
  { pattern: /Unhandled (Error|Rejection)/, lines: 14 }, // vitest: an error outside any test
  { pattern: /error TS\d+:/, lines: 0 }, // tsc
  { pattern: /^\s*\d+:\d+\s+error\s/, lines: 0, pathBefore: true }, // eslint
  { pattern: /^Failed:\s/, lines: 0 }, // turbo: the tasks that failed
]
/** Where the runners say the failure happened ("❯ src/x.test.ts:130:37"): kept even past the first lines of a long diff. */
const LOCATION = /^\s*❯ \S+:\d+:\d+/
/** How far a failure's account is read for its location. */
const ACCOUNT_LINES = 80
/** vitest's separator between failures: an account ends there. */
const SEPARATOR = /^\s*⎯{3,}/
/** vitest's totals: the account is over (and .ci/run sums these lines, so they are never repeated). */
const SUMMARY = /^\s*(Test Files|Tests)\s/
/** The recap is a pointer to the full output, not a second copy of it. */
const MAX_LINES = 200

/** Collects the failures of one run; `add` each line as printed, `lines` at the end. */
export const failureRecap = () => {
  const kept = []
  let verbatim = 0
  let open = 0
  let previous = ''
  return {
    add(raw) {
      const plain = raw.replace(COLOURS, '')
      const task = TASK_PREFIX.exec(plain)?.[1]
      const line = plain.replace(TASK_PREFIX, '')
      const keep = (text) => {
        if (kept.length < MAX_LINES) kept.push(task === undefined ? text : `${task}: ${text}`)
      }
      const opener = OPENERS.find(({ pattern }) => pattern.test(line))
      if (opener !== undefined) {
        if (opener.pathBefore === true && previous.trim().startsWith('/')) keep(previous)
        keep(line)
        verbatim = opener.lines
        open = opener.lines === 0 ? 0 : ACCOUNT_LINES
      } else if (open > 0) {
        open -= 1
        if (SEPARATOR.test(line) || SUMMARY.test(line)) open = 0
        else if (line.trim() !== '' && (verbatim > 0 || LOCATION.test(line))) {
          keep(line)
          verbatim -= 1
        }
      }
      previous = line
    },
    lines: () => [...kept],
  }
}
