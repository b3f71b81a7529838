import type { KartisErrorCode } from '@kartis/core'

/**
 * §8 the Hebrew text the box office sends with the answers its protections give (the UIs
 * translate the code; this text is for any other client and for logs read by staff).
 */
export const HEBREW_MESSAGES: Readonly<Partial<Record<KartisErrorCode, string>>> = {
  TOO_MANY_REQUESTS: 'יותר מדי בקשות בזמן קצר. נא להמתין מעט ולנסות שוב',
  TOO_MANY_SEATS_HELD: 'הגעתם למספר המקומות המרבי שאפשר להחזיק בהופעה הזו בבת אחת',
  PAYLOAD_TOO_LARGE: 'הבקשה גדולה מדי',
  HEADERS_TOO_LARGE: 'כתובת הבקשה או הכותרות שלה ארוכות מדי',
  REQUEST_TIMEOUT: 'הבקשה לא הגיעה בשלמותה בזמן. נא לנסות שוב',
  INVALID_VISITOR_ID: 'מזהה המבקר בבקשה אינו תקין. נא לרענן את הדף',
  PAYMENT_ALREADY_USED: 'התשלום הזה כבר שימש להזמנה אחרת. לא בוצע חיוב נוסף; נא להתחיל את התשלום מחדש',
  CAPTCHA_DEV_TOKEN_REFUSED: 'אסימון האימות של סביבת הפיתוח אינו מתקבל בשרת הזה',
  BAD_REQUEST: 'הבקשה אינה תקינה',
  NOT_FOUND: 'המידע המבוקש לא נמצא',
  SERVER_ERROR: 'שגיאה בשרת, נסו שוב מאוחר יותר',
}

/** §8 the Hebrew text for a code, when the box office has one. */
export const hebrewMessageOf = (code: KartisErrorCode): string | undefined => HEBREW_MESSAGES[code]
