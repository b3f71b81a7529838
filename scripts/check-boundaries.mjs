#!/usr/bin/env node
// The workspace boundary check (see ARCHITECTURE.md): reads every packages/*/src/**/*.{ts,tsx}
// and fails, listing file:line and the rule, when a package imports what it must not.
// `--self-test` first proves the check catches each kind of breach on known-bad fixtures.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { importsOf, violationsOf } from './boundaries.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Known-bad sources (each must break exactly `rule` on `line`) and known-good ones (none). */
const FIXTURES = [
  {
    pkg: 'core',
    file: 'src/a/b.ts',
    rule: 'core-imports',
    line: 2,
    source: "import * as E from 'fp-ts/Either'\nimport { observable } from 'mobx'\n",
  },
  { pkg: 'core', file: 'src/a/b.ts', rule: 'core-imports', line: 1, source: "import { readFileSync } from 'node:fs'\n" },
  { pkg: 'core', file: 'src/a/b.ts', rule: 'core-imports', line: 1, source: "export { x } from '@kartis/api-adapter'\n" },
  { pkg: 'core', file: 'src/a/b.ts', rule: 'core-imports', line: 2, source: 'const f = async () =>\n  import("react")\n' },
  { pkg: 'core', file: 'src/a/b.ts', rule: 'core-imports', line: 1, source: "const t = require('io-ts')\n" },
  { pkg: 'core', file: 'src/a/b.ts', rule: 'core-imports', line: 1, source: "import fc from 'fast-check'\n" },
  { pkg: 'core', file: 'src/a/b.test.ts', rule: 'core-imports', line: 1, source: "import { render } from '@testing-library/react'\n" },
  { pkg: 'core', file: 'src/a/b.ts', rule: 'core-imports', line: 3, source: "import {\n  a,\n} from 'dayjs'\n" },
  { pkg: 'core', file: 'src/a/b.ts', rule: 'core-globals', line: 1, source: "export const load = () => fetch('/api/x')\n" },
  {
    pkg: 'core',
    file: 'src/a/b.ts',
    rule: 'core-globals',
    line: 2,
    source: '// window is fine in a comment\nexport const w = window.innerWidth\n',
  },
  { pkg: 'core', file: 'src/a/b.ts', rule: 'core-globals', line: 1, source: 'export const dir = document.dir\n' },
  { pkg: 'core', file: 'src/a/b.ts', rule: 'core-globals', line: 1, source: 'export const env = process.env.NODE_ENV\n' },
  {
    pkg: 'core',
    file: 'src/a/b.ts',
    rule: 'core-globals',
    line: 1,
    source: 'export const later = (f: () => void) => setTimeout(f, 1000)\n',
  },
  {
    pkg: 'core',
    file: 'src/a/b.ts',
    rule: 'core-globals',
    line: 1,
    source: 'export const tick = (f: () => void) => setInterval(f, 1000)\n',
  },
  { pkg: 'core', file: 'src/a/b.ts', rule: 'core-globals', line: 1, source: 'export const now = () => Date.now()\n' },
  { pkg: 'core', file: 'src/a/b.ts', rule: 'core-globals', line: 1, source: 'export const today = () => new Date().toISOString()\n' },
  { pkg: 'core', file: 'src/a/b.ts', rule: 'core-globals', line: 2, source: 'export const a = 1\nexport const today = () => new Date\n' },
  { pkg: 'core', file: 'src/a/b.ts', rule: 'core-globals', line: 1, source: 'export const stamp = () => `${Date()}`\n' },
  { pkg: 'core', file: 'src/a/b.ts', rule: 'core-globals', line: 1, source: 'export const g = globalThis\n' },
  {
    pkg: 'api-adapter',
    file: 'src/http.ts',
    rule: 'api-adapter-imports',
    line: 1,
    source: "import { createServer } from '@kartis/mock-server'\n",
  },
  {
    pkg: 'mock-server',
    file: 'src/main.ts',
    rule: 'mock-server-imports',
    line: 1,
    source: "import { App } from '@kartis/live-console'\n",
    also: ['no-ui-imports'],
  },
  {
    pkg: 'api-adapter',
    file: 'src/x.ts',
    rule: 'no-ui-imports',
    line: 1,
    source: "import { App } from '@kartis/web'\n",
    also: ['api-adapter-imports'],
  },
  { pkg: 'live-console', file: 'src/x.tsx', rule: 'no-ui-imports', line: 1, source: "import { App } from '@kartis/web'\n" },
  // The storefront's shared export is open to the console only, and only as that exact specifier.
  {
    pkg: 'live-console',
    file: 'src/x.tsx',
    rule: 'no-ui-imports',
    line: 1,
    source: "import { SeatMap } from '@kartis/web/shared/seat-map'\n",
    also: ['no-internals'],
  },
  {
    pkg: 'live-console',
    file: 'src/x.tsx',
    rule: 'no-ui-imports',
    line: 1,
    source: "import { SeatMap } from '@kartis/web/src/shared'\n",
    also: ['no-internals'],
  },
  {
    pkg: 'api-adapter',
    file: 'src/x.ts',
    rule: 'no-ui-imports',
    line: 1,
    source: "import { SeatMap } from '@kartis/web/shared'\n",
    also: ['api-adapter-imports', 'no-internals'],
  },
  {
    pkg: 'mock-server',
    file: 'src/x.ts',
    rule: 'mock-server-imports',
    line: 1,
    source: "import { SeatMap } from '@kartis/web/shared'\n",
    also: ['no-ui-imports', 'no-internals'],
  },
  { pkg: 'web', file: 'src/x.ts', rule: 'no-internals', line: 1, source: "import { money } from '@kartis/core/src/money/money'\n" },
  {
    pkg: 'web',
    file: 'src/a/x.ts',
    rule: 'no-internals',
    line: 1,
    source: "import { decodeWith } from '../../../api-adapter/src/decode'\n",
  },
  {
    pkg: 'core',
    file: 'src/a/x.ts',
    rule: 'no-internals',
    line: 1,
    source: "import type { Timer } from '../../../api-adapter/src/timer'\n",
  },
  { pkg: 'web', file: 'src/x.ts', rule: 'literal-imports', line: 1, source: 'const load = (name: string) => import(name)\n' },
  { pkg: 'web', file: 'src/x.ts', rule: 'literal-imports', line: 1, source: 'const load = (name: string) => import(`./pages/${name}`)\n' },
  { pkg: 'web', file: 'src/x.ts', rule: 'literal-imports', line: 1, source: 'const load = (p: string) => import(pathToFileURL(p).href)\n' },
  // Known good: each must produce no violation.
  {
    pkg: 'mock-server',
    file: 'src/static/x.ts',
    source:
      'const load = (p: string, v: number) => import(`${pathToFileURL(p).href}?v=${v}`)\nconst again = (p: string) => import(pathToFileURL(p).href)\n',
  },
  {
    pkg: 'core',
    file: 'src/a/b.ts',
    source: "import * as E from 'fp-ts/Either'\nimport { pipe } from 'fp-ts/function'\nimport type { Agorot } from '../money/money'\n",
  },
  {
    pkg: 'core',
    file: 'src/a/b.ts',
    source:
      "/** Date.now() and fetch() are the adapter's; see window.location */\nexport const help = 'use document and window only in the UI'\n",
  },
  {
    pkg: 'core',
    file: 'src/a/b.ts',
    source:
      'export const parse = (s: string) => Date.parse(s)\nexport const at = (c: { now(): number }) => c.now()\nexport const x = cart.document\n',
  },
  {
    pkg: 'core',
    file: 'src/a/b.ts',
    source:
      'export const asDate = (epochMs: number) => new Date(epochMs)\nexport const day = (c: { now(): number }) => new Date( c.now() ).getUTCDate()\n',
  },
  {
    pkg: 'core',
    file: 'src/a/b.test.ts',
    source:
      "import { it } from 'vitest'\nimport fc from 'fast-check'\nimport { sample } from '../../test/fixtures'\nconst t = new Date(0)\n",
  },
  { pkg: 'live-console', file: 'src/x.tsx', source: "import { SeatMap, ERROR_TEXTS } from '@kartis/web/shared'\n" },
  { pkg: 'api-adapter', file: 'src/x.ts', source: "import * as t from 'io-ts'\nimport { fromShekels } from '@kartis/core'\n" },
  {
    pkg: 'web',
    file: 'src/x.tsx',
    source:
      "import { App } from '@kartis/web'\nimport { createRoot } from 'react-dom/client'\nimport { decodeWith } from '@kartis/api-adapter'\n",
  },
  {
    pkg: 'mock-server',
    file: 'src/x.ts',
    source:
      "import http from 'node:http'\nimport { formatMoney } from '@kartis/core'\nconst text = 'from \"@kartis/web\" in a string is no import'\n",
  },
]

const selfTest = () => {
  const failures = []
  for (const fixture of FIXTURES) {
    const found = violationsOf(fixture.pkg, fixture.file, fixture.source)
    const rules = found.map((v) => `${v.rule}@${v.line}`).sort()
    const expected = fixture.rule === undefined ? [] : [fixture.rule, ...(fixture.also ?? [])].map((r) => `${r}@${fixture.line}`).sort()
    if (JSON.stringify(rules) !== JSON.stringify(expected)) {
      failures.push(
        `${fixture.pkg}/${fixture.file}: expected [${expected.join(', ')}], got [${rules.join(', ')}]\n    ${fixture.source.trim().replaceAll('\n', '\n    ')}`,
      )
    }
  }
  const bad = FIXTURES.filter((f) => f.rule !== undefined).length
  if (failures.length > 0) {
    console.error(`boundary self-test: ${failures.length} of ${FIXTURES.length} fixtures misjudged:\n  ${failures.join('\n  ')}`)
    return false
  }
  console.log(`boundary self-test: ${bad} known-bad fixtures caught, ${FIXTURES.length - bad} known-good fixtures passed`)
  return true
}

const sourcesUnder = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourcesUnder(full)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : []
  })

const checkTree = () => {
  const packagesDir = path.join(root, 'packages')
  const packages = readdirSync(packagesDir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
  let files = 0
  let imports = 0
  const problems = []
  for (const pkg of packages) {
    const srcDir = path.join(packagesDir, pkg, 'src')
    let sources = []
    try {
      sources = sourcesUnder(srcDir)
    } catch {
      continue
    }
    for (const full of sources) {
      const source = readFileSync(full, 'utf8')
      const file = path.relative(path.join(packagesDir, pkg), full).split(path.sep).join('/')
      files += 1
      imports += importsOf(source).length
      for (const v of violationsOf(pkg, file, source).sort((a, b) => a.line - b.line)) {
        problems.push(`packages/${pkg}/${file}:${v.line}  [${v.rule}] ${v.detail}`)
      }
    }
  }
  const summary = `${files} files, ${imports} imports in ${packages.length} packages (${packages.join(', ')})`
  if (problems.length > 0) {
    console.error(`boundary check FAILED: ${problems.length} breach(es) in ${summary}:\n  ${problems.join('\n  ')}`)
    return false
  }
  console.log(`boundary check: ok — ${summary}`)
  return true
}

const ok = process.argv.includes('--self-test') ? selfTest() : checkTree()
process.exit(ok ? 0 : 1)
