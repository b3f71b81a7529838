import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { deferred, deferredPart, loadOnce } from './deferred-port'

interface Greeter {
  greet(name: string): Promise<E.Either<never, string>>
}

const greeter = (prefix: string): Greeter => ({ greet: (name) => Promise.resolve(E.right(`${prefix} ${name}`)) })

describe('§9 an adapter loaded on its first call', () => {
  it('loads nothing until called, then once for every call, even concurrent ones', async () => {
    let loads = 0
    const port = deferred(async () => {
      loads += 1
      return greeter('shalom')
    })
    expect(loads).toBe(0)
    const answers = await Promise.all([port((g) => g.greet('dana')), port((g) => g.greet('avi'))])
    expect(await port((g) => g.greet('noa'))).toEqual(E.right('shalom noa'))
    expect(answers).toEqual([E.right('shalom dana'), E.right('shalom avi')])
    expect(loads).toBe(1)
  })

  it('answers NETWORK_ERROR when its chunk cannot be loaded, and loads again on the next call', async () => {
    const outcomes = [() => Promise.reject(new Error('Failed to fetch dynamically imported module')), () => Promise.resolve(greeter('hi'))]
    let loads = 0
    const port = deferred(() => outcomes[loads++]?.() ?? Promise.reject(new Error('no more')))
    expect(await port((g) => g.greet('dana'))).toEqual(
      E.left({ code: 'NETWORK_ERROR', params: { reason: 'Failed to fetch dynamically imported module' } }),
    )
    expect(await port((g) => g.greet('dana'))).toEqual(E.right('hi dana'))
    expect(loads).toBe(2)
  })

  it('loadOnce shares one load, and forgets a failed one', async () => {
    let loads = 0
    const load = loadOnce(async () => {
      loads += 1
      if (loads === 1) throw new Error('offline')
      return loads
    })
    await expect(load()).rejects.toThrow('offline')
    expect(await Promise.all([load(), load()])).toEqual([2, 2])
    expect(loads).toBe(2)
  })

  it('one port of a set loads the set once', async () => {
    let loads = 0
    const set = deferred(async () => {
      loads += 1
      return { hebrew: greeter('shalom'), arabic: greeter('marhaba') }
    })
    expect(await deferredPart(set, 'hebrew')((g) => g.greet('dana'))).toEqual(E.right('shalom dana'))
    expect(await deferredPart(set, 'arabic')((g) => g.greet('dana'))).toEqual(E.right('marhaba dana'))
    expect(loads).toBe(1)
  })
})
