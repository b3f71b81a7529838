/**
 * §9 money: ILS with two decimals, held as an integer number of agorot so that no
 * float rounding ever reaches a price. The brand keeps plain numbers out.
 */
declare const agorotBrand: unique symbol
export type Agorot = number & { readonly [agorotBrand]: 'Agorot' }

/** §9 the currency every price is in. */
export const CURRENCY = { code: 'ILS', symbol: '₪', decimals: 2 } as const

/** Zero shekels. */
export const ZERO = 0 as Agorot

/** An amount in agorot; a non-integer is a bug in the caller, so it throws. */
export const agorot = (value: number): Agorot => {
  if (!Number.isSafeInteger(value)) throw new RangeError(`agorot must be a safe integer, got ${value}`)
  return value as Agorot
}

/** §9 converts decimal shekels (as a server sends them) to agorot, rounding half away from zero. */
export const fromShekels = (shekels: number): Agorot => {
  if (!Number.isFinite(shekels)) throw new RangeError(`shekels must be finite, got ${shekels}`)
  // Round on the decimal string so 1.005 becomes 101, not 100 (binary 1.005 is 1.00499…).
  const scaled = Number(`${Math.abs(shekels).toFixed(6)}e2`)
  // "+ 0" turns -0 (from tiny negatives) into 0: one zero only.
  return agorot(Math.sign(shekels) * Math.round(scaled) + 0)
}

/** §9 agorot back to decimal shekels for the wire. */
export const toShekels = (amount: Agorot): number => amount / 100

/** §9 the sum of two amounts. */
export const add = (a: Agorot, b: Agorot): Agorot => (a + b) as Agorot
/** §9 a minus b (may go below zero; see nonNegative). */
export const subtract = (a: Agorot, b: Agorot): Agorot => (a - b) as Agorot
/** §9 the sum of many amounts. */
export const sum = (amounts: Iterable<Agorot>): Agorot => {
  let total = 0
  for (const amount of amounts) total += amount
  return total as Agorot
}
/** §9 an amount times a whole quantity. */
export const times = (amount: Agorot, quantity: number): Agorot => agorot(amount * quantity)
/** §5 the lower of two amounts (a voucher pays min(balance due, its balance)). */
export const minMoney = (a: Agorot, b: Agorot): Agorot => (a <= b ? a : b)
/** The higher of two amounts. */
export const maxMoney = (a: Agorot, b: Agorot): Agorot => (a >= b ? a : b)
/** §5 never below zero: a balance due or a voucher amount cannot be negative. */
export const nonNegative = (amount: Agorot): Agorot => maxMoney(amount, ZERO)

/**
 * §9 a percentage of an amount (percent service charge, percent cancellation fee), rounded
 * half away from zero to the agora once, at the end. `percent` is e.g. 7.5 for 7.5 %.
 */
export const percentOf = (amount: Agorot, percent: number): Agorot => fromShekels((amount * percent) / 10000)

const formatters = new Map<string, Intl.NumberFormat>()

/** §9 ILS formatting: ₪ and two decimals, in he-IL unless another locale is asked for. */
export const formatMoney = (amount: Agorot, locale = 'he-IL'): string => {
  let formatter = formatters.get(locale)
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: CURRENCY.code,
      minimumFractionDigits: CURRENCY.decimals,
      maximumFractionDigits: CURRENCY.decimals,
    })
    formatters.set(locale, formatter)
  }
  return formatter.format(toShekels(amount))
}
