import * as E from 'fp-ts/Either'
import { voucherShopOf } from '@kartis/api-adapter'
import type { AppDeps, RouteHost } from '../app-deps'
import { visibleBusinessOf } from '../venues/venue-scope'
import { inHebrew } from './answer'

/**
 * Issue 14 the voucher shop and the donation desk, read from the catalogue as it is stored (anyone
 * may read them). Issue 15 §2 at a venue's host or /v/{slug} only that venue's business's vouchers
 * and causes (venue-scope's visibleBusinessOf); the install's default host offers all.
 */
export const registerSalesRoutes = (host: RouteHost, deps: AppDeps): void => {
  const { catalog, venues } = deps.storage

  host.handle('voucherShop', async ({ params, request }) => {
    const visible = await visibleBusinessOf(venues, request)
    if (E.isLeft(visible)) return inHebrew(visible)
    return inHebrew(voucherShopOf(await catalog.voucherShop(visible.right), params.systemVoucherSuperClassId ?? null))
  })

  host.handle('donationDesk', async ({ request }) => {
    const visible = await visibleBusinessOf(venues, request)
    if (E.isLeft(visible)) return inHebrew(visible)
    return inHebrew(E.right(await catalog.donationDesk(visible.right)))
  })
}
