import { kartisError, validationMessage } from '@kartis/core'
import type { Locale } from '@kartis/core'
import { describe, expect, it } from 'vitest'
import { createI18n } from './create-i18n'
import { ALL_CATALOGUES } from '../../test/all-catalogues'
import { errorMessage, validationText } from './error-message'
import { translatorOf } from './translate'

const translate = (locale: Locale) => translatorOf(createI18n(locale, ALL_CATALOGUES))

describe('§8 errorMessage', () => {
  it('translates a seat error even when the server sent its own (Hebrew) text', () => {
    const error = kartisError('SEAT_NO_LONGER_AVAILABLE', { section: 'אולם 1', row: '1', seat: '2' }, 'המושב כבר לא זמין')
    expect(errorMessage(translate('en'), error)).toBe('Seat no longer available')
    expect(errorMessage(translate('he'), error)).toBe('המושב כבר לא זמין')
    expect(errorMessage(translate('ru'), error)).toBe('Место больше недоступно')
  })

  it("shows the server's text for a payment error and a failed request", () => {
    expect(errorMessage(translate('en'), kartisError('PAYMENT_ERROR', {}, 'Declined: insufficient funds'))).toBe(
      'Declined: insufficient funds',
    )
    expect(errorMessage(translate('he'), kartisError('SERVER_ERROR', {}, 'Error: timeout'))).toBe('Error: timeout')
  })

  it('§8 SERVER_BUSY (a 503) says busy, try again, in every language, never the text of a proxy’s page', () => {
    const busy = kartisError('SERVER_BUSY', undefined, 'Error: <html>503 Service Unavailable</html>')
    expect(errorMessage(translate('he'), busy)).toBe('הקופה עמוסה כרגע. נא לנסות שוב בעוד כמה שניות')
    expect(errorMessage(translate('en'), busy)).toBe('The box office is busy right now. Please try again in a few seconds')
    expect(errorMessage(translate('ru'), busy)).toBe('Касса сейчас перегружена. Попробуйте снова через несколько секунд')
    expect(errorMessage(translate('ar'), busy)).toBe('شباك التذاكر مشغول حاليًا. يرجى المحاولة مرة أخرى بعد بضع ثوانٍ')
  })

  it('falls back to the translation when the server sent no text', () => {
    expect(errorMessage(translate('he'), kartisError('PAYMENT_ERROR'))).toBe('אירעה שגיאה בתשלום')
    expect(errorMessage(translate('en'), kartisError('SERVER_ERROR', {}, '  '))).toBe('Server error; please try again later')
  })

  it("follows 'Unable to process order: ' with the server's reason, defaulting to 'Error'", () => {
    expect(errorMessage(translate('en'), kartisError('UNABLE_TO_PROCESS_ORDER', {}, 'Seats were released'))).toBe(
      'Unable to process order: Seats were released',
    )
    expect(errorMessage(translate('en'), kartisError('UNABLE_TO_PROCESS_ORDER'))).toBe('Unable to process order: Error')
    expect(errorMessage(translate('he'), kartisError('UNABLE_TO_PROCESS_ORDER'))).toBe('לא ניתן לעבד את ההזמנה: שגיאה')
  })

  it('interpolates parameters, e.g. the seat maximum', () => {
    expect(errorMessage(translate('he'), kartisError('SEAT_MAXIMUM_REACHED', { max: 10 }))).toBe('מספר המושבים המרבי בהזמנה: 10')
  })

  it('keeps a parameter named like an i18next option as a value', () => {
    expect(errorMessage(translate('en'), kartisError('SEAT_MAXIMUM_REACHED', { max: 4, lng: 'he' }))).toBe('Maximum seats per order: 4')
  })
})

describe('§5 coupon messages with {{count}}', () => {
  const needs = (locale: Locale, count: number) => errorMessage(translate(locale), kartisError('COUPON_NEEDS_MORE_TICKETS', { count }))

  it('Hebrew', () => {
    expect(needs('he', 3)).toBe('כדי לממש את הקופון יש להוסיף עוד 3 כרטיסים')
    expect(errorMessage(translate('he'), kartisError('COUPON_NEEDS_ONE_MORE_TICKET'))).toBe('כדי לממש את הקופון יש להוסיף כרטיס נוסף')
  })

  it('English', () => {
    expect(needs('en', 2)).toBe('To redeem the coupon, add 2 more tickets')
  })

  it('Russian agrees the noun with the number', () => {
    expect(needs('ru', 3)).toBe('Чтобы воспользоваться купоном, добавьте ещё 3 билета')
    expect(needs('ru', 5)).toBe('Чтобы воспользоваться купоном, добавьте ещё 5 билетов')
    expect(needs('ru', 21)).toBe('Чтобы воспользоваться купоном, добавьте ещё 21 билет')
  })

  it('Arabic uses the dual, the plural of 3–10 and the singular of 11–99', () => {
    expect(needs('ar', 2)).toBe('لاستخدام الكوبون أضيفوا تذكرتين أخريين')
    expect(needs('ar', 4)).toBe('لاستخدام الكوبون أضيفوا 4 تذاكر أخرى')
    expect(needs('ar', 12)).toBe('لاستخدام الكوبون أضيفوا 12 تذكرة أخرى')
  })

  it('the voucher with nothing due and the used coupon', () => {
    expect(errorMessage(translate('he'), kartisError('VOUCHER_NOTHING_DUE'))).toBe('לא נותרה יתרה לתשלום שאפשר לממש בה את ההטבה')
    expect(errorMessage(translate('en'), kartisError('COUPON_ALREADY_USED'))).toBe('This coupon code has already been used; try another')
  })
})

describe('§5 validationText', () => {
  it("names the field by its label: 'the field {name} is required!'", () => {
    const message = validationMessage('validation.required', { name: 'firstName' })
    expect(validationText(translate('he'), message)).toBe('השדה שם פרטי הוא שדה חובה!')
    expect(validationText(translate('en'), message)).toBe('The field First name is required!')
  })

  it('keeps other parameters and an unknown field name as given', () => {
    expect(validationText(translate('en'), validationMessage('validation.min', { name: 'nickname', length: 2 }))).toBe(
      'Minimum length of nickname: 2',
    )
  })
})
