import type { Locale } from '@kartis/core'

/** The field messages the hosted page shows: the core's card-form keys plus the payments choice. */
export type HostedFieldMessage = 'required' | 'cardNumber' | 'expiry' | 'expired' | 'cvv' | 'holderId' | 'numberOfPayments'

/** Every text of the payment simulator's hosted card page, in one locale. */
export interface HostedPageTexts {
  /** BCP 47 tag for formatting the amount (Latin digits everywhere). */
  readonly numberLocale: string
  readonly title: string
  readonly testBanner: string
  readonly amount: string
  readonly cardNumber: string
  readonly expiry: string
  readonly cvv: string
  readonly holderId: string
  readonly numberOfPayments: string
  readonly paymentsOption: (count: number) => string
  readonly pay: string
  readonly processing: string
  /** §5 'please make sure all fields have been entered correctly'. */
  readonly formError: string
  readonly fieldMessages: Readonly<Record<HostedFieldMessage, string>>
  readonly approved: string
  /** §8 card provider error: contact the card company. */
  readonly declined: string
  /** §8 payment expired: refresh the page and redo the order. */
  readonly unavailable: string
  readonly alreadySettled: string
}

const russianPayments = (count: number): string => {
  const lastTwo = count % 100
  const last = count % 10
  if (last === 1 && lastTwo !== 11) return `${count} платёж`
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return `${count} платежа`
  return `${count} платежей`
}

const arabicPayments = (count: number): string => {
  if (count === 1) return 'دفعة واحدة'
  if (count === 2) return 'دفعتان'
  return count <= 10 ? `${count} دفعات` : `${count} دفعة`
}

/** §1 Hebrew (default), English, Russian and Arabic texts of the hosted card page. */
export const HOSTED_PAGE_TEXTS: Readonly<Record<Locale, HostedPageTexts>> = {
  he: {
    numberLocale: 'he-IL',
    title: 'תשלום בכרטיס אשראי',
    testBanner: 'סימולטור סליקה – סביבת בדיקה, לא יבוצע חיוב אמיתי',
    amount: 'סכום לתשלום',
    cardNumber: 'מספר כרטיס',
    expiry: 'תוקף (MM/YY)',
    cvv: 'קוד אבטחה (CVV)',
    holderId: 'תעודת זהות של בעל הכרטיס',
    numberOfPayments: 'מספר תשלומים',
    paymentsOption: (count) => (count === 1 ? 'תשלום אחד' : `${count} תשלומים`),
    pay: 'לתשלום',
    processing: 'מעבדים את התשלום…',
    formError: 'נא לוודא שכל השדות הוזנו כראוי',
    fieldMessages: {
      required: 'שדה חובה',
      cardNumber: 'מספר הכרטיס אינו תקין',
      expiry: 'יש להזין תוקף בפורמט MM/YY',
      expired: 'תוקף הכרטיס פג',
      cvv: 'קוד האבטחה הוא 3 או 4 ספרות',
      holderId: 'מספר תעודת הזהות אינו תקין',
      numberOfPayments: 'מספר התשלומים אינו אפשרי',
    },
    approved: 'התשלום אושר. ההזמנה מושלמת באתר.',
    declined: 'העסקה לא אושרה. נא לפנות לחברת האשראי.',
    unavailable: 'דף התשלום אינו זמין עוד. נא לרענן את הדף ולבצע את ההזמנה מחדש.',
    alreadySettled: 'התשלום הזה כבר טופל.',
  },
  en: {
    numberLocale: 'en-IL',
    title: 'Credit card payment',
    testBanner: 'Payment simulator – test environment, no real charge is made',
    amount: 'Amount to pay',
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvv: 'Security code (CVV)',
    holderId: 'Card holder ID number',
    numberOfPayments: 'Number of payments',
    paymentsOption: (count) => (count === 1 ? '1 payment' : `${count} payments`),
    pay: 'Pay',
    processing: 'Processing the payment…',
    formError: 'Please make sure all fields have been entered correctly',
    fieldMessages: {
      required: 'This field is required',
      cardNumber: 'The card number is not valid',
      expiry: 'Enter the expiry as MM/YY',
      expired: 'The card has expired',
      cvv: 'The security code is 3 or 4 digits',
      holderId: 'The ID number is not valid',
      numberOfPayments: 'This number of payments is not available',
    },
    approved: 'The payment was approved. Your order is being completed.',
    declined: 'The transaction was declined. Please contact the card company.',
    unavailable: 'This payment page is no longer available. Please refresh the page and place the order again.',
    alreadySettled: 'This payment has already been processed.',
  },
  ru: {
    numberLocale: 'ru-RU',
    title: 'Оплата кредитной картой',
    testBanner: 'Симулятор платежей — тестовая среда, реального списания нет',
    amount: 'Сумма к оплате',
    cardNumber: 'Номер карты',
    expiry: 'Срок действия (ММ/ГГ)',
    cvv: 'Код безопасности (CVV)',
    holderId: 'Номер удостоверения владельца карты',
    numberOfPayments: 'Количество платежей',
    paymentsOption: russianPayments,
    pay: 'Оплатить',
    processing: 'Платёж обрабатывается…',
    formError: 'Пожалуйста, проверьте, что все поля заполнены правильно',
    fieldMessages: {
      required: 'Обязательное поле',
      cardNumber: 'Неверный номер карты',
      expiry: 'Введите срок действия в формате ММ/ГГ',
      expired: 'Срок действия карты истёк',
      cvv: 'Код безопасности — 3 или 4 цифры',
      holderId: 'Неверный номер удостоверения личности',
      numberOfPayments: 'Такое количество платежей недоступно',
    },
    approved: 'Платёж подтверждён. Заказ оформляется.',
    declined: 'Операция отклонена. Обратитесь в компанию, выпустившую карту.',
    unavailable: 'Страница оплаты больше недоступна. Обновите страницу и оформите заказ заново.',
    alreadySettled: 'Этот платёж уже обработан.',
  },
  ar: {
    numberLocale: 'ar-IL-u-nu-latn',
    title: 'الدفع ببطاقة الائتمان',
    testBanner: 'محاكي الدفع – بيئة تجريبية، لن يتم أي خصم حقيقي',
    amount: 'المبلغ المطلوب',
    cardNumber: 'رقم البطاقة',
    expiry: 'تاريخ الانتهاء (MM/YY)',
    cvv: 'رمز الأمان (CVV)',
    holderId: 'رقم هوية صاحب البطاقة',
    numberOfPayments: 'عدد الدفعات',
    paymentsOption: arabicPayments,
    pay: 'ادفع',
    processing: 'جارٍ معالجة الدفع…',
    formError: 'يرجى التأكد من إدخال جميع الحقول بشكل صحيح',
    fieldMessages: {
      required: 'هذا الحقل مطلوب',
      cardNumber: 'رقم البطاقة غير صالح',
      expiry: 'أدخل تاريخ الانتهاء بصيغة MM/YY',
      expired: 'انتهت صلاحية البطاقة',
      cvv: 'رمز الأمان مكوّن من 3 أو 4 أرقام',
      holderId: 'رقم الهوية غير صالح',
      numberOfPayments: 'عدد الدفعات هذا غير متاح',
    },
    approved: 'تمت الموافقة على الدفع. يجري استكمال الطلب.',
    declined: 'لم تتم الموافقة على العملية. يرجى التوجه إلى شركة البطاقة.',
    unavailable: 'صفحة الدفع لم تعد متاحة. يرجى تحديث الصفحة وإعادة الطلب.',
    alreadySettled: 'تمت معالجة هذا الدفع من قبل.',
  },
}
