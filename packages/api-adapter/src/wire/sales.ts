import type * as t from 'io-ts'
import type { DonationDesk, VoucherShop } from '@kartis/core'
import { Shekels } from './money-codec'
import { listOf, nullable, withDefault } from './optionality'
import { PresentationProductCodec } from './presentation'
import { orError } from './result-codec'
import { WireBool, WireInt, WireString } from './scalars'
import { GlobalServiceChargeCodec } from './service-charge'
import { field, tolerantObject, wireObject, type WireObject } from './tolerant-keys'

/** §2/§3 the voucher order wizard's and the donation wizard's catalogues (issue 14; the calls are "not shown"). */

// ---- GET /vouchers/shop ------------------------------------------------------------------

/** GET /vouchers/shop query: one super class's vouchers (`/vouchers/{systemVoucherSuperClassId}`), or all. */
export const VoucherShopParams = tolerantObject('voucher shop params', {}, { systemVoucherSuperClassId: WireInt })
export type VoucherShopParams = t.TypeOf<typeof VoucherShopParams>

/** §5 the ages a waiver voucher suits: MinAge, MaxAge (null for no bound). */
export const VoucherAgeRangeCodec = wireObject('AgeRange', {
  minAge: field('MinAge', nullable(WireInt)),
  maxAge: field('MaxAge', nullable(WireInt)),
})

/** §3 redemptionData: reference, price (shekels). */
export const RedemptionDataCodec = wireObject('RedemptionData', {
  reference: field('Reference', WireString),
  price: field('Price', Shekels),
})

/** §3 a voucher price: SystemVoucherPriceId, Price (shekels), RedemptionData, selectedQuantity. */
export const VoucherPriceCodec = wireObject('VoucherPrice', {
  systemVoucherPriceId: field('SystemVoucherPriceId', WireInt),
  price: field('Price', Shekels),
  redemptionData: field('RedemptionData', nullable(RedemptionDataCodec)),
  selectedQuantity: field('selectedQuantity', withDefault(WireInt, 0)),
})

/** §2 a voucher super class: SystemVoucherSuperClassId, Name, Description. */
export const VoucherSuperClassCodec = wireObject('VoucherSuperClass', {
  systemVoucherSuperClassId: field('SystemVoucherSuperClassId', WireInt),
  name: field('Name', WireString),
  description: field('Description', withDefault(WireString, '')),
})

/**
 * §3 a voucher for sale: SystemVoucherId, SystemVoucherClassId, SystemVoucherSuperClassId, Name,
 * Description, IsGiftCard, AgeRange, Prices, Dates.
 */
export const VoucherCodec = wireObject('Voucher', {
  systemVoucherId: field('SystemVoucherId', WireInt),
  systemVoucherClassId: field('SystemVoucherClassId', WireInt),
  systemVoucherSuperClassId: field('SystemVoucherSuperClassId', WireInt),
  name: field('Name', WireString),
  description: field('Description', withDefault(WireString, '')),
  isGiftCard: field('IsGiftCard', withDefault(WireBool, false)),
  ageRange: field('AgeRange', nullable(VoucherAgeRangeCodec)),
  prices: field('Prices', listOf(VoucherPriceCodec)),
  dates: field('Dates', listOf(WireString)),
})

/** The voucher shop: SuperClasses, Vouchers, Products (a voucher order's extras), ServiceCharge. */
export const VoucherShopCodec: t.Type<VoucherShop, WireObject, unknown> = wireObject('VoucherShop', {
  superClasses: field('SuperClasses', listOf(VoucherSuperClassCodec)),
  vouchers: field('Vouchers', listOf(VoucherCodec)),
  products: field('Products', listOf(PresentationProductCodec)),
  serviceCharge: field('ServiceCharge', nullable(GlobalServiceChargeCodec)),
})

/** GET /vouchers/shop answer: the shop, or an error (NOT_FOUND for a super class not on sale). */
export const VoucherShopResponse = orError(VoucherShopCodec)

// ---- GET /donations/desk -----------------------------------------------------------------

/** §3 donationDetails: id, amount (shekels; 0 for a free amount), isCustomAmount (§3 customAmount: a free amount), minAmount, maxAmount. */
export const DonationDetailCodec = wireObject('DonationDetail', {
  id: field('id', WireInt),
  amount: field('amount', Shekels),
  isCustomAmount: field('isCustomAmount', withDefault(WireBool, false), 'customAmount'),
  minAmount: field('minAmount', Shekels),
  maxAmount: field('maxAmount', Shekels),
})

/** §3 a donation cause: id, Code, Name, Description, donationDetails. */
export const DonationCodec = wireObject('Donation', {
  id: field('id', WireInt),
  code: field('Code', WireString),
  name: field('Name', WireString),
  description: field('Description', withDefault(WireString, '')),
  details: field('donationDetails', listOf(DonationDetailCodec)),
})

/** The donation desk: Donations (the causes) and ServiceCharge. */
export const DonationDeskCodec: t.Type<DonationDesk, WireObject, unknown> = wireObject('DonationDesk', {
  causes: field('Donations', listOf(DonationCodec)),
  serviceCharge: field('ServiceCharge', nullable(GlobalServiceChargeCodec)),
})

/** GET /donations/desk answer: the desk, or an error. */
export const DonationDeskResponse = orError(DonationDeskCodec)
