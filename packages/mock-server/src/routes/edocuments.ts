import type { AppDeps, RouteHost } from '../app-deps'
import { edocumentOfKey } from '../edocuments/edocument-of-key'
import { paymentServices, type PaymentRouteOptions } from './payment-services'

/** §2 the e-ticket by its signed key (GET /edocuments/{documentKey}), limited per address. */
export const registerEdocumentRoutes = (host: RouteHost, deps: AppDeps, options: PaymentRouteOptions = {}): void => {
  const { config } = paymentServices(deps, options)
  const documents = {
    reservations: deps.storage.reservations,
    catalog: deps.storage.catalog,
    members: deps.storage.members,
    vouchers: deps.storage.vouchers,
    secret: config.documentKeySecret,
    venues: deps.storage.venues,
  }
  host.handle('edocument', ({ params }) => edocumentOfKey(documents, params.documentKey), { rateLimit: 'documents' })
}
