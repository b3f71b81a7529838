import type { FastifyRequest } from 'fastify'
import * as E from 'fp-ts/Either'
import { STAFF_PERMISSIONS, kartisError, servesBusiness, type Cart, type Result, type StaffUser } from '@kartis/core'
import type { CatalogRepository } from '../storage/catalog-repository'
import type { StaffGuard } from './staff-guard'

/** The presentations a cart sells: its seats' and its products' (a product may have none). */
const presentationsOf = (cart: Pick<Cart, 'seats' | 'products'>): readonly number[] => [
  ...new Set([
    ...cart.seats.map((seat) => seat.presentationId),
    ...cart.products.flatMap((product) => (product.presentationId === null ? [] : [product.presentationId])),
  ]),
]

/** §3 the business a presentation's venue belongs to (null: an unknown presentation, or a venue of nobody's). */
export const businessOf = async (
  catalog: Pick<CatalogRepository, 'getPresentation' | 'getVenue'>,
  presentationId: number,
): Promise<number | null> => {
  const presentation = await catalog.getPresentation(presentationId)
  const venue = presentation === null ? null : await catalog.getVenue(presentation.venueId)
  return venue?.businessId ?? null
}

/**
 * §7 issue 13 producer seats (POST /payment/commit with mobileNumber and customerName): only a staff
 * user with permission 267 (producer ticket) of the business of every presentation in the cart
 * (401 without a staff session, 403 otherwise). A storefront visitor cannot save seats in another's name.
 */
export const producerSeatsStaff = async (
  guard: StaffGuard,
  catalog: Pick<CatalogRepository, 'getPresentation' | 'getVenue'>,
  request: FastifyRequest,
  cart: Pick<Cart, 'seats' | 'products'>,
): Promise<Result<StaffUser>> => {
  const staff = await guard.withPermission(request, STAFF_PERMISSIONS.producerTicket)
  if (E.isLeft(staff)) return staff
  for (const presentationId of presentationsOf(cart)) {
    const business = await businessOf(catalog, presentationId)
    if (business === null || !servesBusiness(staff.right, business))
      return E.left(kartisError('PERMISSION_DENIED', { permission: STAFF_PERMISSIONS.producerTicket }))
  }
  return staff
}
