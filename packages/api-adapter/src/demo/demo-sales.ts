import {
  agorot,
  DEFAULT_SERVICE_CHARGE_NAME,
  type Agorot,
  type CartDonationItem,
  type CartVoucherItem,
  type Donation,
  type DonationDetail,
  type Voucher,
} from '@kartis/core'
import type { SalesCatalog } from './catalog-snapshot'

/** Issue 14 the demo's voucher super classes: gift cards, and entry vouchers. */
export const VoucherSuperClassId = { giftCards: 1, entryVouchers: 2 } as const

/** Issue 14 the demo's vouchers on sale (ids of the voucher and of its class are the same number). */
export const SaleVoucherId = { gift100: 11, gift200: 12, gift500: 13, cinemaFive: 21, trampolineKids: 22 } as const

/** Issue 14 the demo's extras of a voucher order; the id is apart from the presentations' products (1–4). */
export const GIFT_ENVELOPE_PRODUCT_ID = 51

/** Issue 14 the demo's donation causes. */
export const DonationCauseId = { accessibility: 1, youngArtists: 2 } as const

const giftCard = (id: number, shekels: number): Voucher => ({
  systemVoucherId: id,
  systemVoucherClassId: id,
  systemVoucherSuperClassId: VoucherSuperClassId.giftCards,
  name: `כרטיס מתנה ₪${shekels}`,
  description: `כרטיס מתנה בשווי ₪${shekels} לכל הצגה, סרט או מופע בקופה.`,
  isGiftCard: true,
  ageRange: null,
  // A gift card's price is its balance; the price id is the voucher's with a 0 after it.
  prices: [{ systemVoucherPriceId: id * 10, price: agorot(shekels * 100), redemptionData: null, selectedQuantity: 0 }],
  dates: [],
})

const fixed = (id: number, amount: Agorot): DonationDetail => ({ id, amount, isCustomAmount: false, minAmount: amount, maxAmount: amount })
const free = (id: number): DonationDetail => ({
  id,
  amount: agorot(0),
  isCustomAmount: true,
  minAmount: agorot(1_000),
  maxAmount: agorot(1_000_000),
})

const DONATIONS: readonly Donation[] = [
  {
    id: DonationCauseId.accessibility,
    code: 'ACCESS',
    name: 'קרן הנגשה',
    description: 'מימון כתוביות, תרגום לשפת הסימנים ומושבים נגישים בכל אולם.',
    details: [fixed(101, agorot(5_000)), fixed(102, agorot(10_000)), fixed(103, agorot(18_000)), free(104)],
  },
  {
    id: DonationCauseId.youngArtists,
    code: 'YOUNG-ARTISTS',
    name: 'מלגות לאמנים צעירים',
    description: 'מלגות לבוגרי בתי ספר לאמנויות הבמה בשנתם הראשונה.',
    details: [fixed(201, agorot(3_600)), fixed(202, agorot(36_000)), free(203)],
  },
]

/**
 * Issue 14 what the demo box office sells besides events (documented in DEMO-DATA.md): three
 * gift cards and two entry vouchers (one with the waiver's age range) in two super classes, a
 * gift envelope for a voucher order with a ₪3 handling fee, and two donation causes with fixed
 * amounts and a free amount of ₪10–₪10,000, without a service charge. Issue 15 §2 each is one
 * venue's (demo-venues): the gift cards and the young artists' cause the theatre's (business 2),
 * the cinema entry card and the accessibility fund the cinema chain's (1), the trampoline
 * voucher the festival's (4).
 */
export const demoSalesCatalog = (): SalesCatalog => ({
  voucherShop: {
    superClasses: [
      {
        systemVoucherSuperClassId: VoucherSuperClassId.giftCards,
        name: 'כרטיסי מתנה',
        description: 'כרטיס מתנה נטען בסכום ומשלם כל הזמנה בקופה.',
      },
      {
        systemVoucherSuperClassId: VoucherSuperClassId.entryVouchers,
        name: 'שוברי כניסה',
        description: 'שוברים לכניסות, לשימוש בקופה ובאתר.',
      },
    ],
    vouchers: [
      giftCard(SaleVoucherId.gift100, 100),
      giftCard(SaleVoucherId.gift200, 200),
      giftCard(SaleVoucherId.gift500, 500),
      {
        systemVoucherId: SaleVoucherId.cinemaFive,
        systemVoucherClassId: SaleVoucherId.cinemaFive,
        systemVoucherSuperClassId: VoucherSuperClassId.entryVouchers,
        name: 'כרטיסייה 5 כניסות לקולנוע',
        description: 'חמש כניסות לכל סרט באולם הקולנוע.',
        isGiftCard: false,
        ageRange: null,
        prices: [
          {
            systemVoucherPriceId: SaleVoucherId.cinemaFive * 10,
            price: agorot(17_500),
            redemptionData: { reference: 'CINEMA-ENTRY', price: agorot(3_500) },
            selectedQuantity: 0,
          },
        ],
        dates: [],
      },
      {
        systemVoucherId: SaleVoucherId.trampolineKids,
        systemVoucherClassId: SaleVoucherId.trampolineKids,
        systemVoucherSuperClassId: VoucherSuperClassId.entryVouchers,
        name: 'שובר פארק טרמפולינות לילדים',
        description: 'שעה בפארק הטרמפולינות, לגילאי 6 עד 14 (נבדק בכתב הוויתור).',
        isGiftCard: false,
        ageRange: { minAge: 6, maxAge: 14 },
        prices: [
          {
            systemVoucherPriceId: SaleVoucherId.trampolineKids * 10,
            price: agorot(7_000),
            redemptionData: { reference: 'TRAMPOLINE-HOUR', price: agorot(7_000) },
            selectedQuantity: 0,
          },
        ],
        dates: [],
      },
    ],
    products: [{ id: GIFT_ENVELOPE_PRODUCT_ID, name: 'מעטפת מתנה', price: agorot(500), isDeliveryRequired: false, maxQuantity: 10 }],
    serviceCharge: { amountPerOrder: agorot(300), percentRatePerOrder: 0, name: DEFAULT_SERVICE_CHARGE_NAME },
  },
  donationDesk: { causes: DONATIONS, serviceCharge: null },
  businesses: {
    vouchers: {
      [SaleVoucherId.gift100]: 2,
      [SaleVoucherId.gift200]: 2,
      [SaleVoucherId.gift500]: 2,
      [SaleVoucherId.cinemaFive]: 1,
      [SaleVoucherId.trampolineKids]: 4,
    },
    causes: { [DonationCauseId.accessibility]: 1, [DonationCauseId.youngArtists]: 2 },
  },
})

/** Issue 14 a cart line of one of the demo's vouchers at its one price (the demo's price id is the voucher's × 10). */
export const demoVoucherLine = (systemVoucherId: number, shekels: number, quantity = 1): CartVoucherItem => ({
  systemVoucherId,
  systemVoucherPriceId: systemVoucherId * 10,
  quantity,
  price: agorot(shekels * 100),
  date: null,
  redemptionData: null,
})

/** Issue 14 a free amount (agorot) given to the demo's accessibility fund (its free detail, 104). */
export const demoFreeDonation = (customAmount: number): CartDonationItem => ({
  donationId: DonationCauseId.accessibility,
  donationDetailId: 104,
  quantity: 1,
  customAmount: agorot(customAmount),
  amount: agorot(0),
})
