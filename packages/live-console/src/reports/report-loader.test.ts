import * as E from 'fp-ts/Either'
import { kartisError, type KartisError, type Result } from '@kartis/core'
import { describe, expect, it } from 'vitest'
import { ReportLoader } from './report-loader'

/** A call answered when the test says so. */
const deferred = <T>() => {
  let answer: (result: Result<T>) => void = () => undefined
  const promise = new Promise<Result<T>>((resolve) => (answer = resolve))
  return { call: () => promise, answer }
}

describe('a report call’s state', () => {
  it('is loading while asked, then the newest answer even when an older one comes later', async () => {
    const loader = new ReportLoader<string>(() => undefined)
    const older = deferred<string>()
    const newer = deferred<string>()
    const first = loader.load(older.call)
    expect(loader.state).toBe('loading')
    const second = loader.load(newer.call)
    newer.answer(E.right('new range'))
    await second
    older.answer(E.right('old range'))
    await first
    expect(loader.state).toBe('loaded')
    expect(loader.value).toBe('new range')
  })

  it('keeps the error and reports only a 401 as the end of the session', async () => {
    const ended: KartisError[] = []
    const loader = new ReportLoader<string>((error) => ended.push(error))
    await loader.load(() => Promise.resolve(E.left(kartisError('PERMISSION_DENIED'))))
    expect([loader.state, loader.error?.code, ended.length]).toEqual(['error', 'PERMISSION_DENIED', 0])
    await loader.load(() => Promise.resolve(E.left(kartisError('STAFF_LOGIN_REQUIRED'))))
    expect(ended.map((e) => e.code)).toEqual(['STAFF_LOGIN_REQUIRED'])
  })

  it('clears to not asked, ignoring a call still under way', async () => {
    const loader = new ReportLoader<string>(() => undefined)
    const pending = deferred<string>()
    const load = loader.load(pending.call)
    loader.clear()
    pending.answer(E.right('late'))
    await load
    expect([loader.state, loader.value]).toEqual(['idle', null])
  })
})
