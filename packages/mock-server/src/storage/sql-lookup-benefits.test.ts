import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { agorot, kartisError, ManualClock, type Result } from '@kartis/core'
import type { LookupBenefitDefinition } from '@kartis/api-adapter'
import { ENGINES, testDatabase } from '../test-support/test-databases'
import type { Engine } from './database/storage-database'
import { inTransaction } from './database/transactions'
import { fixtureCatalogOn } from './fixture-catalog'
import { SqlCouponLedgerTx } from './sql-coupon-ledger'
import { SqlLookupBenefits } from './sql-lookup-benefits'

const MINUTE = 60_000
const VISITOR = '5f0c3e1a-8d2b-4c7e-9a61-2b4d6f8e0a13'

const benefit = (ticketGroupId: number, kind: LookupBenefitDefinition['kind'], ticketId: number, eligible: readonly string[]) => ({
  ticketGroupId,
  kind,
  name: `הטבה ${kind}`,
  ticketId,
  pricePolicyId: 9,
  price: agorot(1500),
  serviceCharge: agorot(0),
  eligible,
})

const BENEFITS: readonly LookupBenefitDefinition[] = [
  benefit(1, 'idNumber', 9201, ['123456782', '203040506']),
  benefit(2, 'oneTimeCode', 9203, ['0547654321']),
  // A group the box office does not have: skipped.
  benefit(77, 'mobile', 9277, ['0547654321']),
]

const setup = async (engine: Engine) => {
  const clock = new ManualClock(Date.UTC(2025, 6, 1, 9))
  const database = await testDatabase(engine, { clock })
  const { catalog, presentationId } = await fixtureCatalogOn(database, clock)
  const benefits = new SqlLookupBenefits(database, clock)
  expect(await benefits.importBenefits(BENEFITS, [{ id: 9, name: 'הטבה' }])).toBe(true)
  const redeem = (token: string, count = 1): Promise<Result<number>> =>
    inTransaction(database, (tx, scope) => new SqlCouponLedgerTx(tx, clock, scope, engine).redeem(token, count, null))
  const grant = async (token: string, holderHash = 'holder-a', benefitId?: number) => {
    const id = benefitId ?? (await benefits.benefit(1, 'idNumber'))?.id ?? 0
    await benefits.issueGrant({
      token,
      benefitId: id,
      presentationId,
      holderHash,
      visitorUuid: VISITOR,
      expiresAt: clock.now() + 30 * MINUTE,
    })
  }
  return { clock, catalog, benefits, presentationId, redeem, grant }
}

describe.each(ENGINES)('SqlLookupBenefits on %s (issue 15 §5)', (engine) => {
  it('imports benefits once, with their lists, skipping groups the box office lacks; groups name their look-ups', async () => {
    const { catalog, benefits } = await setup(engine)
    expect(await benefits.importBenefits(BENEFITS, [])).toBe(false)
    const [hall, standing] = await catalog.getTicketGroups([1, 2])
    expect(hall?.lookups).toEqual([...(hall?.isByCodeEnabled === true ? ['code', 'memberNumber'] : []), 'idNumber'])
    expect(standing?.lookups).toEqual([...(standing?.isByCodeEnabled === true ? ['code', 'memberNumber'] : []), 'oneTimeCode'])
    const id = await benefits.benefit(1, 'idNumber')
    expect(id).toMatchObject({ ticketGroupId: 1, kind: 'idNumber', ticketId: 9201, price: 1500, pricePolicyId: 9 })
    expect(await benefits.benefit(1, 'mobile')).toBeNull()
    expect(await benefits.isEligible(id?.id ?? 0, '203040506')).toBe(true)
    expect(await benefits.isEligible(id?.id ?? 0, '000000018')).toBe(false)
  })

  it("a grant prices its group's seat by its token until it expires; not another group's", async () => {
    const { clock, catalog, grant } = await setup(engine)
    await grant('BN-first')
    expect(await catalog.findCodeTicket(1, 'BN-first')).toMatchObject({ id: 9201, code: 'BN-first', balance: 1, price: 1500 })
    expect(await catalog.findCodeTicket(2, 'BN-first')).toBeNull()
    expect(await catalog.findCodeTicket(1, 'BN-unknown')).toBeNull()
    clock.advance(31 * MINUTE)
    expect(await catalog.findCodeTicket(1, 'BN-first')).toBeNull()
  })

  it('the commit redeems a grant once, one seat, and one per holder and presentation', async () => {
    const { benefits, presentationId, redeem, grant, catalog } = await setup(engine)
    const id = (await benefits.benefit(1, 'idNumber'))?.id ?? 0
    await grant('BN-one')
    await grant('BN-two')
    await grant('BN-other', 'holder-b')
    expect(await redeem('BN-one', 2)).toEqual(E.left(kartisError('COUPON_ALREADY_USED', { code: 'BN-one' })))
    expect(await redeem('BN-one')).toEqual(E.right(0))
    expect(await redeem('BN-one')).toEqual(E.left(kartisError('COUPON_ALREADY_USED', { code: 'BN-one' })))
    expect(await catalog.findCodeTicket(1, 'BN-one')).toBeNull()
    // The same holder's second grant: they bought the benefit for this presentation already.
    expect(await redeem('BN-two')).toEqual(E.left(kartisError('COUPON_ALREADY_USED', { code: 'BN-two' })))
    expect(await benefits.redeemedBy(id, presentationId, 'holder-a')).toBe(true)
    expect(await redeem('BN-other')).toEqual(E.right(0))
    expect(await redeem('BN-none')).toEqual(E.left(kartisError('CODE_NOT_FOUND', { code: 'BN-none' })))
  })
})
