import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { installErrorHandling, sendApiNotFound } from './error-handling'
import { BUSY_RETRY_AFTER_SECONDS, isDatabaseBusy } from './server-busy'

/** pg-pool's own error when no connection frees up within connectionTimeoutMillis. */
const poolExhausted = (): Error => new Error('timeout exceeded when trying to connect')

/** A box office whose storage call throws what it is given: the failure injected, no load and no clock involved. */
const appThrowing = async (failure: () => Error) => {
  const app = Fastify({ logger: false })
  installErrorHandling(app, async (_request, reply) => sendApiNotFound(reply))
  app.get('/api/seats/seats-status', async () => {
    throw failure()
  })
  await app.ready()
  return app
}

describe('§8 the database pool exhausted under load', () => {
  it('is 503 SERVER_BUSY with Retry-After and the Hebrew message, never a 500', async () => {
    const app = await appThrowing(poolExhausted)
    const answer = await app.inject({ method: 'GET', url: '/api/seats/seats-status' })
    expect(answer.statusCode).toBe(503)
    expect(answer.headers['retry-after']).toBe(String(BUSY_RETRY_AFTER_SECONDS))
    expect(answer.json()).toEqual({
      error: {
        code: 'SERVER_BUSY',
        message: 'הקופה עמוסה כרגע. נא לנסות שוב בעוד כמה שניות',
        params: { retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS },
      },
    })
    await app.close()
  })

  it('is recognised when a query layer wraps it, and when opening a connection timed out', async () => {
    const wrapped = await appThrowing(() => new Error('query failed', { cause: poolExhausted() }))
    expect((await wrapped.inject({ method: 'GET', url: '/api/seats/seats-status' })).statusCode).toBe(503)
    await wrapped.close()
    expect(isDatabaseBusy(new Error('Connection terminated due to connection timeout', { cause: new Error('ETIMEDOUT') }))).toBe(true)
  })

  it('leaves every other fault a 500 SERVER_ERROR without details', async () => {
    const app = await appThrowing(() => new Error('relation "seats" does not exist'))
    const answer = await app.inject({ method: 'GET', url: '/api/seats/seats-status' })
    expect(answer.statusCode).toBe(500)
    expect(answer.headers['retry-after']).toBeUndefined()
    expect(answer.json()).toEqual({ error: { code: 'SERVER_ERROR' } })
    await app.close()
    expect(isDatabaseBusy('timeout exceeded when trying to connect')).toBe(false)
    expect(isDatabaseBusy(new Error('Connection terminated unexpectedly'))).toBe(false)
  })
})
