/** The Prioritized Task Scheduling API's `scheduler.yield()`, where the browser has it (Chromium 129+). */
interface YieldingScheduler {
  readonly yield: () => Promise<void>
}

const schedulerOf = (scope: object): YieldingScheduler | undefined => {
  const scheduler: unknown = 'scheduler' in scope ? scope.scheduler : undefined
  return typeof scheduler === 'object' && scheduler !== null && 'yield' in scheduler && typeof scheduler.yield === 'function'
    ? (scheduler as YieldingScheduler)
    : undefined
}

/**
 * Issue 16 §1 ends the running task and goes on in a new one, so that the work before and after is
 * two tasks, not one long one: a phone can paint and answer a tap between them (Lighthouse counts
 * each task's time over 50 ms as blocking). `scheduler.yield()` resumes ahead of other queued work;
 * without it, a message to itself resumes in the next task (a timeout would wait 4 ms or more).
 */
export const yieldToMain = (scope: object = globalThis): Promise<void> => {
  const scheduler = schedulerOf(scope)
  if (scheduler !== undefined) return scheduler.yield()
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}
