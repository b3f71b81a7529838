import { ManualClock, kartisError } from '@kartis/core'
import type { KartisError, Result } from '@kartis/core'
import { InMemoryCurrentVenue } from '@kartis/api-adapter'
import type { StorefrontPorts } from '../src/di/ports'

/** A failed call, spelled as fp-ts spells a Left (the web package does not depend on fp-ts). */
const refused: Result<never> = { _tag: 'Left', left: kartisError('SERVER_ERROR', {}, 'fake port') }
const refuse = async (): Promise<Result<never>> => refused

/** Fakes of every storefront port whose calls all fail with SERVER_ERROR; tests override what they use. */
export const fakePorts = (overrides: Partial<StorefrontPorts> = {}): StorefrontPorts => ({
  catalog: {
    features: refuse,
    presentations: refuse,
    presentation: refuse,
    ticketGroups: refuse,
    ticketByCode: refuse,
    requestLookupCode: refuse,
    timer: refuse,
    featureImageUrl: refuse,
    productImageUrl: refuse,
  },
  seatPlans: { seatPlan: refuse, presentationsOn: refuse },
  seatStatuses: { seatsStatus: refuse },
  seatLocks: { lock: refuse, unlock: refuse },
  bestAvailable: { bestAvailable: refuse },
  payments: { paymentFormUrl: refuse, commit: refuse, saveProducerSeats: refuse, payHold: refuse, voucherBalance: refuse },
  reservations: { reservation: refuse, edocument: refuse, cancel: refuse, producerCancel: refuse },
  savedCarts: { saveCart: refuse, openCart: refuse },
  systemVouchers: { history: refuse, cancel: refuse, requestReplacement: refuse },
  memberships: { seatPlan: refuse, lockSeat: refuse, unlockSeat: refuse },
  membershipSales: { membershipsOnSale: refuse, membership: refuse },
  enrolments: { season: refuse, seatPlan: refuse, lockSeat: refuse, unlockSeat: refuse },
  customers: {
    login: refuse,
    refresh: refuse,
    logout: refuse,
    locations: refuse,
    requestMobileLogin: refuse,
    validateMobileLogin: refuse,
    update: refuse,
  },
  customerArea: {
    requestMobileLogin: refuse,
    validateMobileLogin: refuse,
    customerAreaData: refuse,
    logout: refuse,
    requestLoginLinkByEmail: refuse,
  },
  vod: {
    requestCode: refuse,
    watch: refuse,
    access: refuse,
    media: () => ({ video: '/api/vod/fake/0/media', captions: '/api/vod/fake/0/captions' }),
  },
  miniSite: { miniSite: refuse, validate: refuse },
  integration: { integrationId: refuse },
  voucherSales: { voucherShop: refuse },
  donationSales: { donationDesk: refuse },
  analytics: { push: refuse },
  captcha: { token: refuse },
  clock: new ManualClock(0),
  currentVenue: new InMemoryCurrentVenue(),
  ...overrides,
})

/** The error every fake call answers with. */
export const FAKE_PORT_ERROR: KartisError = refused.left
