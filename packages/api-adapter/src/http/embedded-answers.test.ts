import { describe, expect, it } from 'vitest'
import { answeringFirstFrom, embeddedAnswersElement, readEmbeddedAnswers } from './embedded-answers'
import { eventsListAddresses } from './events-list-addresses'
import type { FetchFunction, FetchInit } from './fetch-function'

const GET: FetchInit = { method: 'GET', headers: {} }

/** A network that records what reached it and answers each with its address. */
const network = (): { readonly fetch: FetchFunction; readonly asked: string[] } => {
  const asked: string[] = []
  return {
    asked,
    fetch: (url) => {
      asked.push(url)
      return Promise.resolve({ status: 200, text: () => Promise.resolve(`network ${url}`) })
    },
  }
}

const textOf = async (fetch: FetchFunction, url: string, init: FetchInit = GET): Promise<string> => (await fetch(url, init)).text()

describe('issue 16 §1 the events list’s first answers, embedded in the page', () => {
  it('names the two calls the events list makes, under the page’s API base', () => {
    expect(eventsListAddresses('/api/')).toEqual(['/api/features/', '/api/presentations/?isHold=0'])
    expect(eventsListAddresses('/v/cinema-tlv/api/')).toEqual(['/v/cinema-tlv/api/features/', '/v/cinema-tlv/api/presentations/?isHold=0'])
  })

  it('writes a data block that cannot end its script element, and reads it back', () => {
    const answers = { '/api/features/': '[{"name":"</script><script>alert(1)</script>"}]' }
    const element = embeddedAnswersElement(answers)
    expect(element.startsWith('<script type="application/json" id="kartis-answers">')).toBe(true)
    expect(element.slice(0, -'</script>'.length)).not.toContain('</')
    const text = element.slice(element.indexOf('>') + 1, -'</script>'.length)
    expect(Object.fromEntries(readEmbeddedAnswers(text))).toEqual(answers)
  })

  it('reads text that is not a block of answers as none', () => {
    expect(readEmbeddedAnswers('not json').size).toBe(0)
    expect(readEmbeddedAnswers('{"/api/features/": 5}').size).toBe(0)
    expect(readEmbeddedAnswers('[]').size).toBe(0)
  })

  it('answers the first GET of an embedded address from the block, whatever its ts, and asks the network after', async () => {
    const net = network()
    const fetch = answeringFirstFrom(new Map([['/api/presentations/?isHold=0', '{"embedded":true}']]), net.fetch)
    expect(await textOf(fetch, '/api/presentations/?isHold=0&ts=1750000000000')).toBe('{"embedded":true}')
    expect(net.asked).toEqual([])
    expect(await textOf(fetch, '/api/presentations/?isHold=0&ts=1750000000999')).toBe(
      'network /api/presentations/?isHold=0&ts=1750000000999',
    )
  })

  it('hands an embedded answer over only once the next task has come (a network answer comes in one of its own)', async () => {
    const net = network()
    let startNextTask: () => void = () => undefined
    const nextTask = (): Promise<void> => new Promise((resolve) => (startNextTask = resolve))
    const fetch = answeringFirstFrom(new Map([['/api/features/', '[]']]), net.fetch, nextTask)
    let answered = false
    const answer = fetch('/api/features/?ts=1', GET).then((response) => {
      answered = true
      return response.text()
    })
    await Promise.resolve()
    await Promise.resolve()
    expect(answered).toBe(false)
    startNextTask()
    expect(await answer).toBe('[]')
    expect(answered).toBe(true)
    expect(net.asked).toEqual([])
  })

  it('sends other addresses, other queries and other methods to the network', async () => {
    const net = network()
    const fetch = answeringFirstFrom(new Map([['/api/presentations/?isHold=0', '{}']]), net.fetch)
    await textOf(fetch, '/api/presentations/?isHold=1&ts=1')
    await textOf(fetch, '/api/features/?ts=1')
    await textOf(fetch, '/api/presentations/?isHold=0&ts=1', { method: 'POST', headers: {}, body: '{}' })
    expect(net.asked).toEqual(['/api/presentations/?isHold=1&ts=1', '/api/features/?ts=1', '/api/presentations/?isHold=0&ts=1'])
  })
})
