import * as t from 'io-ts'
import * as E from 'fp-ts/Either'
import { dataBlockElement, readDataBlock } from '../wire/data-block'
import type { FetchFunction } from './fetch-function'
import { addressWithoutStamp } from './timestamp'

/** The id of the data block in the storefront's page that carries the box office's first answers. */
export const EMBEDDED_ANSWERS_ID = 'kartis-answers'

/** Each answer under its request's address without the ts stamp (`/api/features/`), as the response's text. */
const EmbeddedAnswersCodec = t.record(t.string, t.string)

/** Issue 16 §1 the box office's first answers a page's block holds, by address; read once each. */
export type EmbeddedAnswers = ReadonlyMap<string, string>

/**
 * Issue 16 §1 answers the box office gave its own calls while writing the page, as a JSON data block
 * (never run, so the strict CSP stays): the first page renders without a round trip for its data.
 */
export const embeddedAnswersElement = (answers: Readonly<Record<string, string>>): string =>
  dataBlockElement(EMBEDDED_ANSWERS_ID, EmbeddedAnswersCodec.encode(answers))

/** Issue 16 §1 the block's answers; none for text that is not a block of them (the page then asks as usual). */
export const readEmbeddedAnswers = (text: string): EmbeddedAnswers => {
  const decoded = readDataBlock(EmbeddedAnswersCodec, EMBEDDED_ANSWERS_ID, text)
  return E.isRight(decoded) ? new Map(Object.entries(decoded.right)) : new Map()
}

/**
 * Issue 16 §1 a fetch that answers the first GET of each embedded address from the block, as a 200 with
 * its text, and sends everything else (and any later GET of the same address: the data may have changed)
 * to `fetch`. The transport decodes an embedded answer with the call's codec like any other.
 *
 * Each embedded answer comes once `nextTask` resolves (the storefront gives a yield to the main thread):
 * answers from the network arrive in tasks of their own, and embedded ones must too, or the decoding of
 * all of a page's first answers (the order page's presentation, ticket groups and seat plan) and what
 * follows would run as microtasks of one long task, blocking the phone's main thread for its sum.
 */
export const answeringFirstFrom = (
  answers: EmbeddedAnswers,
  fetch: FetchFunction,
  nextTask: () => Promise<void> = () => Promise.resolve(),
): FetchFunction => {
  const unused = new Map(answers)
  return async (url, init) => {
    const address = addressWithoutStamp(url)
    const text = init.method === 'GET' ? unused.get(address) : undefined
    if (text === undefined) return fetch(url, init)
    unused.delete(address)
    await nextTask()
    return { status: 200, text: () => Promise.resolve(text) }
  }
}
