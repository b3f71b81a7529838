/**
 * §9 breakpoints in CSS pixels: below `mobile` is a phone, below `tablet` a tablet, below
 * `laptop` a laptop, from `laptop` up a desktop; below `logoHidden` the header drops its logo.
 * The CSS uses the same numbers (checked by breakpoints.test.ts).
 */
export const BREAKPOINTS = {
  mobile: 600,
  tablet: 900,
  laptop: 1250,
  logoHidden: 710,
} as const

/** §9 the device class of a viewport width. */
export type Viewport = 'mobile' | 'tablet' | 'laptop' | 'desktop'

/** §9 which device class a viewport width falls in. */
export const viewportOf = (width: number): Viewport =>
  width < BREAKPOINTS.mobile ? 'mobile' : width < BREAKPOINTS.tablet ? 'tablet' : width < BREAKPOINTS.laptop ? 'laptop' : 'desktop'

/** §9 whether the header hides its logo at this width (below 710 px). */
export const isLogoHidden = (width: number): boolean => width < BREAKPOINTS.logoHidden
