import * as E from 'fp-ts/Either'
import type { FastifyInstance } from 'fastify'
import { EnrolmentId, EnrolmentSeasonResponse, EnrolmentSeatPlanResponse, decodeWith } from '@kartis/api-adapter'
import type { EnrolmentSeason, Seat } from '@kartis/core'
import type { StorageDatabase } from '../storage/database/storage-database'
import { emptyPresentation, visitorClient } from './demo-app'
import { rowStartIn } from './selection-fixture'

/** Issue 14 §3 the demo's theatre season's calls. */
export const SEASON_URL = `/api/enroll/${EnrolmentId.theatreSeason}`

/** Issue 14 §3 test support: the demo season, every event emptied so a test starts from free shows. */
export const seasonNow = async (app: FastifyInstance, database: StorageDatabase): Promise<EnrolmentSeason> => {
  const answer = await visitorClient(app).get(SEASON_URL)
  const decoded = decodeWith(EnrolmentSeasonResponse, answer.body)
  if (E.isLeft(decoded)) throw new Error(`GET ${SEASON_URL}: ${answer.status} ${JSON.stringify(answer.body)}`)
  for (const event of decoded.right.events) await emptyPresentation(database, event.presentationId)
  return decoded.right
}

/** Issue 14 §3 the first seat of the n-th row with room in the events' combined plan (rowStartIn). */
export const enrolmentRowStart = async (app: FastifyInstance, ids: readonly number[], row: number): Promise<Seat> => {
  const answer = await visitorClient(app).get(`${SEASON_URL}/seatplan?presentationIds=${ids.join(',')}`)
  const plan = decodeWith(EnrolmentSeatPlanResponse, answer.body)
  if (E.isLeft(plan)) throw new Error(`seat plan: ${answer.status} ${JSON.stringify(answer.body)}`)
  const seat = rowStartIn(plan.right, row)
  if (seat === undefined) throw new Error(`no free row start in ${ids.join(',')}`)
  return seat
}

/** §7 the PUT /enroll/{membershipId}/lock-seat body of a seat in the named events (the first is the one shown). */
export const enrolmentSeatBody = (season: EnrolmentSeason, ids: readonly number[], seat: Seat) => ({
  venueId: seat.venueId,
  seatplanId: seat.seatplanId,
  sectionId: seat.sectionId,
  x: seat.x,
  y: seat.y,
  ticketGroupId: seat.ticketGroupId,
  seasonId: season.seasonId,
  presentationId: ids[0],
  presentationIds: ids,
  selections: [],
})

/** §7 the visitor's PUT /enroll/{membershipId}/lock-seat of the seat in the named events. */
export const lockEnrolmentFor = (app: FastifyInstance, uuid: string, season: EnrolmentSeason, ids: readonly number[], seat: Seat) =>
  visitorClient(app, uuid).send('PUT', `${SEASON_URL}/lock-seat`, enrolmentSeatBody(season, ids, seat))

/** §7 the visitor's PUT /enroll/{membershipId}/unlock-seat of the seat in the named events. */
export const unlockEnrolmentFor = (app: FastifyInstance, uuid: string, season: EnrolmentSeason, ids: readonly number[], seat: Seat) => {
  const { seasonId: _season, ...body } = enrolmentSeatBody(season, ids, seat)
  return visitorClient(app, uuid).send('PUT', `${SEASON_URL}/unlock-seat`, body)
}

/** The season's first three events: the trio rate's choice in the tests. */
export const firstThree = (season: EnrolmentSeason): readonly number[] => season.events.slice(0, 3).map((event) => event.presentationId)
