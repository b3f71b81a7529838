import { endpoint, NoParams } from './endpoint'
import { OpenCartParams, OpenCartResponse, SaveCartBody, SaveCartResponse } from './saved-carts'

/** §2/§7 saved carts: POST /cart, and /cart/{resId} brought back for whoever holds its link (designed). */
export const savedCartEndpoints = {
  saveCart: endpoint({ name: 'saveCart', method: 'POST', path: '/cart', params: NoParams, body: SaveCartBody, response: SaveCartResponse }),
  openCart: endpoint({
    name: 'openCart',
    method: 'POST',
    path: '/cart/:resId/open',
    params: OpenCartParams,
    body: null,
    response: OpenCartResponse,
  }),
} as const
