import type { EDocument, Reservations, Result } from '@kartis/core'
import { describe, expect, it } from 'vitest'
import { edocumentOf } from './edocument.fixtures'
import { EdocumentStore, isNotFoundLoad } from './edocument-store'

const boxOffice = (answer: (documentKey: string) => Result<EDocument>) => {
  const asked: string[] = []
  const port: Pick<Reservations, 'edocument'> = {
    edocument: async (documentKey) => {
      asked.push(documentKey)
      return answer(documentKey)
    },
  }
  return { port, asked }
}

describe('§2 the e-document store', () => {
  it('asks the box office for the e-ticket of the whole signed key, once', async () => {
    const { port, asked } = boxOffice(() => ({ _tag: 'Right', right: edocumentOf('KR-ABCDEFGH') }))
    const store = new EdocumentStore(port)
    await store.load('KR-ABCDEFGH-0123456789abcdef')
    await store.load('KR-ABCDEFGH-0123456789abcdef')
    expect(asked).toEqual(['KR-ABCDEFGH-0123456789abcdef'])
    expect(store.state).toMatchObject({ kind: 'ready', document: { reservationIdentifier: 'KR-ABCDEFGH' } })
    expect(isNotFoundLoad(store.state)).toBe(false)
  })

  it('tells a key the box office did not issue (NOT_FOUND) from other failures', async () => {
    const notFound = new EdocumentStore(boxOffice(() => ({ _tag: 'Left', left: { code: 'NOT_FOUND' } })).port)
    await notFound.load('KR-ABCDEFGH-0123456789abcdee')
    expect(notFound.state).toEqual({ kind: 'failed', documentKey: 'KR-ABCDEFGH-0123456789abcdee', error: { code: 'NOT_FOUND' } })
    expect(isNotFoundLoad(notFound.state)).toBe(true)
    const offline = new EdocumentStore(boxOffice(() => ({ _tag: 'Left', left: { code: 'NETWORK_ERROR' } })).port)
    await offline.load('KR-ABCDEFGH-0123456789abcdef')
    expect(isNotFoundLoad(offline.state)).toBe(false)
  })

  it('asks again after a failure, and for another key', async () => {
    let answer: Result<EDocument> = { _tag: 'Left', left: { code: 'NETWORK_ERROR' } }
    const { port, asked } = boxOffice(() => answer)
    const store = new EdocumentStore(port)
    await store.load('KR-ABCDEFGH-0123456789abcdef')
    answer = { _tag: 'Right', right: edocumentOf('KR-ABCDEFGH') }
    await store.load('KR-ABCDEFGH-0123456789abcdef')
    await store.load('KR-ZZZZZZZZ-0123456789abcdef')
    expect(asked).toEqual(['KR-ABCDEFGH-0123456789abcdef', 'KR-ABCDEFGH-0123456789abcdef', 'KR-ZZZZZZZZ-0123456789abcdef'])
  })
})
