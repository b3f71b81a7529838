import { agorot, type PresentationProduct } from '@kartis/core'
import type { CouponDefinition, PricePolicy, TicketGroupDefinition } from './catalog-snapshot'

/** §3 the demo's price policies. */
export const Policy = {
  regular: 1,
  student: 2,
  senior: 3,
  child: 4,
  soldier: 5,
  member: 6,
  coupon: 7,
  voucher: 8,
  /** Issue 15 §5 a price a ticket type gives to whom the venue's list names (by ID number or mobile number). */
  benefit: 9,
} as const

/** §3 price policy names, in Hebrew. */
export const PRICE_POLICIES: readonly PricePolicy[] = [
  { id: Policy.regular, name: 'רגיל' },
  { id: Policy.student, name: 'סטודנט' },
  { id: Policy.senior, name: 'גמלאי' },
  { id: Policy.child, name: 'ילד' },
  { id: Policy.soldier, name: 'חייל' },
  { id: Policy.member, name: 'חבר מועדון' },
  { id: Policy.coupon, name: 'קופון' },
  { id: Policy.voucher, name: 'שובר' },
  { id: Policy.benefit, name: 'הטבה' },
]

/** §3 the demo's ticket groups, by the seats they sell. */
export const TicketGroupId = {
  cinemaHall: 1,
  cinemaCouch: 2,
  theatreOrchestra: 3,
  theatrePremium: 4,
  theatreBalcony: 5,
  theatreGallery: 6,
  limitedView: 7,
  clubStanding: 8,
  tables: 9,
  standing: 10,
  arenaPremium: 11,
  arenaLower: 12,
  arenaUpper: 13,
  vod: 14,
} as const

type PolicyPrices = Partial<Record<keyof typeof Policy, number>>

const policyName = (id: number): string => {
  const policy = PRICE_POLICIES.find((p) => p.id === id)
  if (policy === undefined) throw new Error(`no demo price policy ${id}`)
  return policy.name
}

const POLICY_ORDER: readonly (keyof typeof Policy)[] = ['regular', 'student', 'senior', 'child', 'soldier']

/** A group whose ticket ids are the group id × 100 + the policy id; prices and charges in shekels. */
const group = (id: number, name: string, shekels: PolicyPrices, serviceChargeShekels: number): TicketGroupDefinition => ({
  id,
  name,
  tickets: POLICY_ORDER.flatMap((policy) => {
    const price = shekels[policy]
    return price === undefined
      ? []
      : [
          {
            id: id * 100 + Policy[policy],
            name: policyName(Policy[policy]),
            price: agorot(price * 100),
            serviceCharge: agorot(serviceChargeShekels * 100),
            pricePolicyId: Policy[policy],
            isVoucherTicket: false,
          },
        ]
  }),
})

const T = TicketGroupId

const cinemaHall = group(T.cinemaHall, 'אולם', { regular: 45, student: 38, senior: 30, child: 35, soldier: 30 }, 2)

/** §3 the demo's ticket groups with several price policies and a service charge per ticket. */
export const TICKET_GROUPS: readonly TicketGroupDefinition[] = [
  {
    ...cinemaHall,
    tickets: [
      ...cinemaHall.tickets,
      {
        id: T.cinemaHall * 100 + Policy.voucher,
        name: 'שובר קולנוע',
        price: agorot(0),
        serviceCharge: agorot(0),
        pricePolicyId: Policy.voucher,
        isVoucherTicket: true,
      },
    ],
  },
  group(T.cinemaCouch, 'ספה זוגית', { regular: 60, student: 52 }, 2),
  group(T.theatreOrchestra, 'אולם', { regular: 180, student: 120, senior: 140, child: 100, soldier: 100 }, 6),
  group(T.theatrePremium, 'פרימיום', { regular: 260, senior: 230 }, 6),
  group(T.theatreBalcony, 'יציע', { regular: 140, student: 95, senior: 110, child: 80, soldier: 80 }, 6),
  group(T.theatreGallery, 'גלריה', { regular: 90, student: 70, senior: 75, child: 60, soldier: 60 }, 4),
  group(T.limitedView, 'נראות חלקית', { regular: 65, student: 50 }, 4),
  group(T.clubStanding, 'כניסה כללית', { regular: 110, student: 90, soldier: 80 }, 5),
  group(T.tables, 'שולחן', { regular: 180 }, 5),
  group(T.standing, 'עמידה', { regular: 120, student: 100, soldier: 90 }, 5),
  group(T.arenaPremium, 'פרקט פרימיום', { regular: 450 }, 10),
  group(T.arenaLower, 'יציע תחתון', { regular: 250, student: 200, child: 150, soldier: 150 }, 10),
  group(T.arenaUpper, 'יציע עליון', { regular: 150, student: 120, senior: 120, child: 90, soldier: 90 }, 10),
  group(T.vod, 'צפייה ביתית', { regular: 40 }, 0),
]

/** The demo's member number: typed where a ticket asks for one, it gives the member price. */
export const DEMO_MEMBER_NUMBER = '123456'

const price = (ticketGroupId: number, ticketId: number, shekels: number) => ({
  ticketGroupId,
  ticketId,
  price: agorot(shekels * 100),
  serviceCharge: agorot(0),
})

/** §5 the demo's coupon codes and member-number prices (documented in DEMO-DATA.md). */
export const COUPONS: readonly CouponDefinition[] = [
  {
    code: 'KARTIS1',
    lookup: 'code',
    name: 'קופון כרטיס',
    pricePolicyId: Policy.coupon,
    multiplyFactor: 1,
    balance: 3,
    prices: [price(T.cinemaHall, 9001, 25), price(T.clubStanding, 9002, 70)],
  },
  {
    code: 'ZUG2',
    lookup: 'code',
    name: 'זוגי – שני כרטיסים',
    pricePolicyId: Policy.coupon,
    multiplyFactor: 2,
    balance: 1,
    prices: [price(T.cinemaHall, 9011, 35), price(T.theatreOrchestra, 9012, 140)],
  },
  {
    code: DEMO_MEMBER_NUMBER,
    lookup: 'memberNumber',
    name: 'חבר מועדון',
    pricePolicyId: Policy.member,
    multiplyFactor: 1,
    balance: 10,
    prices: [price(T.cinemaHall, 9021, 30), price(T.theatreOrchestra, 9022, 130), price(T.theatreBalcony, 9023, 100)],
  },
]

/** §3 the demo's products. */
export const ProductId = { popcorn: 1, parking: 2, programme: 3, drink: 4 } as const

/** §3 popcorn, parking, a printed programme that needs delivery, soft drinks. */
export const PRODUCTS: readonly PresentationProduct[] = [
  { id: ProductId.popcorn, name: 'פופקורן', price: agorot(2200), isDeliveryRequired: false, maxQuantity: 10 },
  { id: ProductId.parking, name: 'חניה', price: agorot(2500), isDeliveryRequired: false, maxQuantity: 4 },
  { id: ProductId.programme, name: 'תוכניה', price: agorot(1500), isDeliveryRequired: true, maxQuantity: 5 },
  { id: ProductId.drink, name: 'שתייה קלה', price: agorot(1200), isDeliveryRequired: false, maxQuantity: 10 },
]
