import { describe, expect, it } from 'vitest'
import { ManualClock } from '@kartis/core'
import { buildApp } from '../app'
import { IN_MEMORY, openDatabase } from '../storage/open-database'
import { sqliteServerStorage } from '../storage/sqlite-server-storage'
import { TEST_START, emptyStaticDirs } from '../test-support/demo-app'

const app = () => {
  const clock = new ManualClock(TEST_START)
  const db = openDatabase({ path: IN_MEMORY, clock })
  return { db, app: buildApp({ storage: sqliteServerStorage(db, clock), clock, config: { staticDirs: emptyStaticDirs() } }) }
}

describe('health and readiness', () => {
  it('answers /healthz, /readyz and /api/health without a visitor uuid while storage is reachable', async () => {
    const { app: server, db } = app()
    expect((await server.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' })
    const ready = await server.inject({ method: 'GET', url: '/readyz' })
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toEqual({ status: 'ready' })
    const health = await server.inject({ method: 'GET', url: '/api/health' })
    expect(health.json()).toEqual({ status: 'ok', version: '0.1.0', time: new Date(TEST_START).toISOString() })
    await server.close()
    db.close()
  })

  it('stays healthy but answers /readyz 503 in the §8 error shape when storage is unreachable', async () => {
    const { app: server, db } = app()
    await server.ready()
    db.close()
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
