import * as E from 'fp-ts/Either'
import type { Result } from '@kartis/core'
import type { AppDeps, RouteHost } from '../app'
import { commitOrder } from '../payment/commit-order'
import { openPaymentForm } from '../payment/hosted-payment'
import { SavedCarts } from '../payment/saved-carts'
import { lookUpVoucher } from '../payment/voucher-lookup'
import { afterCaptcha, orErrorAnswer } from './answer'
import { registerHostedPaymentPages } from './payment-hosted'
import { paymentServices, type PaymentRouteOptions } from './payment-services'

/** §7/§8 the commit answers every failure in its `error` field with 200, for the storefront to show. */
const inBand = <A>(result: Result<A>): Result<Result<A>> => E.right(result)

/**
 * §7 public ordering, payment: the payment form address, the hosted card page of the payment
 * simulator, commit (also producer seats), voucher balance and save cart. POST
 * /payment/{resId}/payment is not served: this server makes no unpaid reservations (hold orders
 * need a customer login it does not have), so there is never one to pay.
 */
export const registerPaymentRoutes = (
  host: RouteHost,
  deps: AppDeps,
  options: PaymentRouteOptions = {},
  savedCarts: SavedCarts = new SavedCarts(),
): void => {
  const services = paymentServices(deps, options)
  const { captcha } = deps.config

  host.handle('paymentForm', async ({ params, uuid }) =>
    orErrorAnswer(
      await afterCaptcha(captcha, params.recaptchaToken, () =>
        openPaymentForm(services.hosted, { uuid, locale: params.locale, total: params.total }),
      ),
    ),
  )

  host.handle('commit', async ({ body, uuid }) => {
    const { mobileNumber, customerName } = body
    const producer =
      mobileNumber === undefined && customerName === undefined
        ? undefined
        : { mobileNumber: mobileNumber ?? '', customerName: customerName ?? '' }
    return inBand(
      await afterCaptcha(captcha, body.recaptchaToken, () =>
        commitOrder(services.commit, { uuid, cart: body.cart, ...(producer === undefined ? {} : { producer }) }),
      ),
    )
  })

  host.handle('voucherBalance', async ({ params }) =>
    orErrorAnswer(
      await afterCaptcha(captcha, params.recaptchaToken, () =>
        lookUpVoucher(deps.storage.vouchers, params.reference, deps.clock.now()),
      ),
    ),
  )

  host.handle('saveCart', async ({ body, uuid }) => {
    const saved = savedCarts.save(uuid, body.uuid, body.cart)
    return E.isLeft(saved) ? saved : E.right(E.right(saved.right))
  })

  registerHostedPaymentPages(host.fastify, services.hosted)
}
