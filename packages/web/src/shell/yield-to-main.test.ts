import { describe, expect, it } from 'vitest'
import { yieldToMain } from './yield-to-main'

describe('issue 16 §1 yieldToMain', () => {
  it('resumes in a later task: a task queued before it runs first', async () => {
    const order: string[] = []
    const queued = new Promise<void>((resolve) => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => {
        channel.port1.close()
        order.push('queued task')
        resolve()
      }
      channel.port2.postMessage(null)
    })
    await yieldToMain({})
    order.push('after the yield')
    await queued
    expect(order).toEqual(['queued task', 'after the yield'])
  })

  it('does not resume within the same task (a microtask would)', async () => {
    let microtaskRan = false
    const resumed = yieldToMain({}).then(() => microtaskRan)
    await Promise.resolve()
    microtaskRan = true
    expect(await resumed).toBe(true)
  })

  it("uses the browser's scheduler.yield() when there is one", async () => {
    let calls = 0
    await yieldToMain({
      scheduler: {
        yield: () => {
          calls += 1
          return Promise.resolve()
        },
      },
    })
    expect(calls).toBe(1)
  })
})
