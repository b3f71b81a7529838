import {
  appliesSingleSeatRule,
  BEST_AVAILABLE_MAX_MATCHES,
  findBestAvailable,
  kartisError,
  type BestAvailable,
  type BestAvailableMatch,
  type BestAvailableRequest,
  type KartisError,
  type Presentation,
  type Result,
} from '@kartis/core'
import * as E from 'fp-ts/Either'
import type { VisitorIdentity } from '../http/visitor-identity'
import type { InMemoryBoxOffice } from './box-office'
import { presentationsMatching } from './presentation-filter'
import type { PresentationSeating } from './presentation-seating'
import { lockBlock } from './seat-locking'
import type { PlaceKey } from './seat-ledger'

/** One presentation's best block. */
interface Found {
  readonly presentation: Presentation
  readonly seating: PresentationSeating
  readonly seats: readonly PlaceKey[]
  readonly score: number
}

/** §7 seats in memory: the box office picks and locks the best seats for the visitor. */
export class InMemoryBestAvailable implements BestAvailable {
  constructor(
    private readonly office: InMemoryBoxOffice,
    private readonly visitor: VisitorIdentity,
  ) {}

  /**
   * §7/§9 best available with isBestPerPresentation=1 and isLock=1: the core's best block of
   * `quantity` seats in each matching presentation (with the visitor's held seats and the
   * single-seat rule of its policy), best score first, at most 5; each block is locked for the
   * visitor. NOT_ENOUGH_SEATS when no presentation has a block; when blocks exist but none can
   * be locked, the first refusal (e.g. SEAT_MAXIMUM_REACHED).
   */
  bestAvailable(request: BestAvailableRequest): Promise<Result<readonly BestAvailableMatch[]>> {
    const uuid = this.visitor.uuid()
    const now = this.office.now()
    const found: Found[] = []
    const candidates = presentationsMatching(this.office, {
      presentationId: request.presentationId,
      featureIds: request.featureId === undefined ? [] : [request.featureId],
      locationId: request.locationId,
      miniSiteUrl: request.miniSiteUrl,
      startDate: request.startDate,
      endDate: request.endDate,
    })
    for (const presentation of candidates) {
      const seating = this.office.seating(presentation)
      if (E.isLeft(seating)) continue
      const claims = this.office.seats.claimed(presentation.id, now)
      const best = findBestAvailable(seating.right.index, seating.right.statusesFor(claims, uuid), {
        quantity: request.quantity,
        ticketGroupId: request.ticketGroupId,
        applySingleSeatRule: appliesSingleSeatRule(presentation),
        selection: seating.right.selectionOf(claims, uuid),
        maxMatches: 1,
        resultsPerMatch: 1,
      })
      const match = E.isRight(best) ? best.right[0] : undefined
      if (match === undefined) continue
      const seats = match.seats.flatMap((key): PlaceKey[] => (key.y === null ? [] : [{ sectionId: key.sectionId, x: key.x, y: key.y }]))
      found.push({ presentation, seating: seating.right, seats, score: match.score })
    }
    found.sort((a, b) => b.score - a.score)
    const matches: BestAvailableMatch[] = []
    let refusal: KartisError | undefined
    for (const { presentation, seating, seats } of found.slice(0, BEST_AVAILABLE_MAX_MATCHES)) {
      const locked = lockBlock(this.office, uuid, presentation, seating, seats)
      if (E.isLeft(locked)) refusal ??= locked.left
      else matches.push({ presentationId: presentation.id, seats })
    }
    if (matches.length > 0) return Promise.resolve(E.right(matches))
    return Promise.resolve(E.left(refusal ?? kartisError('NOT_ENOUGH_SEATS', { quantity: request.quantity })))
  }
}
