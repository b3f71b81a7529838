import { once } from 'node:events'
import { Socket, connect } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { ManualClock } from '@kartis/core'
import { buildApp } from '../app'
import { TEST_START, emptyStaticDirs, emptyStorage, newVisitor } from '../test-support/demo-app'
import { logLevelFromEnv, requestIdOf } from './logging'
import { withRequestId } from './observe-requests'

/** An app over an empty database whose JSON log lines are kept, with a route that fails as a bug would. */
const loggedApp = async () => {
  const lines: string[] = []
  const clock = new ManualClock(TEST_START)
  const { database, storage } = await emptyStorage(clock)
  const app = buildApp({
    storage,
    clock,
    config: { staticDirs: emptyStaticDirs() },
    logging: { level: 'info', stream: { write: (line) => void lines.push(line) } },
  })
  app.get('/test/bug', async () => {
    throw new Error('a bug of the server')
  })
  const logs = (): readonly Readonly<Record<string, unknown>>[] =>
    lines.map((line) => {
      const parsed: unknown = JSON.parse(line)
      return typeof parsed === 'object' && parsed !== null ? { ...parsed } : {}
    })
  return { app, database, lines, logs }
}

const logged = await loggedApp()
afterAll(async () => {
  await logged.app.close()
  await logged.database.close()
})

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('request ids', () => {
  it('answers every request with x-request-id, and error bodies carry the same id', async () => {
    const { app } = logged
    for (const url of ['/api/health', '/healthz', '/readyz', '/api/no-such-call', '/test/bug', '/some/page']) {
      const answer = await app.inject({ method: 'GET', url, headers: { 'x-kartis-uuid': newVisitor() } })
      expect(String(answer.headers['x-request-id'])).toMatch(UUID_PATTERN)
      if (answer.statusCode >= 400)
        expect(answer.json()).toMatchObject({ error: { code: expect.any(String), requestId: answer.headers['x-request-id'] } })
    }
    // The visitor uuid refused: a 400 of the registrar, with the id too.
    const refused = await app.inject({
      method: 'GET',
      url: '/api/seats/seats-status?presentationId=1',
      headers: { 'x-kartis-uuid': 'not-a-uuid' },
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ error: { code: 'INVALID_VISITOR_ID', requestId: refused.headers['x-request-id'] } })
  })

  it('keeps a sane incoming x-request-id and replaces anything else with a new UUID', async () => {
    const kept = await logged.app.inject({ method: 'GET', url: '/api/nope', headers: { 'x-request-id': 'edge-7f3a.01' } })
    expect(kept.headers['x-request-id']).toBe('edge-7f3a.01')
    expect(kept.json()).toMatchObject({ error: { requestId: 'edge-7f3a.01' } })
    for (const bad of ['a'.repeat(65), 'two words', 'x"}{"level":60', '', 'שלום'])
      expect(requestIdOf({ headers: { 'x-request-id': bad } })).toMatch(UUID_PATTERN)
    expect(requestIdOf({ headers: { 'x-request-id': ['a', 'b'] } })).toMatch(UUID_PATTERN)
  })

  it('adds the id only inside an error body of the §8 shape', () => {
    expect(withRequestId({ error: { code: 'NOT_FOUND' } }, 'r1')).toEqual({ error: { code: 'NOT_FOUND', requestId: 'r1' } })
    expect(withRequestId({ error: 'text' }, 'r1')).toEqual({ error: 'text' })
    expect(withRequestId([1, 2], 'r1')).toEqual([1, 2])
    expect(withRequestId('page', 'r1')).toBe('page')
  })
})

describe('logs', () => {
  it('writes JSON lines, every line of a request with its id, one line per request with the route pattern', async () => {
    const { app, logs } = logged
    const answer = await app.inject({ method: 'GET', url: '/test/bug', headers: { 'x-request-id': 'trace-bug-1' } })
    expect(answer.statusCode).toBe(500)
    const mine = logs().filter((line) => line['reqId'] === 'trace-bug-1')
    expect(mine.map((line) => line['msg'])).toEqual(['a bug of the server', 'request completed'])
    expect(mine[0]).toMatchObject({ level: 50, err: { message: 'a bug of the server' } })
    expect(mine[1]).toMatchObject({ level: 30, method: 'GET', route: '/test/bug', status: 500 })
  })

  it('never logs card data, captcha tokens, voucher codes, cookies, authorization or the visitor uuid', async () => {
    const { app, lines } = logged
    const visitor = newVisitor()
    const secrets = ['SECRET-CAPTCHA-TOKEN', 'CR-SECRETVOUCHER', 'session=SECRETCOOKIE', 'Bearer SECRETAUTH', visitor, '4580458045804580']
    await app.inject({
      method: 'GET',
      url: '/api/payment/voucher?reference=CR-SECRETVOUCHER&recaptchaToken=SECRET-CAPTCHA-TOKEN',
      headers: {
        'x-kartis-uuid': visitor,
        cookie: 'session=SECRETCOOKIE',
        authorization: 'Bearer SECRETAUTH',
        'x-request-id': 'trace-secret',
      },
    })
    await app.inject({
      method: 'PUT',
      url: '/api/seats/lock-seat',
      headers: { 'x-kartis-uuid': visitor, 'content-type': 'application/json', 'x-request-id': 'trace-secret' },
      payload: JSON.stringify({ recaptchaToken: 'SECRET-CAPTCHA-TOKEN', seat: { cardNumber: '4580458045804580' } }),
    })
    await app.inject({
      method: 'POST',
      url: '/api/payment/hosted/no-such-session/submit?locale=he',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-request-id': 'trace-secret' },
      payload: 'cardNumber=4580458045804580&cvv=123&expiry=12%2F30&holderId=000000018',
    })
    const mine = lines.filter((line) => line.includes('trace-secret'))
    expect(mine).toHaveLength(3)
    for (const line of mine) for (const secret of secrets) expect(line).not.toContain(secret)
    expect(mine.join('\n')).toContain('"route":"/api/payment/voucher"')
  })
})

describe('KARTIS_LOG_LEVEL', () => {
  it('defaults to info, takes pino levels in any case, and names the choices for a wrong one', () => {
    expect(logLevelFromEnv({})).toEqual({ level: 'info' })
    expect(logLevelFromEnv({ KARTIS_LOG_LEVEL: ' WARN ' })).toEqual({ level: 'warn' })
    expect(logLevelFromEnv({ KARTIS_LOG_LEVEL: 'silent' })).toEqual({ level: 'silent' })
    expect(logLevelFromEnv({ KARTIS_LOG_LEVEL: 'loud' })).toEqual({
      error: expect.stringContaining('fatal, error, warn, info, debug, trace, silent'),
    })
  })
})

describe('closing', () => {
  it('answers a request that completes while the server drains with 503 in the §8 error shape', async () => {
    const { app, database } = await loggedApp()
    let drainingStarted = (): void => undefined
    const draining = new Promise<void>((resolve) => {
      drainingStarted = resolve
    })
    // Runs after the observability's own preClose hook (hooks run in the order added).
    app.addHook('preClose', async () => drainingStarted())
    await app.listen({ host: '127.0.0.1', port: 0 })
    const address = app.server.address()
    if (address === null || typeof address === 'string') throw new Error('no TCP port')
    const accepted = once(app.server, 'connection')
    // A client whose request is on the wire, its headers not yet complete, when the server starts closing.
    const socket = connect(address.port, '127.0.0.1')
    const received: Buffer[] = []
    socket.on('data', (chunk: Buffer) => void received.push(chunk))
    socket.write('GET /api/health HTTP/1.1\r\nHost: kartis\r\n')
    const [serverSide] = await accepted
    // The server has read the first bytes (so the connection is not idle) before it closes.
    while (!(serverSide instanceof Socket) || serverSide.bytesRead === 0) await new Promise((resolve) => setImmediate(resolve))
    const closing = app.close()
    await draining
    socket.write('x-request-id: late-1\r\n\r\n')
    await once(socket, 'close')
    await closing
    await database.close()
    const answer = Buffer.concat(received).toString('utf8')
    expect(answer).toMatch(/^HTTP\/1\.1 503 /)
    expect(answer).toMatch(/connection: close/i)
    const body: unknown = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))
    expect(body).toMatchObject({ error: { code: 'SERVER_ERROR', params: { reason: 'shutting_down' }, requestId: 'late-1' } })
  })
})
