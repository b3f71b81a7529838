import type { Result } from '@kartis/core'

/** §5 coupon redemptions inside the commit transaction. */
export interface CouponLedgerTx {
  /**
   * §5 records `redemptions` uses of a coupon (one use covers multiplyFactor tickets).
   * Returns the redemptions left. CODE_NOT_FOUND for an unknown code; COUPON_ALREADY_USED when
   * fewer than `redemptions` are left; BAD_REQUEST for a count below 1.
   */
  redeem(code: string, redemptions: number, reservationIdentifier: string | null): Promise<Result<number>>
}
