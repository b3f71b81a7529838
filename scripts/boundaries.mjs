// Pure functions of the workspace boundary check: given a file's package, path and source,
// list the rules it breaks. No file system here, so the self-test can feed fixtures.
import path from 'node:path'

/** Packages whose code is a user interface; nothing but themselves may import them. */
export const UI_PACKAGES = ['@kartis/web', '@kartis/live-console']

/**
 * The one door through a UI package: the storefront's shared export (the seat map, the theme
 * tokens, the error texts), which the console reuses instead of copying. Only the packages listed
 * may import exactly that specifier; nothing deeper, nothing else of the package.
 */
export const SHARED_UI_EXPORTS = { '@kartis/web/shared': ['live-console'] }

const isSharedUiImport = (pkg, specifier) => (SHARED_UI_EXPORTS[specifier] ?? []).includes(pkg)

/** A global name used bare (not as a property `x.name`), followed by `rest`. */
const bareName = (name, rest = '\\b') => new RegExp(`(?<![.\\w$])${name}${rest}`)

/**
 * What the core must not touch. The core is the product's rules and must run, the same,
 * in a browser, in Node and in a test, so every effect enters through a port:
 * - network (fetch, XMLHttpRequest, WebSocket, EventSource) belongs to the api-adapter;
 * - the browser (window, document, navigator, storage, requestAnimationFrame) to the UIs;
 * - Node (process, Buffer, require, __dirname) to the mock-server and scripts;
 * - timers (setTimeout, setInterval, setImmediate) and the current time (Date.now,
 *   `new Date()` without an argument, `Date()`, performance.now) to the Clock port, so
 *   that time-based rules (timer countdown, hold cut-off, idle time) run on a fake clock;
 * - globalThis, because through it every one of the above is reachable again.
 * What reads no clock stays allowed: `new Date(epochMs)` (an instant the caller already
 * has, e.g. for Intl formatting), Date.parse, Date.UTC. Intl is ECMAScript, allowed.
 */
export const CORE_FORBIDDEN_GLOBALS = [
  { pattern: bareName('fetch', '\\s*\\('), name: 'fetch(' },
  { pattern: bareName('XMLHttpRequest'), name: 'XMLHttpRequest' },
  { pattern: bareName('WebSocket'), name: 'WebSocket' },
  { pattern: bareName('EventSource'), name: 'EventSource' },
  { pattern: bareName('window'), name: 'window' },
  { pattern: bareName('document'), name: 'document' },
  { pattern: bareName('navigator'), name: 'navigator' },
  { pattern: bareName('localStorage'), name: 'localStorage' },
  { pattern: bareName('sessionStorage'), name: 'sessionStorage' },
  { pattern: bareName('requestAnimationFrame'), name: 'requestAnimationFrame' },
  { pattern: bareName('process', '\\s*\\.'), name: 'process.' },
  { pattern: bareName('Buffer'), name: 'Buffer' },
  { pattern: bareName('__dirname'), name: '__dirname' },
  { pattern: bareName('__filename'), name: '__filename' },
  { pattern: bareName('setTimeout'), name: 'setTimeout' },
  { pattern: bareName('setInterval'), name: 'setInterval' },
  { pattern: bareName('setImmediate'), name: 'setImmediate' },
  { pattern: bareName('Date', '\\s*\\.\\s*now\\b'), name: 'Date.now' },
  { pattern: bareName('new\\s+Date', '\\b(?!\\s*\\(\\s*[^\\s)])'), name: 'new Date() (no argument: reads the clock)' },
  { pattern: bareName('(?<!\\bnew\\s+)Date', '\\s*\\('), name: 'Date(' },
  { pattern: bareName('performance', '\\s*\\.\\s*now\\b'), name: 'performance.now' },
  { pattern: bareName('globalThis'), name: 'globalThis' },
]

/** Test files may import the test tools (vitest, fast-check) and are free of the core-globals rule: they run in Node, not in the product. */
export const isTestFile = (file) => /\.test\.tsx?$/.test(file)

/**
 * Splits a source into two views with the same length and line breaks: `code` has comments
 * blanked (strings kept, to read import specifiers), `bare` has comments and string contents
 * blanked (to look for identifiers). Template literals keep their ${…} code in both views.
 * Regex literals are not recognised: a quote inside one reads as a string up to the line
 * break (hiding the rest of that line); a backtick inside one would open a template literal.
 */
export const scan = (source) => {
  const code = source.split('')
  const bare = source.split('')
  const blank = (view, from, to) => {
    for (let i = from; i < to; i += 1) if (view[i] !== '\n') view[i] = ' '
  }
  // Stack of open template literals: each entry is the brace depth at which its ${ opened.
  const templates = []
  let depth = 0
  let i = 0
  const n = source.length
  const readTemplateText = () => {
    // From just inside a template literal (or after a closing }), to its end or the next ${.
    const start = i
    while (i < n) {
      const c = source[i]
      if (c === '\\') i += 2
      else if (c === '`') {
        blank(bare, start, i)
        i += 1
        return
      } else if (c === '$' && source[i + 1] === '{') {
        blank(bare, start, i)
        templates.push(depth)
        depth += 1
        i += 2
        return
      } else i += 1
    }
    blank(bare, start, n)
  }
  while (i < n) {
    const c = source[i]
    const next = source[i + 1]
    if (c === '/' && next === '/') {
      const end = source.indexOf('\n', i)
      const stop = end === -1 ? n : end
      blank(code, i, stop)
      blank(bare, i, stop)
      i = stop
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2)
      const stop = end === -1 ? n : end + 2
      blank(code, i, stop)
      blank(bare, i, stop)
      i = stop
    } else if (c === "'" || c === '"') {
      let j = i + 1
      while (j < n && source[j] !== c && source[j] !== '\n') j += source[j] === '\\' ? 2 : 1
      blank(bare, i + 1, Math.min(j, n))
      i = j + 1
    } else if (c === '`') {
      i += 1
      readTemplateText()
    } else if (c === '{') {
      depth += 1
      i += 1
    } else if (c === '}') {
      depth -= 1
      i += 1
      if (templates.length > 0 && templates[templates.length - 1] === depth) {
        templates.pop()
        readTemplateText()
      }
    } else i += 1
  }
  return { code: code.join(''), bare: bare.join('') }
}

const lineAt = (text, index) => {
  let line = 1
  for (let i = 0; i < index; i += 1) if (text[i] === '\n') line += 1
  return line
}

// The specifier is capture group 2 in each pattern; its quote is group 1.
const IMPORT_PATTERNS = [
  // import x from 'm', import { x } from 'm', import type …, export { x } from 'm', export * from 'm'
  /(?<![.\w$])(?:import|export)\b[^;'"`]*?\bfrom\s*(['"])([^'"\n]+)\1/g,
  // import 'm' (side effect)
  /(?<![.\w$])import\s*(['"])([^'"\n]+)\1/g,
  // import('m'), require('m'), with a plain or template string
  /(?<![.\w$])(?:import|require)\s*\(\s*(['"`])([^'"`\n$]+)\1\s*\)/g,
]
// import(…)/require(…) whose argument is not one literal string.
const COMPUTED_IMPORT = /(?<![.\w$])(?:import|require)\s*\((?!\s*(['"`])[^'"`\n$]+\1\s*\))/g

/**
 * Every module specifier a source names, with the line the specifier is on (a multi-line
 * import is reported where its 'from' string is). A computed import()/require() has specifier null.
 */
export const importsOf = (source) => {
  const { code } = scan(source)
  const found = []
  for (const pattern of IMPORT_PATTERNS) {
    for (const match of code.matchAll(pattern)) {
      const at = match.index + match[0].lastIndexOf(match[1] + match[2])
      found.push({ specifier: match[2], line: lineAt(code, at), index: at })
    }
  }
  for (const match of code.matchAll(COMPUTED_IMPORT)) {
    found.push({ specifier: null, line: lineAt(code, match.index), index: match.index })
  }
  return found.sort((a, b) => a.index - b.index).map(({ specifier, line }) => ({ specifier, line }))
}

/** A dynamic import of a file's URL (`import(pathToFileURL(p).href)`, or a template that starts with one). */
const RUN_TIME_FILE = /import\(\s*(?:`\$\{\s*)?pathToFileURL\(/

const packageNameOf = (specifier) => {
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
}

/**
 * The rules a file breaks. `pkg` is the package's folder name under packages/ (core, web…),
 * `file` the path inside the package (src/…), `source` its text.
 */
export const violationsOf = (pkg, file, source) => {
  const self = `@kartis/${pkg}`
  const test = isTestFile(file)
  const out = []
  const report = (line, rule, detail) => out.push({ line, rule, detail })

  const sourceLines = source.split('\n')
  for (const { specifier, line } of importsOf(source)) {
    if (specifier === null) {
      // The box office loads a UI's server build from its file at run time (issue 16 §1): a file's URL
      // names no package, so it crosses no boundary the rules could check.
      const loadsAFile = pkg === 'mock-server' && RUN_TIME_FILE.test(sourceLines[line - 1] ?? '')
      if (!loadsAFile) report(line, 'literal-imports', 'import()/require() of a computed path cannot be checked')
      continue
    }
    if (specifier.startsWith('.')) {
      const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier))
      if (resolved === '..' || resolved.startsWith('../')) {
        report(line, 'no-internals', `'${specifier}' reaches outside packages/${pkg}`)
      }
      continue
    }
    const target = packageNameOf(specifier)
    if (isSharedUiImport(pkg, specifier)) continue
    if (target.startsWith('@kartis/') && specifier !== target) {
      report(line, 'no-internals', `'${specifier}' reaches into ${target}; import '${target}' itself`)
    }
    if (UI_PACKAGES.includes(target) && target !== self) {
      report(line, 'no-ui-imports', `'${specifier}' is a UI package; only it may import itself`)
    }
    if (pkg === 'core') {
      const allowed = target === 'fp-ts' || (test && (target === 'vitest' || target === 'fast-check'))
      if (!allowed) {
        report(
          line,
          'core-imports',
          `core imports only relative paths and fp-ts${test ? ' (tests also vitest, fast-check)' : ''}, not '${specifier}'`,
        )
      }
    }
    if (pkg === 'api-adapter' && target.startsWith('@kartis/') && target !== '@kartis/core') {
      report(line, 'api-adapter-imports', `api-adapter may import @kartis/core only, not '${specifier}'`)
    }
    if (pkg === 'mock-server' && UI_PACKAGES.includes(target)) {
      report(line, 'mock-server-imports', `mock-server must not import a UI package ('${specifier}')`)
    }
  }

  if (pkg === 'core' && !test) {
    const { bare } = scan(source)
    const lines = bare.split('\n')
    lines.forEach((text, index) => {
      for (const { pattern, name } of CORE_FORBIDDEN_GLOBALS) {
        if (pattern.test(text)) report(index + 1, 'core-globals', `core must not use ${name} (effects enter through ports)`)
      }
    })
  }
  return out
}
