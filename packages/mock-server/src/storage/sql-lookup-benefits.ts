import * as E from 'fp-ts/Either'
import { agorot, kartisError, type BenefitLookupKind, type Clock, type Result, type Ticket } from '@kartis/core'
import { benefitTicketOf, type LookupBenefitDefinition, type PricePolicy } from '@kartis/api-adapter'
import type { LookupBenefit, LookupBenefits, NewLookupGrant } from './lookup-benefits'
import type { Engine, StorageDatabase } from './database/storage-database'
import { inTransaction, outsideTransaction, type Tx } from './database/transactions'

/** Issue 15 §5 a look-up grant's token: 'BN-' and 96 random bits (base64url), the ticket's code in the cart. */
export const LOOKUP_GRANT_PREFIX = 'BN-'

const benefitColumns = ['id', 'ticket_group_id', 'kind', 'name', 'ticket_id', 'price_policy_id', 'price', 'service_charge'] as const

interface BenefitRow {
  readonly id: number
  readonly ticket_group_id: number
  readonly kind: BenefitLookupKind
  readonly name: string
  readonly ticket_id: number
  readonly price_policy_id: number
  readonly price: number
  readonly service_charge: number
}

const benefitOf = (row: BenefitRow): LookupBenefit => ({
  id: row.id,
  ticketGroupId: row.ticket_group_id,
  kind: row.kind,
  name: row.name,
  ticketId: row.ticket_id,
  pricePolicyId: row.price_policy_id,
  price: agorot(row.price),
  serviceCharge: agorot(row.service_charge),
})

/** Issue 15 §5 writes benefits and their lists (in the caller's transaction). */
export const writeLookupBenefits = async (tx: Tx, benefits: readonly LookupBenefitDefinition[]): Promise<void> => {
  for (const benefit of benefits) {
    const row = await tx
      .insertInto('lookup_benefits')
      .values({
        ticket_group_id: benefit.ticketGroupId,
        kind: benefit.kind,
        name: benefit.name,
        ticket_id: benefit.ticketId,
        price_policy_id: benefit.pricePolicyId,
        price: benefit.price,
        service_charge: benefit.serviceCharge,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const values = [...new Set(benefit.eligible)].map((value) => ({ benefit_id: row.id, value }))
    if (values.length > 0) await tx.insertInto('lookup_eligibles').values(values).execute()
  }
}

/** Issue 15 §5 the look-ups each of the groups asks for beyond codes, by group. */
export const benefitKindsOf = async (
  db: Tx,
  ticketGroupIds: readonly number[],
): Promise<ReadonlyMap<number, readonly BenefitLookupKind[]>> => {
  if (ticketGroupIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('lookup_benefits')
    .select(['ticket_group_id', 'kind'])
    .where('ticket_group_id', 'in', ticketGroupIds)
    .orderBy('ticket_group_id')
    .orderBy('id')
    .execute()
  const kinds = new Map<number, BenefitLookupKind[]>()
  for (const row of rows) kinds.set(row.ticket_group_id, [...(kinds.get(row.ticket_group_id) ?? []), row.kind])
  return kinds
}

/** Issue 15 §5 the ticket an open grant (not redeemed, not expired) gives in the group; null otherwise. */
export const openGrantTicket = async (db: Tx, ticketGroupId: number, token: string, now: number): Promise<Ticket | null> => {
  if (!token.startsWith(LOOKUP_GRANT_PREFIX)) return null
  const row = await db
    .selectFrom('lookup_grants as g')
    .innerJoin('lookup_benefits as b', 'b.id', 'g.benefit_id')
    .select(benefitColumns.map((column) => `b.${column}` as const))
    .where('g.token', '=', token)
    .where('b.ticket_group_id', '=', ticketGroupId)
    .where('g.redeemed_at', 'is', null)
    .where('g.expires_at', '>', now)
    .executeTakeFirst()
  return row === undefined ? null : benefitTicketOf(benefitOf(row), token)
}

/**
 * Issue 15 §5 redeems a grant inside the commit's transaction: one seat (COUPON_ALREADY_USED for
 * more, for a grant redeemed, expired, or whose holder bought the benefit for the presentation
 * already); null when the token is no grant (the ledger then says CODE_NOT_FOUND).
 */
export const redeemLookupGrant = async (
  tx: Tx,
  engine: Engine,
  token: string,
  redemptions: number,
  reservationIdentifier: string | null,
  now: number,
): Promise<Result<number> | null> => {
  if (!token.startsWith(LOOKUP_GRANT_PREFIX)) return null
  const grant = await tx
    .selectFrom('lookup_grants')
    .selectAll()
    .where('token', '=', token)
    .$if(engine === 'postgres', (q) => q.forUpdate())
    .executeTakeFirst()
  if (grant === undefined) return null
  const used = E.left(kartisError('COUPON_ALREADY_USED', { code: token }))
  if (redemptions !== 1 || grant.redeemed_at !== null || grant.expires_at <= now) return used
  const holderBought = await tx
    .selectFrom('lookup_grants')
    .select('token')
    .where('benefit_id', '=', grant.benefit_id)
    .where('presentation_id', '=', grant.presentation_id)
    .where('holder_hash', '=', grant.holder_hash)
    .where('redeemed_at', 'is not', null)
    .executeTakeFirst()
  if (holderBought !== undefined) return used
  await tx
    .updateTable('lookup_grants')
    .set({ redeemed_at: now, reservation_identifier: reservationIdentifier })
    .where('token', '=', token)
    .execute()
  return E.right(0)
}

/** Issue 15 §5 the benefits of ticket types by look-up on either engine. */
export class SqlLookupBenefits implements LookupBenefits {
  constructor(
    private readonly database: StorageDatabase,
    private readonly clock: Pick<Clock, 'now'>,
  ) {}

  private get db(): Tx {
    return outsideTransaction(this.database)
  }

  async benefit(ticketGroupId: number, kind: BenefitLookupKind): Promise<LookupBenefit | null> {
    const row = await this.db
      .selectFrom('lookup_benefits')
      .select(benefitColumns)
      .where('ticket_group_id', '=', ticketGroupId)
      .where('kind', '=', kind)
      .executeTakeFirst()
    return row === undefined ? null : benefitOf(row)
  }

  async isEligible(benefitId: number, value: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('lookup_eligibles')
      .select('value')
      .where('benefit_id', '=', benefitId)
      .where('value', '=', value)
      .executeTakeFirst()
    return row !== undefined
  }

  async redeemedBy(benefitId: number, presentationId: number, holderHash: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('lookup_grants')
      .select('token')
      .where('benefit_id', '=', benefitId)
      .where('presentation_id', '=', presentationId)
      .where('holder_hash', '=', holderHash)
      .where('redeemed_at', 'is not', null)
      .executeTakeFirst()
    return row !== undefined
  }

  async issueGrant(grant: NewLookupGrant): Promise<void> {
    await this.db
      .insertInto('lookup_grants')
      .values({
        token: grant.token,
        benefit_id: grant.benefitId,
        presentation_id: grant.presentationId,
        holder_hash: grant.holderHash,
        visitor_uuid: grant.visitorUuid,
        expires_at: grant.expiresAt,
        created_at: this.clock.now(),
      })
      .execute()
  }

  async importBenefits(benefits: readonly LookupBenefitDefinition[], policies: readonly PricePolicy[]): Promise<boolean> {
    const result = await inTransaction(this.database, async (tx) => {
      const any = await tx.selectFrom('lookup_benefits').select('id').limit(1).executeTakeFirst()
      if (any !== undefined) return E.right(false)
      const groups = new Set((await tx.selectFrom('ticket_groups').select('id').execute()).map((row) => row.id))
      const known = new Set((await tx.selectFrom('price_policies').select('id').execute()).map((row) => row.id))
      const missing = policies.filter((policy) => !known.has(policy.id))
      if (missing.length > 0)
        await tx
          .insertInto('price_policies')
          .values(missing.map(({ id, name }) => ({ id, name })))
          .execute()
      await writeLookupBenefits(
        tx,
        benefits.filter((benefit) => groups.has(benefit.ticketGroupId)),
      )
      return E.right(true)
    })
    return E.isRight(result) && result.right
  }
}
