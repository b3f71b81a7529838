import type { Result } from '@kartis/core'
import * as E from 'fp-ts/Either'

/** §7 "returns X or error": a decoded answer that is itself a Result, made one Result (the in-band error wins). */
export const inBand = <A>(answer: Result<Result<A>>): Result<A> => E.flatten(answer)

/** §7 calls answering only success or error (cart, cancel, unlock…): the port's Result<void>. */
export const acknowledged = <A>(answer: Result<A>): Result<void> => E.map((): void => undefined)(answer)
