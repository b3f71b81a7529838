import type { Presentation } from '../model/presentation'

/** §9 the feature type of untimed presentations. */
export const UNTIMED_FEATURE_TYPE_ID = 7

/** §4 a presentation is untimed when featureTypeId is 7. */
export const isUntimed = (presentation: Pick<Presentation, 'featureTypeId'>): boolean =>
  presentation.featureTypeId === UNTIMED_FEATURE_TYPE_ID
