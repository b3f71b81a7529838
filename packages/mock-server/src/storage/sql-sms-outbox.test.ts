import { describe, expect, it } from 'vitest'
import { ManualClock } from '@kartis/core'
import { ENGINES, testDatabase } from '../test-support/test-databases'
import { SqlSmsOutbox } from './sql-sms-outbox'

describe.each(ENGINES)('SqlSmsOutbox on %s', (engine) => {
  it('records messages per number, oldest first, stamped by the clock', async () => {
    const clock = new ManualClock(Date.UTC(2025, 6, 1))
    const outbox = new SqlSmsOutbox(await testDatabase(engine, { clock }), clock)
    await outbox.enqueue('0501234567', 'קוד האימות שלך: 123456')
    clock.advance(1000)
    await outbox.enqueue('0529999999', 'אחר')
    await outbox.enqueue('0501234567', 'הכרטיסים שלך: KR-AAAAAAAA')
    expect(await outbox.listFor('0501234567')).toEqual([
      { id: 1, to: '0501234567', text: 'קוד האימות שלך: 123456', createdAt: Date.UTC(2025, 6, 1) },
      { id: 3, to: '0501234567', text: 'הכרטיסים שלך: KR-AAAAAAAA', createdAt: Date.UTC(2025, 6, 1) + 1000 },
    ])
  })
})
