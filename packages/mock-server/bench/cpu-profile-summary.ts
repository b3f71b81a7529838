// `npx tsx bench/cpu-profile-summary.ts <file.cpuprofile> [top] [fromSeconds]`: where a V8 CPU
// profile's time went, by function, file and package, counting only samples taken fromSeconds
// after the profile started (skips the server's start and seeding when profiling the bench).
import { readFileSync } from 'node:fs'

interface ProfileNode {
  readonly id: number
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number }
  readonly children?: readonly number[]
}

interface Profile {
  readonly nodes: readonly ProfileNode[]
  readonly samples: readonly number[]
  readonly timeDeltas: readonly number[]
}

const [file, topArg, fromArg] = process.argv.slice(2)
if (file === undefined) {
  console.error('usage: tsx bench/cpu-profile-summary.ts <file.cpuprofile> [top] [fromSeconds]')
  process.exit(1)
}
const top = Number(topArg ?? '40')
const fromUs = Number(fromArg ?? '0') * 1e6
const isProfile = (u: unknown): u is Profile =>
  typeof u === 'object' && u !== null && ['nodes', 'samples', 'timeDeltas'].every((key) => Array.isArray(Reflect.get(u, key)))
const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'))
if (!isProfile(parsed)) {
  console.error(`${file} is not a V8 CPU profile (.cpuprofile)`)
  process.exit(1)
}
const profile = parsed

/** Self time per node id, in microseconds (each sample's delta is charged to the node it hit). */
const selfTime = new Map<number, number>()
let elapsedUs = 0
profile.samples.forEach((id, i) => {
  const delta = profile.timeDeltas[i] ?? 0
  elapsedUs += delta
  if (elapsedUs >= fromUs) selfTime.set(id, (selfTime.get(id) ?? 0) + delta)
})
const total = [...selfTime.values()].reduce((a, b) => a + b, 0)

const shortUrl = (url: string): string => {
  const nm = url.lastIndexOf('node_modules/')
  if (nm >= 0) return url.slice(nm + 'node_modules/'.length)
  const pkg = url.indexOf('/packages/')
  return pkg >= 0 ? url.slice(pkg + '/packages/'.length) : url === '' ? '(native)' : url
}

const byNode = new Map<number, ProfileNode>(profile.nodes.map((node) => [node.id, node]))
const sum = (keyOf: (node: ProfileNode) => string): [string, number][] => {
  const totals = new Map<string, number>()
  for (const [id, us] of selfTime) {
    const node = byNode.get(id)
    if (node === undefined) continue
    const key = keyOf(node)
    totals.set(key, (totals.get(key) ?? 0) + us)
  }
  return [...totals].sort((a, b) => b[1] - a[1]).slice(0, top)
}

const print = (title: string, rows: [string, number][]): void => {
  console.log(`\n${title} (total ${(total / 1000).toFixed(0)} ms)`)
  for (const [key, us] of rows)
    console.log(`${((100 * us) / total).toFixed(1).padStart(6)}%  ${(us / 1000).toFixed(0).padStart(7)} ms  ${key}`)
}

/** Inclusive time: each sample counts once for every distinct function on its stack. */
const parentOf = new Map<number, number>()
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id)
const frameName = (n: ProfileNode): string =>
  `${n.callFrame.functionName || '(anonymous)'}  ${shortUrl(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`
const inclusive = new Map<string, number>()
for (const [id, us] of selfTime) {
  const seen = new Set<string>()
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
    const node = byNode.get(at)
    if (node !== undefined) seen.add(frameName(node))
  }
  for (const name of seen) inclusive.set(name, (inclusive.get(name) ?? 0) + us)
}

print('total (inclusive) time by function', [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, top))
print('self time by function', sum(frameName))
print(
  'self time by file',
  sum((n) => shortUrl(n.callFrame.url).split(':')[0] ?? ''),
)
print(
  'self time by package',
  sum((n) => {
    const url = shortUrl(n.callFrame.url)
    return url.startsWith('@') ? url.split('/').slice(0, 2).join('/') : (url.split('/')[0] ?? url)
  }),
)
