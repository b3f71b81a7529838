import { defaultVenueSettings, kartisError, type EDocument } from '@kartis/core'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { cartFor, hallSeat, openSample, sampleDataset, show502 } from './test-support/demo-sample'

type Sample = ReturnType<typeof openSample>

/** Dana books seats 1–3 of row א for 3 July, unpaid (hold), as KRT-1001. */
const booked = async (): Promise<Sample> => {
  const sample = openSample()
  for (const x of [1, 2, 3]) await sample.dana.seatLocks.lock(hallSeat(502, x, 1))
  await sample.dana.payments.commit({ cart: { ...cartFor(show502, [1, 2, 3]), isHold: true } })
  return sample
}

describe('InMemoryReservations.reservation', () => {
  it('§3 the visitor’s reservation, derived from what was sold', async () => {
    const sample = await booked()
    expect(await sample.dana.reservations.reservation('KRT-1001')).toEqual(
      E.right({
        reservationIdentifier: 'KRT-1001',
        resStateId: 1,
        quantity: 3,
        featureName: 'מסע אל הים',
        venueName: 'אולם 1',
        sectionName: 'אולם',
        rowNames: 'א',
        seatNames: '1, 2, 3',
        isUnpaid: true,
        startDateTime: '2026-07-03T18:00:00+03:00',
        ticketIdentifiers: ['KRT-1001-1', 'KRT-1001-2', 'KRT-1001-3'],
      }),
    )
  })

  it('§7 is for its uuid only', async () => {
    const sample = await booked()
    expect(await sample.yossi.reservations.reservation('KRT-1001')).toEqual(
      E.left(kartisError('RESERVATION_NOT_FOUND', { reservationIdentifier: 'KRT-1001' })),
    )
  })
})

const documentKeyOfDana = async (sample: Sample): Promise<string> => {
  for (const x of [1, 2]) await sample.dana.seatLocks.lock(hallSeat(502, x, 1))
  const committed = await sample.dana.payments.commit({ cart: { ...cartFor(show502, [1, 2]), isHold: true } })
  return E.isRight(committed) ? committed.right.documentKey : ''
}

describe('InMemoryReservations.edocument', () => {
  it('§2 opens for any visitor holding the key: the show, the customer and each seat with its own reference', async () => {
    const sample = openSample()
    const key = await documentKeyOfDana(sample)
    const shown = await sample.yossi.reservations.edocument(key)
    expect(shown).toEqual(
      E.right({
        reservationIdentifier: 'KRT-1001',
        resStateId: 1,
        isUnpaid: true,
        featureName: 'מסע אל הים',
        venueName: 'אולם 1',
        startDateTime: '2026-07-03T18:00:00+03:00',
        customerName: expect.any(String),
        tickets: [1, 2].map((n) => ({
          ticketIdentifier: `KRT-1001-${n}`,
          reference: expect.stringMatching(new RegExp(`^KRT-1001-${n}\\.[0-9A-F]{20}$`)),
          sectionName: 'אולם',
          rowName: 'א',
          seatName: String(n),
          quantity: 1,
        })),
        // §9 issue 15 the grace of the show's business (3: no venue configured, the defaults' 0).
        eDocumentGraceMinutes: 0,
      }),
    )
    expect(await sample.dana.reservations.edocument(key)).toEqual(shown)
  })

  it('§9 issue 15 carries the e-document grace of the venue that sold it (its presentation’s business), as the server’s', async () => {
    const venue = { ...defaultVenueSettings(show502.businessId ?? 0, 'hall'), eDocumentGraceMinutes: 45 }
    const sample = openSample({ ...sampleDataset, venues: [defaultVenueSettings(9, 'other'), venue] })
    const shown = await sample.yossi.reservations.edocument(await documentKeyOfDana(sample))
    expect(E.map((document: EDocument) => document.eDocumentGraceMinutes)(shown)).toEqual(E.right(45))
    // A show of no business: no grace of its own (the page's venue's applies).
    const noBusiness = openSample({ ...sampleDataset, presentations: sampleDataset.presentations.map((p) => ({ ...p, businessId: null })) })
    const plain = await noBusiness.yossi.reservations.edocument(await documentKeyOfDana(noBusiness))
    expect(E.map((document: EDocument) => 'eDocumentGraceMinutes' in document)(plain)).toEqual(E.right(false))
  })

  it('§2 a key with one character changed, a bare reservation number or another reservation’s token is NOT_FOUND', async () => {
    const sample = openSample()
    const key = await documentKeyOfDana(sample)
    const altered = `${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}`
    for (const wrong of [altered, 'KRT-1001', `KRT-1002${key.slice(key.lastIndexOf('-'))}`, ''])
      expect(await sample.yossi.reservations.edocument(wrong)).toEqual(E.left(kartisError('NOT_FOUND')))
  })

  it('§2/§4 a cancelled reservation’s key shows it cancelled, with no tickets', async () => {
    const sample = openSample()
    const key = await documentKeyOfDana(sample)
    await sample.dana.reservations.cancel({ reservationIdentifier: 'KRT-1001', itemsToCancel: [], refundToTransactionCredit: false })
    expect(await sample.yossi.reservations.edocument(key)).toMatchObject(E.right({ resStateId: 3, isUnpaid: false, tickets: [] }))
  })
})

describe('InMemoryReservations.cancel', () => {
  it('§7 cancels the named tickets: they leave the reservation and their seats are free again', async () => {
    const sample = await booked()
    expect(
      await sample.dana.reservations.cancel({
        reservationIdentifier: 'KRT-1001',
        itemsToCancel: ['KRT-1001-3'],
        refundToTransactionCredit: false,
      }),
    ).toEqual(E.right({ fee: 0, refund: 0, creditCode: null }))
    expect(
      E.map((r: { readonly quantity: number; readonly seatNames: string }) => [r.quantity, r.seatNames])(
        await sample.dana.reservations.reservation('KRT-1001'),
      ),
    ).toEqual(E.right([2, '1, 2']))
    expect(E.isRight(await sample.yossi.seatLocks.lock(hallSeat(502, 3, 1)))).toBe(true)
  })

  it('§4 cancelling all of it: ResStateId 3, quantity 0, no names, not unpaid; again is NOTHING_TO_CANCEL', async () => {
    const sample = await booked()
    const whole = { reservationIdentifier: 'KRT-1001', itemsToCancel: [], refundToTransactionCredit: true }
    expect(await sample.dana.reservations.cancel(whole)).toEqual(E.right({ fee: 0, refund: 0, creditCode: null }))
    expect(
      E.map((r: { readonly resStateId: number; readonly quantity: number; readonly seatNames: string; readonly isUnpaid: boolean }) => [
        r.resStateId,
        r.quantity,
        r.seatNames,
        r.isUnpaid,
      ])(await sample.dana.reservations.reservation('KRT-1001')),
    ).toEqual(E.right([3, 0, '', false]))
    expect(await sample.dana.reservations.cancel(whole)).toEqual(
      E.left(kartisError('NOTHING_TO_CANCEL', { reservationIdentifier: 'KRT-1001' })),
    )
  })

  it('a ticket that is not a live ticket of the reservation is NOTHING_TO_CANCEL', async () => {
    const sample = await booked()
    expect(
      await sample.dana.reservations.cancel({
        reservationIdentifier: 'KRT-1001',
        itemsToCancel: ['KRT-1001-9'],
        refundToTransactionCredit: false,
      }),
    ).toEqual(E.left(kartisError('NOTHING_TO_CANCEL', { reservationIdentifier: 'KRT-1001', ticketIdentifier: 'KRT-1001-9' })))
  })

  it('another visitor cannot cancel it; a producer can', async () => {
    const sample = await booked()
    expect(
      await sample.yossi.reservations.cancel({ reservationIdentifier: 'KRT-1001', itemsToCancel: [], refundToTransactionCredit: false }),
    ).toEqual(E.left(kartisError('RESERVATION_NOT_FOUND', { reservationIdentifier: 'KRT-1001' })))
    expect(await sample.yossi.reservations.producerCancel('KRT-1001')).toEqual(E.right(undefined))
    expect(E.map((r: { readonly resStateId: number }) => r.resStateId)(await sample.dana.reservations.reservation('KRT-1001'))).toEqual(
      E.right(3),
    )
    expect(await sample.yossi.reservations.producerCancel('KRT-9999')).toEqual(
      E.left(kartisError('RESERVATION_NOT_FOUND', { reservationIdentifier: 'KRT-9999' })),
    )
  })
})
