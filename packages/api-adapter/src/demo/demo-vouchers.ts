import { agorot } from '@kartis/core'
import type { VoucherIssue } from './catalog-snapshot'

const DAY_MS = 86_400_000

/**
 * §3 the demo's vouchers and gift cards (documented in DEMO-DATA.md). Expiry dates count from
 * the first start: the expired one expired the day before.
 */
export const demoVouchers = (seededAt: number): readonly VoucherIssue[] => [
  { code: 'GIFT-500', name: 'כרטיס מתנה ₪500', isGiftCard: true, balance: agorot(50_000), expiresAt: seededAt + 365 * DAY_MS },
  { code: 'VOUCHER-50', name: 'שובר ₪50', isGiftCard: false, balance: agorot(5_000), expiresAt: seededAt + 180 * DAY_MS },
  { code: 'VOUCHER-OLD', name: 'שובר שפג תוקפו', isGiftCard: false, balance: agorot(10_000), expiresAt: seededAt - DAY_MS },
  { code: 'GIFT-EMPTY', name: 'כרטיס מתנה מנוצל', isGiftCard: true, balance: agorot(0), expiresAt: seededAt + 365 * DAY_MS },
]
