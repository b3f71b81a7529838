import { InMemoryBoxOffice, demoDataset, inMemoryAdapters } from '@kartis/api-adapter'
import { ManualClock, kartisError, lockRequestFor, type Cart, type KartisError, type Seat } from '@kartis/core'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { ProducerTicketStore } from './producer-ticket-store'

const NOW = Date.UTC(2025, 6, 1, 9, 0)

/** A producer's store and a storefront visitor over one demo box office in memory. */
const setUp = () => {
  const office = new InMemoryBoxOffice(demoDataset(NOW), { clock: new ManualClock(NOW) })
  const producer = inMemoryAdapters(office, { uuid: () => 'producer-browser' })
  const visitor = inMemoryAdapters(office, { uuid: () => 'storefront-visitor' })
  const ended: KartisError[] = []
  const store = new ProducerTicketStore(producer, { now: () => NOW }, (error) => ended.push(error))
  return { store, producer, visitor, ended }
}

const freeSeats = (store: ProducerTicketStore): readonly Seat[] => {
  const plan = store.plan
  if (plan === null) throw new Error('no map')
  return plan.sections.flatMap((s) => s.groups.flatMap((g) => g.rows.flatMap((r) => r.seats))).filter((seat) => seat.status === 'available')
}

/** A presentation of the cinema (business 1), its map open. */
const opened = async () => {
  const setup = setUp()
  await setup.store.load([1])
  const first = setup.store.choices[0]
  if (first === undefined) throw new Error('no presentation of business 1')
  await setup.store.choose(first.presentation.id)
  return setup
}

describe('§7 issue 13 the producer ticket', () => {
  it('lists the reserved-seat presentations of the user’s businesses only, soonest first', async () => {
    const { store } = setUp()
    await store.load([2])
    expect(store.listState).toBe('ready')
    expect(store.choices.length).toBeGreaterThan(0)
    expect(store.choices.every(({ presentation }) => presentation.businessId === 2 && presentation.isReserved)).toBe(true)
    const starts = store.choices.map(({ presentation }) => Date.parse(presentation.startDateTime ?? ''))
    expect(starts).toEqual([...starts].sort((a, b) => a - b))
    expect(store.choices[0]?.featureName).not.toBe('')
  })

  it('locks a free seat on a click and releases it on a second', async () => {
    const { store } = await opened()
    expect(store.mapState).toBe('ready')
    const [seat] = freeSeats(store)
    if (seat === undefined) throw new Error('no free seat')
    await store.toggle(seat)
    expect(store.chosen.map((s) => s.seatName)).toEqual([seat.seatName])
    expect(store.total).toBeGreaterThan(0)
    await store.toggle(seat)
    expect(store.chosen).toEqual([])
  })

  it('asks for the customer’s name and an Israeli mobile before saving', async () => {
    const { store } = await opened()
    const [seat] = freeSeats(store)
    if (seat === undefined) throw new Error('no free seat')
    await store.toggle(seat)
    await store.save()
    expect(store.invalid).toEqual(['customerName', 'mobileNumber'])
    store.setCustomerName('יוסי לוי')
    store.setMobileNumber('123')
    await store.save()
    expect(store.invalid).toEqual(['mobileNumber'])
    expect(store.notice).toBeNull()
  })

  it('saves the seats for the named customer: a reservation, the seats sold to everyone else, the form cleared', async () => {
    const { store, visitor } = await opened()
    // Two seats the single-seat rule lets the producer take: the first free one, then the first of the rest it accepts.
    for (const seat of freeSeats(store)) if (store.chosen.length < 2) await store.toggle(seat)
    const [first, second] = store.chosen
    if (first === undefined || second === undefined) throw new Error('no two free seats')
    store.setCustomerName('יוסי לוי')
    store.setMobileNumber('052-765-4321')
    await store.save()
    expect(store.notice).toMatchObject({ kind: 'saved', reservationIdentifier: expect.any(String) })
    expect([store.customerName, store.mobileNumber, store.chosen]).toEqual(['', '', []])
    const presentation = store.presentation
    if (presentation === null) throw new Error('no presentation')
    const seen = await visitor.seatStatuses.seatsStatus({
      presentationId: presentation.id,
      venueTypeId: presentation.venueTypeId,
      isReserved: true,
    })
    const statusOf = (seat: Seat) =>
      E.isRight(seen) ? seen.right.find((e) => e.x === seat.x && e.y === seat.y && e.sectionId === seat.sectionId)?.status : null
    expect([statusOf(first), statusOf(second)]).toEqual(['unavailable', 'unavailable'])
  })

  it('sells a seat at another of its tickets when the producer chooses one: the total and the saved cart follow', async () => {
    const setup = setUp()
    const carts: Cart[] = []
    const store = new ProducerTicketStore(
      {
        ...setup.producer,
        payments: {
          saveProducerSeats: (request) => {
            carts.push(request.cart)
            return setup.producer.payments.saveProducerSeats(request)
          },
        },
      },
      { now: () => NOW },
      () => undefined,
    )
    await store.load([1])
    const withChoice = store.choices.find(({ presentation }) => presentation.ticketGroups.some((group) => group.tickets.length > 1))
    if (withChoice === undefined) throw new Error('no presentation with two tickets for a seat')
    await store.choose(withChoice.presentation.id)
    const seat = freeSeats(store).find((s) => store.ticketsOf(s).tickets.length > 1)
    if (seat === undefined) throw new Error('no seat with two tickets')
    await store.toggle(seat)
    const { tickets, ticket: regular } = store.ticketsOf(seat)
    const other = tickets.find((ticket) => ticket.id !== regular?.id)
    if (regular === null || other === undefined) throw new Error('no other ticket')
    expect(regular.pricePolicyId).toBe(1)
    store.chooseTicket(seat, other.id)
    expect(store.ticketsOf(seat).ticket?.id).toBe(other.id)
    expect(store.total).toBe(other.price + other.serviceCharge)
    store.setCustomerName('יוסי לוי')
    store.setMobileNumber('0527654321')
    await store.save()
    expect(store.notice).toMatchObject({ kind: 'saved' })
    expect(carts.flatMap((cart) => cart.seats.map((s) => s.ticket?.ticketId))).toEqual([other.id])
    expect(store.ticketChoices.size).toBe(0)
  })

  it('shows a seat another visitor took meanwhile as refused, and ends the session on a 401', async () => {
    const { store, visitor, producer, ended } = await opened()
    const [seat] = freeSeats(store)
    const presentation = store.presentation
    if (seat === undefined || presentation === null) throw new Error('no free seat')
    expect(E.isRight(await visitor.seatLocks.lock(lockRequestFor(presentation, seat)))).toBe(true)
    await store.toggle(seat)
    expect(store.notice).toMatchObject({ kind: 'error' })
    expect(store.chosen).toEqual([])

    const refusing = new ProducerTicketStore(
      {
        ...producer,
        catalog: {
          features: () => Promise.resolve(E.left(kartisError('STAFF_LOGIN_REQUIRED'))),
          presentations: (filter) => producer.catalog.presentations(filter),
          presentation: (id, query) => producer.catalog.presentation(id, query),
        },
      },
      { now: () => NOW },
      (error) => ended.push(error),
    )
    await refusing.load([1])
    expect(refusing.listState).toBe('error')
    expect(ended.map((error) => error.code)).toEqual(['STAFF_LOGIN_REQUIRED'])
  })
})
