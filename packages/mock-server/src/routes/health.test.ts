import { describe, expect, it } from 'vitest'
import { ManualClock } from '@kartis/core'
import { buildApp } from '../app'
import { TEST_START, emptyStaticDirs, emptyStorage } from '../test-support/demo-app'

const app = async () => {
  const clock = new ManualClock(TEST_START)
  const { database, storage } = await emptyStorage(clock)
  return { database, app: buildApp({ storage, clock, config: { staticDirs: emptyStaticDirs() } }) }
}

describe('health and readiness', () => {
  it('answers /healthz, /readyz and /api/health without a visitor uuid while storage is reachable', async () => {
    const { app: server, database } = await app()
    expect((await server.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' })
    const ready = await server.inject({ method: 'GET', url: '/readyz' })
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toEqual({ status: 'ready' })
    const health = await server.inject({ method: 'GET', url: '/api/health' })
    expect(health.json()).toEqual({ status: 'ok', version: '0.1.0', time: new Date(TEST_START).toISOString() })
    await server.close()
    await database.close()
  })

  it('stays healthy but answers /readyz 503 in the §8 error shape when storage is unreachable', async () => {
    const { app: server, database } = await app()
    await server.ready()
    await database.close()
    expect((await server.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200)
    const ready = await server.inject({ method: 'GET', url: '/readyz' })
    expect(ready.statusCode).toBe(503)
    expect(ready.json()).toEqual({
      error: {
        code: 'SERVER_ERROR',
        message: 'storage unreachable',
        params: { reason: 'storage_unreachable' },
        requestId: ready.headers['x-request-id'],
      },
    })
    await server.close()
  })
})
