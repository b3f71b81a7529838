import * as E from 'fp-ts/Either'
import { kartisError, type Result } from '../errors/error-codes'

/** §5 seat maximum: adding `adding` seats to `selectedCount` may not pass `maxSeats` (SEAT_MAXIMUM_REACHED with { max }). */
export const checkSeatMaximum = (selectedCount: number, adding: number, maxSeats: number): Result<void> =>
  selectedCount + adding > maxSeats ? E.left(kartisError('SEAT_MAXIMUM_REACHED', { max: maxSeats })) : E.right(undefined)
