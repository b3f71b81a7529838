import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { onTestFinished } from 'vitest'
import { ManualClock } from '@kartis/core'
import { buildApp, type BuildAppOptions } from '../app'
import type { AppConfig } from '../app-deps'
import { TEST_START, demoApp, emptyStorage, type DemoApp } from './demo-app'

/** The text of the file outside both builds that no request may read. */
export const SECRET = 'outside the build'

/** Test support: built UIs in a temporary folder — an index page and one asset (with .br and .gz twins) each, and a secret beside them. */
export const builtUis = (): { web: string; liveConsole: string } => {
  const root = mkdtempSync(join(tmpdir(), 'kartis-dist-'))
  const web = join(root, 'web')
  const liveConsole = join(root, 'live-console')
  for (const [dir, title] of [
    [web, 'חנות'],
    [liveConsole, 'מסוף'],
  ] as const) {
    mkdirSync(join(dir, 'assets'), { recursive: true })
    writeFileSync(join(dir, 'index.html'), `<!doctype html><html><head><title>${title}</title></head><body></body></html>`)
    const js = `console.log(${JSON.stringify(title)})`
    writeFileSync(join(dir, 'assets', 'app.js'), js)
    writeFileSync(join(dir, 'assets', 'app.js.br'), brotliCompressSync(js))
    writeFileSync(join(dir, 'assets', 'app.js.gz'), gzipSync(js))
  }
  mkdirSync(join(web, 'api'))
  writeFileSync(join(web, 'api', 'health'), 'a file where the API is')
  writeFileSync(join(root, 'secret.txt'), SECRET)
  return { web, liveConsole }
}

/** Test support: an empty box office (nothing seeded) serving `staticDirs`, with other config overrides. */
export const staticApp = async (config: Partial<AppConfig>, payment?: BuildAppOptions['payment']): Promise<FastifyInstance> => {
  const clock = new ManualClock(TEST_START)
  const { storage } = await emptyStorage(clock)
  return buildApp({ storage, clock, config: { staticDirs: builtUis(), ...config }, ...(payment === undefined ? {} : { payment }) })
}

/** Test support: the demo box office serving built UIs (builtUis), closed when the test ends. */
export const demoWithBuiltUis = async (): Promise<DemoApp> => {
  const demo = await demoApp({ config: { staticDirs: builtUis() } })
  onTestFinished(() => demo.app.close())
  return demo
}

/**
 * Test support: sends raw bytes to a listening server over a plain socket (for what fetch and
 * inject cannot send: traversal paths unnormalised, huge headers, bad methods, stalled bodies)
 * and resolves with everything it answered once it closes the connection.
 */
export const rawExchange = (base: string, request: string): Promise<string> => {
  const url = new URL(base)
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const socket = connect(Number(url.port), url.hostname, () => socket.write(request))
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')))
  })
}

/** The status and JSON body of a raw HTTP/1.1 answer. */
export const parseRawAnswer = (raw: string): { status: number; body: string } => {
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? '0')
  const start = raw.indexOf('\r\n\r\n')
  return { status, body: start < 0 ? '' : raw.slice(start + 4) }
}
