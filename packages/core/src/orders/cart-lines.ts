/**
 * §3 sets one line of a cart list: replaces the line `isSame` finds (keeping its place),
 * appends when there is none, removes it when `next` is null.
 */
export const setLine = <T>(lines: readonly T[], isSame: (line: T) => boolean, next: T | null): readonly T[] => {
  const index = lines.findIndex(isSame)
  if (next === null) return index === -1 ? lines : lines.filter((_, i) => i !== index)
  return index === -1 ? [...lines, next] : lines.map((line, i) => (i === index ? next : line))
}

/** §5 a quantity from a stepper is a whole number from 0; anything else is a bug in the caller. */
export const assertQuantity = (quantity: number): void => {
  if (!Number.isSafeInteger(quantity) || quantity < 0) throw new RangeError(`a quantity is a whole number from 0, got ${quantity}`)
}
