import {
  appliesSingleSeatRule,
  cartToSave,
  checkSeatMaximum,
  checkSelection,
  formatJerusalemDateTime,
  kartisError,
  restoreSeats,
  sameCartSeat,
  savedCartExpiry,
  withRestoredSeats,
  type Cart,
  type CartSeat,
  type CartToSave,
  type Presentation,
  type RestoredCart,
  type Result,
  type SaveCartRequest,
  type SavedCartLink,
  type SavedCarts,
  type SavedSeatStanding,
} from '@kartis/core'
import * as E from 'fp-ts/Either'
import type { VisitorIdentity } from '../http/visitor-identity'
import type { InMemoryBoxOffice, SavedCartRecord } from './box-office'
import type { PresentationSeating } from './presentation-seating'
import type { ClaimedPlace, PlaceKey } from './seat-ledger'
import { GA_ROW } from './seat-locking'

const placeOf = (seat: CartSeat): PlaceKey | null => (seat.y === null ? null : { sectionId: seat.sectionId, x: seat.x, y: seat.y })

const sameSeat = (a: PlaceKey, b: CartSeat): boolean => a.sectionId === b.sectionId && a.x === b.x && a.y === b.y

/** §2 where a saved seat stands for `opener`, the saved cart being `saver`'s. */
const standingOf = (claims: readonly ClaimedPlace[], saver: string, opener: string, seat: CartSeat): SavedSeatStanding => {
  const claim = claims.find(({ place }) => sameSeat(place, seat))?.claim
  if (claim === undefined) return 'free'
  if (claim.kind !== 'locked') return 'taken'
  return claim.uuid === opener ? 'opener' : claim.uuid === saver ? 'saver' : 'taken'
}

/** §4 the lowest free place of a general-admission section, in its one row (GA_ROW), or null when it is full. */
const freeGaPlace = (claims: readonly ClaimedPlace[], seating: PresentationSeating, sectionId: number): PlaceKey | null => {
  const taken = new Set(claims.filter(({ place }) => place.sectionId === sectionId).map(({ place }) => place.x))
  const capacity = seating.section(sectionId)?.gaCapacity ?? 0
  for (let x = 1; x <= capacity; x++) if (!taken.has(x)) return { sectionId, x, y: GA_ROW }
  return null
}

/** What one presentation's seats became: those now the opener's (where), and those dropped. */
interface Placed {
  readonly held: readonly { readonly seat: CartSeat; readonly at: PlaceKey }[]
  readonly dropped: readonly CartSeat[]
}

/**
 * §2/§4 a saved cart's seats of one presentation, locked for the opener as the reference server
 * does (routes of /cart/{resId}): reserved seats kept by the core's restoreSeats must still pass
 * the single-seat rule and the seat maximum together with what the opener holds, else none is
 * kept; a general-admission place taken meanwhile is given another place of its section while
 * one is free. The saver's locks on kept seats become the opener's.
 */
const placeSeats = (
  office: InMemoryBoxOffice,
  presentation: Presentation,
  seating: PresentationSeating,
  record: SavedCartRecord,
  opener: string,
  seats: readonly CartSeat[],
): Placed => {
  const now = office.now()
  const claims = office.seats.claimed(presentation.id, now)
  const isGa = (seat: CartSeat): boolean => seating.section(seat.sectionId)?.isReserved === false
  const reserved = restoreSeats(
    seats.filter((seat) => !isGa(seat)),
    (seat) => standingOf(claims, record.uuid, opener, seat),
  )
  const without = claims.filter(({ place }) => !reserved.kept.some((seat) => sameSeat(place, seat)))
  const keptPlaces = reserved.kept.flatMap((seat) => placeOf(seat) ?? [])
  const own = office.seats.locksOf(presentation.id, opener, now).length
  const allowed = E.flatMap(() =>
    checkSelection(seating.index, seating.statusesFor(without, opener), [...seating.selectionOf(without, opener), ...keptPlaces], {
      applySingleSeatRule: appliesSingleSeatRule(presentation),
    }),
  )(checkSeatMaximum(own, keptPlaces.length, presentation.maxSeats))
  const held: { seat: CartSeat; at: PlaceKey }[] = []
  const lock = (seat: CartSeat, at: PlaceKey): void => {
    office.seats.release(presentation.id, at, record.uuid)
    office.seats.lock(presentation.id, at, opener, seat.ticketGroupId, now + office.lockTtlMs)
    held.push({ seat, at })
  }
  if (E.isRight(allowed)) for (const seat of reserved.kept) lock(seat, { sectionId: seat.sectionId, x: seat.x, y: seat.y ?? 0 })
  for (const seat of seats.filter(isGa)) {
    const current = office.seats.claimed(presentation.id, now)
    const stands = standingOf(current, record.uuid, opener, seat)
    const room = stands === 'opener' || office.seats.locksOf(presentation.id, opener, now).length < presentation.maxSeats
    const at = stands === 'taken' ? freeGaPlace(current, seating, seat.sectionId) : placeOf(seat)
    if (room && at !== null) lock(seat, at)
  }
  // In cart order, whatever the reason each was dropped for.
  return { held, dropped: seats.filter((seat) => !held.some((entry) => entry.seat === seat)) }
}

/**
 * §2/§7 saved carts in memory, as the reference server keeps them: POST /cart keeps the cart (as
 * cartToSave checks and trims it) under a link id until savedCartExpiry; opening the link locks
 * its seats again for whoever opened it (see placeSeats). Ids here are a counter ('SC-1', …),
 * for readable tests; the reference server's are random and unguessable. A reservation's
 * number (the reference server's modification of a booking, §4) is not served in memory: it is
 * CART_NOT_FOUND here, as any id it does not know.
 */
export class InMemorySavedCarts implements SavedCarts {
  constructor(
    private readonly office: InMemoryBoxOffice,
    private readonly visitor: VisitorIdentity,
  ) {}

  saveCart(request: SaveCartRequest): Promise<Result<SavedCartLink>> {
    const now = this.office.now()
    const saved = E.flatMap((checked: CartToSave) =>
      E.map((expiresAt: number) => ({ ...checked, expiresAt }))(
        E.flatMap((presentations: readonly Presentation[]) => savedCartExpiry(presentations, now))(this.presentationsOf(checked.cart)),
      ),
    )(cartToSave(request))
    if (E.isLeft(saved)) return Promise.resolve(saved)
    const { cart, mobileNumber, expiresAt } = saved.right
    const cartId = `SC-${this.office.savedCarts.size + 1}`
    this.office.savedCarts.set(cartId, { uuid: this.visitor.uuid(), cart, expiresAt })
    return Promise.resolve(E.right({ cartId, expiresAt: formatJerusalemDateTime(expiresAt), smsSent: mobileNumber !== null }))
  }

  /** §3 the box office's presentations of a cart's seats and products (PRSNT_NOT_FOUND for one it does not have). */
  private presentationsOf(cart: Cart): Result<readonly Presentation[]> {
    const ids = new Set([...cart.seats.map((seat) => seat.presentationId), ...cart.products.flatMap((line) => line.presentationId ?? [])])
    const found: Presentation[] = []
    for (const id of ids) {
      const presentation = this.office.presentation(id)
      if (E.isLeft(presentation)) return presentation
      found.push(presentation.right)
    }
    return E.right(found)
  }

  openCart(cartId: string): Promise<Result<RestoredCart>> {
    const record = this.office.savedCarts.get(cartId)
    if (record === undefined || record.expiresAt <= this.office.now()) return Promise.resolve(E.left(kartisError('CART_NOT_FOUND')))
    const opener = this.visitor.uuid()
    const placed: { seat: CartSeat; at: PlaceKey }[] = []
    const dropped: CartSeat[] = []
    for (const presentationId of new Set(record.cart.seats.map((seat) => seat.presentationId))) {
      const seats = record.cart.seats.filter((seat) => seat.presentationId === presentationId)
      const presentation = this.office.presentation(presentationId)
      const seating = E.flatMap((found: Presentation) => this.office.seating(found))(presentation)
      if (E.isLeft(presentation) || E.isLeft(seating)) {
        dropped.push(...seats)
        continue
      }
      const done = placeSeats(this.office, presentation.right, seating.right, record, opener, seats)
      placed.push(...done.held)
      dropped.push(...done.dropped)
    }
    const cart = withRestoredSeats(record.cart, dropped, (seat) => {
      const at = placed.find((entry) => sameCartSeat(entry.seat, seat))?.at
      return at === undefined ? seat : { ...seat, x: at.x, y: at.y }
    })
    return Promise.resolve(E.right({ cart, droppedSeats: dropped }))
  }
}
