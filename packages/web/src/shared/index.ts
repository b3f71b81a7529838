// The storefront's shared export (`@kartis/web/shared`): what the producer console reuses instead of
// copying, the one part of this package another may import (scripts/boundaries.mjs). The storefront
// itself never imports this file, so its bundle is unchanged by it.
import '../theme/tokens.css'

export { boxOfficeCaptcha } from '../captcha/box-office-captcha'
export { DEV_CAPTCHA_TOKEN } from '../di/captcha'
export { systemClock } from '../di/system-clock'
export { interpolationMismatches, missingKeys, missingPluralForms, untranslated } from '../i18n/catalogue-checks'
export type { Catalogue as StorefrontCatalogue } from '../i18n/catalogue'
export { loadCatalogue, loadedCatalogue } from '../i18n/languages'
export type { ErrorMessages } from '../i18n/message-contracts'
export { SeatMap } from '../seat-map'
export type { SeatDisplay, SeatMapProps } from '../seat-map'
export type { Layout } from '../theme/layout'
export { SEAT_COLOURS, type SeatColours } from '../theme/seat-colours'
export { ERROR_TEXTS, SEAT_MAP_TEXTS, STOREFRONT_CATALOGUES, type SeatMapTexts } from './shared-texts'
