import * as t from 'io-ts'
import * as E from 'fp-ts/Either'
import { DEFAULT_SERVICE_CHARGE_NAME, ZERO, type GlobalServiceCharge } from '@kartis/core'
import { Shekels } from './money-codec'
import { withDefault } from './optionality'
import { readNumber, WireNumber, WireString } from './scalars'
import { field, wireObject, type WireObject } from './tolerant-keys'

const ServiceChargeObject = wireObject('GlobalServiceCharge', {
  amountPerOrder: field('amountPerOrder', withDefault(Shekels, ZERO)),
  percentRatePerOrder: field('percentRatePerOrder', withDefault(WireNumber, 0)),
  name: field('name', withDefault(WireString, DEFAULT_SERVICE_CHARGE_NAME)),
})

/**
 * §3 globalServiceCharge: amountPerOrder (shekels), percentRatePerOrder, name (default
 * "דמי טיפול"). A bare amount on the wire is a fixed charge per order.
 */
export const GlobalServiceChargeCodec: t.Type<GlobalServiceCharge, WireObject, unknown> = new t.Type<
  GlobalServiceCharge,
  WireObject,
  unknown
>(
  ServiceChargeObject.name,
  ServiceChargeObject.is,
  (u, c) =>
    readNumber(u) === null
      ? ServiceChargeObject.validate(u, c)
      : E.map((amountPerOrder: GlobalServiceCharge['amountPerOrder']): GlobalServiceCharge => ({
          amountPerOrder,
          percentRatePerOrder: 0,
          name: DEFAULT_SERVICE_CHARGE_NAME,
        }))(Shekels.validate(u, c)),
  ServiceChargeObject.encode,
)
