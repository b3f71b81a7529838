import { describe, expect, it } from 'vitest'
import { ManualClock } from '@kartis/core'
import { ENGINES, testDatabase } from '../test-support/test-databases'
import { SqlEmailOutbox } from './sql-email-outbox'
import { SqlLoginLinkRequests } from './sql-login-link-requests'

describe.each(ENGINES)('e-mail storage on %s', (engine) => {
  it('the outbox records messages per address (any case), oldest first, stamped by the clock', async () => {
    const clock = new ManualClock(Date.UTC(2025, 6, 1))
    const outbox = new SqlEmailOutbox(await testDatabase(engine, { clock }), clock)
    const first = { to: 'Noa@Kartis.example', subject: 'א', text: 'שלום', html: '<p>שלום</p>' }
    await outbox.record(first)
    clock.advance(1000)
    await outbox.record({ ...first, to: 'dani@kartis.example' })
    await outbox.record({ ...first, subject: 'ב' })
    expect(await outbox.listFor(' NOA@kartis.example')).toEqual([
      { ...first, to: 'noa@kartis.example', id: 1, createdAt: Date.UTC(2025, 6, 1) },
      { ...first, to: 'noa@kartis.example', subject: 'ב', id: 3, createdAt: Date.UTC(2025, 6, 1) + 1000 },
    ])
  })

  it('login link requests are counted per address after a moment', async () => {
    const clock = new ManualClock(Date.UTC(2025, 6, 1))
    const requests = new SqlLoginLinkRequests(await testDatabase(engine, { clock }), clock)
    await requests.record('noa@kartis.example', '127.0.0.1')
    clock.advance(1000)
    await requests.record('noa@kartis.example', '10.0.0.1')
    await requests.record('dani@kartis.example', '127.0.0.1')
    expect(await requests.countSince('noa@kartis.example', Date.UTC(2025, 6, 1) - 1)).toBe(2)
    expect(await requests.countSince('noa@kartis.example', Date.UTC(2025, 6, 1))).toBe(1)
    expect(await requests.countSince('nobody@kartis.example', 0)).toBe(0)
  })
})
