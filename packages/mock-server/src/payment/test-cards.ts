/**
 * §3 the payment simulator's documented test cards (README, DEMO-DATA.md). Each passes the
 * Luhn check, so the card form accepts it and the outcome is the simulator's choice:
 * - APPROVE: approved at once (so is every other valid number not listed here);
 * - DECLINE: declined, the card company refuses (§8 card provider error);
 * - SLOW: approved, but only after the configured delay (90 s by default), longer than the
 *   storefront waits, so its payment timeout shows.
 */
export const TEST_CARDS = {
  approve: '4580458045804580',
  decline: '4580111111111113',
  slow: '4580999999999991',
} as const

/** What the simulated card company answers. */
export type SimulatedOutcome =
  { readonly status: 'approved'; readonly delayed: boolean } | { readonly status: 'declined'; readonly delayed: false }

/** §3 the simulator's answer for a (validated, digits-only) card number. */
export const simulatedOutcome = (cardNumber: string): SimulatedOutcome => {
  if (cardNumber === TEST_CARDS.decline) return { status: 'declined', delayed: false }
  return { status: 'approved', delayed: cardNumber === TEST_CARDS.slow }
}
