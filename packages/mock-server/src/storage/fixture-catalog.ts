import { agorot, SeatAttribute } from '@kartis/core'
import { demoSalesCatalog, type CatalogSnapshot, type PlanSeat } from '@kartis/api-adapter'
import type { Clock } from '@kartis/core'
import type { CatalogRepository } from './catalog-repository'
import type { StorageDatabase } from './database/storage-database'
import { SqlCatalogRepository } from './sql-catalog-repository'

/** The fixture's reserved section: rows א (y 1) and ב (y 2), seats x 1–6; א1 is a wheelchair place, ב6 premium. */
export const FIXTURE_RESERVED_SECTION = 101
/** The fixture's GA section. */
export const FIXTURE_GA_SECTION = 102
/** Places in the fixture's GA section. */
export const FIXTURE_GA_CAPACITY = 3

const seat = (x: number, y: number): PlanSeat => ({
  sectionId: FIXTURE_RESERVED_SECTION,
  x,
  y,
  venueId: 1,
  seatplanId: 11,
  groupId: 1011,
  seatplanX: x * 100,
  seatplanY: y * 100,
  rowName: y === 1 ? 'א' : 'ב',
  seatName: String(x),
  sectionName: 'אולם',
  ticketGroupId: 1,
  attributes: x === 1 && y === 1 ? [SeatAttribute.handicap] : x === 6 && y === 2 ? [SeatAttribute.premium] : [],
  xOffsetPercent: x * 10,
  yOffsetPercent: y * 10,
  widthPercent: 8,
  heightPercent: 8,
  rotateAngle: 0,
})

/** A one-venue catalog small enough to reason about in storage tests. */
export const FIXTURE_SNAPSHOT: CatalogSnapshot = {
  pricePolicies: [
    { id: 1, name: 'רגיל' },
    { id: 2, name: 'סטודנט' },
  ],
  ticketGroups: [
    {
      id: 1,
      name: 'אולם',
      tickets: [
        { id: 11, name: 'רגיל', price: agorot(4000), serviceCharge: agorot(200), pricePolicyId: 1, isVoucherTicket: false },
        { id: 12, name: 'סטודנט', price: agorot(3000), serviceCharge: agorot(200), pricePolicyId: 2, isVoucherTicket: false },
      ],
    },
    {
      id: 2,
      name: 'עמידה',
      tickets: [{ id: 21, name: 'רגיל', price: agorot(5000), serviceCharge: agorot(0), pricePolicyId: 1, isVoucherTicket: false }],
    },
  ],
  products: [{ id: 1, name: 'פופקורן', price: agorot(2200), isDeliveryRequired: false }],
  venues: [
    {
      venue: {
        id: 1,
        name: 'אולם בדיקות',
        venueTypeId: 1,
        locationId: 1,
        seatplanId: 11,
        authProfileId: null,
        businessId: null,
        cancellationFee: { kind: 'fixed', basis: 'perTicket', amount: agorot(1000) },
        ticketGroupIds: [1, 2],
        productIds: [1],
      },
      plan: {
        venueId: 1,
        seatplanId: 11,
        sections: [
          {
            id: FIXTURE_RESERVED_SECTION,
            name: 'אולם',
            isReserved: true,
            capacity: null,
            ticketGroupId: null,
            geometry: null,
            groups: [
              {
                id: 1011,
                name: 'מרכז',
                rows: [1, 2].map((y) => ({ name: y === 1 ? 'א' : 'ב', seats: [1, 2, 3, 4, 5, 6].map((x) => seat(x, y)) })),
              },
            ],
          },
          {
            id: FIXTURE_GA_SECTION,
            name: 'עמידה',
            isReserved: false,
            capacity: FIXTURE_GA_CAPACITY,
            ticketGroupId: 2,
            geometry: { xOffsetPercent: 0, yOffsetPercent: 80, widthPercent: 100, heightPercent: 20, rotateAngle: 0 },
            groups: [],
          },
        ],
      },
    },
  ],
  features: [{ id: 1, name: 'הצגת בדיקה', featureTypeId: 1, featureCategoryId: 1, durationMinutes: 90 }],
  coupons: [
    {
      code: 'KARTIS1',
      lookup: 'code',
      name: 'קופון',
      pricePolicyId: 1,
      multiplyFactor: 1,
      balance: 3,
      prices: [{ ticketGroupId: 1, ticketId: 91, price: agorot(2500), serviceCharge: agorot(0) }],
    },
  ],
  miniSites: [{ url: 'festival', name: 'פסטיבל', featureIds: [1] }],
  integrations: [{ ts: 'ts', ret: 'ret', key: 'key', integrationId: 'INT-1' }],
  // Issue 14 the demo's vouchers, gift cards and donation causes.
  sales: demoSalesCatalog(),
}

/** Imports the fixture catalog and adds its presentation an hour from now; its id. */
const importFixture = async (catalog: CatalogRepository, clock: Pick<Clock, 'now'>): Promise<number> => {
  await catalog.importSnapshot(FIXTURE_SNAPSHOT)
  const [presentationId] = await catalog.addPresentations([
    {
      featureId: 1,
      venueId: 1,
      startsAt: clock.now() + 3_600_000,
      seatingPolicyId: 3,
      maxSeats: 10,
      soldout: false,
      serviceCharge: agorot(0),
      timer: { timeInSeconds: 600, url: '/booking' },
    },
  ])
  if (presentationId === undefined || presentationId === null) throw new Error('fixture presentation not created')
  return presentationId
}

/**
 * §3 the fixture catalog and its one presentation an hour from now, on a migrated database of
 * either engine (storage tests: `fixtureCatalogOn(await testDatabase(engine, { clock }), clock)`).
 */
export const fixtureCatalogOn = async (
  database: StorageDatabase,
  clock: Pick<Clock, 'now'>,
): Promise<{ readonly catalog: SqlCatalogRepository; readonly presentationId: number }> => {
  const catalog = new SqlCatalogRepository(database, clock)
  return { catalog, presentationId: await importFixture(catalog, clock) }
}
