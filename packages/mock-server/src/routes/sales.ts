import * as E from 'fp-ts/Either'
import { voucherShopOf } from '@kartis/api-adapter'
import type { AppDeps, RouteHost } from '../app-deps'
import { inHebrew } from './answer'

/** Issue 14 the voucher shop and the donation desk, read from the catalogue as it is stored (anyone may read them). */
export const registerSalesRoutes = (host: RouteHost, deps: AppDeps): void => {
  const { catalog } = deps.storage

  host.handle('voucherShop', async ({ params }) =>
    inHebrew(voucherShopOf(await catalog.voucherShop(), params.systemVoucherSuperClassId ?? null)),
  )

  host.handle('donationDesk', async () => inHebrew(E.right(await catalog.donationDesk())))
}
