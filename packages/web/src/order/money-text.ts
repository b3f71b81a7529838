import { formatMoney, type Agorot, type Locale } from '@kartis/core'

/** §9 the Intl locale each interface language shows shekel amounts in. */
const MONEY_LOCALES: Readonly<Record<Locale, string>> = { he: 'he-IL', en: 'en-IL', ru: 'ru-IL', ar: 'ar-IL' }

/** §9 an amount in shekels (₪, two decimals) for the visitor's language. */
export const moneyText = (amount: Agorot, locale: Locale): string => formatMoney(amount, MONEY_LOCALES[locale])
