import * as E from 'fp-ts/Either'
import { checkReferenceQuota, kartisError, ticketReferencesOf, type Result, type TicketReferencePair } from '@kartis/core'
import type { CatalogRepository } from '../storage/catalog-repository'
import type { ReferenceOptionAt, TicketReferenceQuota } from '../storage/ticket-reference-quota'
import { miniSitePresentationIds } from './sale-filters'

/** §7 GET /mini-site/validate/{url} as the server judges it: the tickets chosen and the references given, if any. */
export interface MiniSiteTicketsValidation {
  readonly ticketIds: readonly number[]
  readonly reference1?: string
  readonly reference2?: string
}

/**
 * §3 issue 13 one ticket under a pair: eligible when at one of the presentations an option of the
 * pair at the ticket applies with a ticket left; REFERENCE_QUOTA_EXHAUSTED when options apply but
 * none has one left; REFERENCE_NOT_ELIGIBLE when none applies.
 */
const ticketUnder = (
  ticketId: number,
  pair: TicketReferencePair,
  presentationIds: readonly number[],
  options: readonly ReferenceOptionAt[],
): Result<void> => {
  const line = { ticketId, ...pair, count: 1 }
  const verdicts = presentationIds.flatMap((presentationId) => {
    const here = options.filter((option) => option.presentationId === presentationId && option.ticketId === ticketId)
    return here.length === 0 ? [] : [checkReferenceQuota([line], here)]
  })
  return verdicts.find(E.isRight) ?? verdicts.find(E.isLeft) ?? E.left(kartisError('REFERENCE_NOT_ELIGIBLE', { ticketId, ...pair }))
}

/**
 * Issue 14 the codes a visitor types on entering a mini-site, before choosing tickets: the pair
 * may buy at least one of its tickets (REFERENCE_NOT_ELIGIBLE when no option of the pair applies
 * to any, REFERENCE_QUOTA_EXHAUSTED when all that apply are used up).
 */
const pairBuysHere = async (
  quota: TicketReferenceQuota,
  pair: TicketReferencePair,
  presentationIds: readonly number[],
  ticketIds: readonly number[],
): Promise<Result<true>> => {
  const options = await quota.optionsAt(presentationIds, pair, ticketIds)
  const verdicts = [...new Set(options.map((option) => option.ticketId))].map((ticketId) =>
    ticketUnder(ticketId, pair, presentationIds, options),
  )
  if (verdicts.some(E.isRight)) return E.right(true)
  return E.left(verdicts.find(E.isLeft)?.left ?? kartisError('REFERENCE_NOT_ELIGIBLE', { ...pair }))
}

/**
 * §7 GET /mini-site/validate/{url}: the tickets chosen may be sold under the mini-site when
 * each is a ticket of a ticket group one of its presentations sells; with references given
 * (issue 13), each must also be a ticket an option of that pair applies to at one of them (its
 * business and feature, the presentation or the whole feature) with a ticket left.
 * With references and no tickets (issue 14, the codes typed on entering), the pair must be able to
 * buy one of the mini-site's tickets (pairBuysHere).
 * NOT_FOUND for an unknown mini-site; REFERENCE_NOT_ELIGIBLE naming the first other ticket;
 * REFERENCE_QUOTA_EXHAUSTED when the pair has bought all its option allows.
 */
export const validateMiniSiteTickets = async (
  catalog: CatalogRepository,
  quota: TicketReferenceQuota,
  url: string,
  validation: MiniSiteTicketsValidation,
): Promise<Result<true>> => {
  const ids = await miniSitePresentationIds(catalog, url)
  if (E.isLeft(ids)) return ids
  const presentations = await catalog.listPresentations({ ids: [...ids.right] })
  const sold = new Set(presentations.flatMap((p) => p.ticketGroups.flatMap((g) => [...g.tickets, ...g.voucherTickets].map((t) => t.id))))
  const { ticketIds } = validation
  const other = ticketIds.find((id) => !sold.has(id))
  if (other !== undefined) return E.left(kartisError('REFERENCE_NOT_ELIGIBLE', { ticketId: other }))
  const pair = ticketReferencesOf(validation)
  if (pair === null) return E.right(true)
  const presentationIds = presentations.map((p) => p.id)
  if (ticketIds.length === 0) return pairBuysHere(quota, pair, presentationIds, [...sold])
  const options = await quota.optionsAt(presentationIds, pair, ticketIds)
  for (const ticketId of new Set(ticketIds)) {
    const verdict = ticketUnder(ticketId, pair, presentationIds, options)
    if (E.isLeft(verdict)) return verdict
  }
  return E.right(true)
}
