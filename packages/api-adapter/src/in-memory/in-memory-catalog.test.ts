import { agorot, kartisError } from '@kartis/core'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { openSample, regular } from './test-support/demo-sample'

const idsOf = <A extends { readonly id: number }>(result: E.Either<unknown, readonly A[]>): E.Either<unknown, readonly number[]> =>
  E.map((items: readonly A[]) => items.map((item) => item.id))(result)

describe('InMemoryCatalog', () => {
  it('§7 features: all, by id, or those on sale at a location or mini-site', async () => {
    const { dana } = openSample()
    expect(idsOf(await dana.catalog.features({ featureIds: [] }))).toEqual(E.right([1, 2]))
    expect(idsOf(await dana.catalog.features({ featureIds: [2] }))).toEqual(E.right([2]))
    expect(idsOf(await dana.catalog.features({ featureIds: [], locationId: 2 }))).toEqual(E.right([2]))
    expect(idsOf(await dana.catalog.features({ featureIds: [], miniSiteUrl: 'nowhere' }))).toEqual(E.right([]))
  })

  it('§7 presentations: by feature and mini-site, without plans, with hasReserved and hasGA', async () => {
    const { dana } = openSample()
    const list = await dana.catalog.presentations({ featureIds: [1] })
    expect(
      E.map(
        (l: {
          readonly presentations: readonly { readonly id: number; readonly seatPlan: unknown }[]
          readonly hasReserved: boolean
          readonly hasGA: boolean
        }) => [l.presentations.map((p) => [p.id, p.seatPlan]), l.hasReserved, l.hasGA],
      )(list),
    ).toEqual(
      E.right([
        [
          [501, null],
          [502, null],
        ],
        true,
        true,
      ]),
    )
    const festival = await dana.catalog.presentations({ featureIds: [], miniSiteUrl: 'festival' })
    expect(
      E.map((l: { readonly presentations: readonly { readonly id: number }[] }) => l.presentations.map((p) => p.id))(festival),
    ).toEqual(E.right([501, 601]))
  })

  it('§7 a presentation: PRSNT_NOT_FOUND when unknown, or not sold by the mini-site asked through', async () => {
    const { dana } = openSample()
    expect(E.map((p: { readonly id: number }) => p.id)(await dana.catalog.presentation(502, {}))).toEqual(E.right(502))
    expect(await dana.catalog.presentation(502, { miniSiteUrl: 'festival' })).toEqual(
      E.left(kartisError('PRSNT_NOT_FOUND', { presentationId: 502 })),
    )
    expect(await dana.catalog.presentation(1, {})).toEqual(E.left(kartisError('PRSNT_NOT_FOUND', { presentationId: 1 })))
  })

  it('§7 ticket groups and the order’s service charge (null when none)', async () => {
    const { dana } = openSample()
    const offer = await dana.catalog.ticketGroups(501, { isGA: false })
    expect(
      E.map((o: { readonly serviceCharge: unknown; readonly ticketGroups: readonly { readonly id: number }[] }) => [
        o.serviceCharge,
        o.ticketGroups.map((g) => g.id),
      ])(offer),
    ).toEqual(E.right([{ amountPerOrder: agorot(500), percentRatePerOrder: 0, name: 'דמי טיפול' }, [5]]))
    expect(
      E.map((o: { readonly serviceCharge: unknown }) => o.serviceCharge)(await dana.catalog.ticketGroups(502, { isGA: false })),
    ).toEqual(E.right(null))
  })

  it('§5 a ticket by code, in any case; §8 look-up errors', async () => {
    const { dana } = openSample()
    const lookup = { presentationId: 501, sectionId: 1, ticketGroupId: 5 }
    expect(await dana.catalog.ticketByCode({ ...lookup, code: 'kupon2' })).toEqual(
      E.right({ ...regular, id: 53, name: 'זוג במחיר אחד', code: 'KUPON2', multiplyFactor: 2, balance: 3 }),
    )
    expect(await dana.catalog.ticketByCode({ ...lookup, code: 'NOPE' })).toEqual(E.left(kartisError('CODE_NOT_FOUND', { code: 'NOPE' })))
    expect(await dana.catalog.ticketByCode({ ...lookup, code: 'VIP' })).toEqual(E.left(kartisError('TICKET_NOT_IN_EVENT', { code: 'VIP' })))
    expect(E.isRight(await dana.catalog.ticketByCode({ ...lookup, presentationId: 502, code: 'VIP' }))).toBe(true)
    expect(await dana.catalog.ticketByCode({ ...lookup, ticketGroupId: 6, code: 'KUPON2' })).toEqual(
      E.left(kartisError('TICKET_NOT_IN_EVENT', { code: 'KUPON2' })),
    )
    expect(await dana.catalog.ticketByCode({ ...lookup, code: 'USED' })).toEqual(
      E.left(kartisError('VOUCHER_WITHOUT_BALANCE', { code: 'USED' })),
    )
  })

  it('§3 the timer, with the box office’s time now in Jerusalem', async () => {
    const { dana, clock } = openSample()
    clock.advance(90_000)
    expect(await dana.catalog.timer(501)).toEqual(
      E.right({ timeInSeconds: 600, currentTime: '2026-07-01T15:01:30+03:00', url: 'https://kartis.test/timeout' }),
    )
    expect(await dana.catalog.timer(502)).toEqual(E.left(kartisError('NOT_FOUND', { presentationId: 502 })))
  })

  it('§7 images: a feature’s own address, else a placeholder; NOT_FOUND for unknown ids', async () => {
    const { dana } = openSample()
    expect(await dana.catalog.featureImageUrl(2)).toEqual(E.right('https://images.kartis.test/laugh.jpg'))
    const placeholder = await dana.catalog.featureImageUrl(1)
    expect(E.map((url: string) => decodeURIComponent(url))(placeholder)).toEqual(E.right(expect.stringContaining('מסע אל הים')))
    expect(E.map((url: string) => decodeURIComponent(url))(await dana.catalog.productImageUrl(8))).toEqual(
      E.right(expect.stringContaining('תוכניה')),
    )
    expect(await dana.catalog.featureImageUrl(3)).toEqual(E.left(kartisError('NOT_FOUND', { featureId: 3 })))
    expect(await dana.catalog.productImageUrl(99)).toEqual(E.left(kartisError('NOT_FOUND', { productId: 99 })))
  })
})
