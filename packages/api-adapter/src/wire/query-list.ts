import * as t from 'io-ts'
import * as E from 'fp-ts/Either'

/**
 * §7 list parameters in a query string (`featureIds=`, `ticketCodes`, `ignoreTicketIds`…):
 * written comma-separated, read from that text, from a repeated key (an array), or from
 * a single value. An empty list is left out of the query.
 */
export const QueryList = <A, O extends string | number>(item: t.Type<A, O, unknown>): t.Type<readonly A[], string | undefined, unknown> => {
  const list = t.readonlyArray(item)
  const items = (u: unknown): readonly unknown[] | null => {
    if (u === undefined || u === null) return []
    if (Array.isArray(u)) return u.flatMap((v: unknown) => (typeof v === 'string' ? v.split(',') : [v])).filter((v) => v !== '')
    if (typeof u === 'string') return u.split(',').filter((v) => v.trim() !== '')
    if (typeof u === 'number') return [u]
    return null
  }
  return new t.Type<readonly A[], string | undefined, unknown>(
    `list of ${item.name}`,
    list.is,
    (u, c) => {
      const values = items(u)
      if (values === null) return t.failure(u, c)
      return E.map((as: readonly A[]) => as)(list.validate(values, c))
    },
    (as) => (as.length === 0 ? undefined : as.map((a) => String(item.encode(a))).join(',')),
  )
}
