/** §2 the two layouts; they differ in the seat-map colours (the selected seat most of all). */
export type Layout = 'default' | 'legacy'
