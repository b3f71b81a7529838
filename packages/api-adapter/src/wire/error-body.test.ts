import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { kartisError } from '@kartis/core'
import { ErrorBody, errorBodyOf, isKartisError, kartisErrorFromResponse, toKartisError } from './error-body'

describe('ErrorBody', () => {
  it('reads the Kartis shape { error: { code, message, params } }', () => {
    expect(
      ErrorBody.decode({ error: { code: 'SEAT_NO_LONGER_AVAILABLE', message: 'המושב כבר לא פנוי', params: { seat: '5', bad: {} } } }),
    ).toEqual(E.right({ code: 'SEAT_NO_LONGER_AVAILABLE', message: 'המושב כבר לא פנוי', error: null, params: { seat: '5' } }))
  })

  it('reads a bare error string, { message, error }, err, and PascalCase', () => {
    expect(ErrorBody.decode({ error: 'Seat taken' })).toEqual(E.right({ code: null, message: null, error: 'Seat taken' }))
    expect(ErrorBody.decode({ message: 'Payment declined', error: 'Bad Request', statusCode: 400 })).toEqual(
      E.right({ code: null, message: 'Payment declined', error: 'Bad Request' }),
    )
    expect(ErrorBody.decode({ err: 'not allowed' })).toEqual(E.right({ code: null, message: null, error: 'not allowed' }))
    expect(ErrorBody.decode({ Error: { Code: 'NOTHING_TO_CANCEL' } })).toEqual(
      E.right({ code: 'NOTHING_TO_CANCEL', message: null, error: null }),
    )
    expect(ErrorBody.decode({ message: ['ssn must be 9 digits', 'total is required'] })).toEqual(
      E.right({ code: null, message: 'ssn must be 9 digits; total is required', error: null }),
    )
  })

  it("exposes the server's request id of { error: { code, requestId } } and still maps the error by its code", () => {
    const sent = { error: { code: 'TOO_MANY_REQUESTS', message: 'יותר מדי בקשות', requestId: 'b3a1c0de-0000-4000-8000-000000000001' } }
    expect(ErrorBody.decode(sent)).toEqual(
      E.right({ code: 'TOO_MANY_REQUESTS', message: 'יותר מדי בקשות', error: null, requestId: 'b3a1c0de-0000-4000-8000-000000000001' }),
    )
    expect(kartisErrorFromResponse(429, sent)).toEqual(kartisError('TOO_MANY_REQUESTS', undefined, 'יותר מדי בקשות'))
    // A request id that is not text is dropped, never a decoding failure that would lose the code.
    for (const junk of [{ nested: 1 }, [1], true, null])
      expect(ErrorBody.decode({ error: { code: 'NOT_FOUND', requestId: junk } })).toEqual(
        E.right({ code: 'NOT_FOUND', message: null, error: null }),
      )
  })

  it('refuses a body that says nothing about an error', () => {
    for (const bad of [{}, { error: null }, { error: false }, { error: [1] }, 'text', null])
      expect(E.isLeft(ErrorBody.decode(bad))).toBe(true)
  })

  it('round-trips both written shapes', () => {
    for (const body of [
      { code: 'PAYMENT_ERROR', message: 'כרטיס נדחה', error: null, params: { reason: 'x' } },
      { code: null, message: 'Payment declined', error: 'Bad Request' },
      { code: null, message: null, error: null },
      { code: 'NOT_FOUND', message: null, error: null, requestId: 'req-1' },
    ]) {
      expect(ErrorBody.decode(JSON.parse(JSON.stringify(ErrorBody.encode(body))))).toEqual(E.right(body))
    }
  })
})

describe('kartisErrorFromResponse', () => {
  it('uses a known code from the body whatever the status', () => {
    expect(kartisErrorFromResponse(400, { error: { code: 'DECODE_ERROR', params: { path: 'cart.seats.0.XCoordinate' } } })).toEqual(
      kartisError('DECODE_ERROR', { path: 'cart.seats.0.XCoordinate' }),
    )
    expect(kartisErrorFromResponse(200, { error: 'NOTHING_TO_CANCEL' })).toEqual(kartisError('NOTHING_TO_CANCEL'))
    expect(kartisErrorFromResponse(404, { error: { code: 'RESERVATION_NOT_FOUND' } })).toEqual(kartisError('RESERVATION_NOT_FOUND'))
  })

  it('falls back on the status: 404 NOT_FOUND, 400 BAD_REQUEST, else SERVER_ERROR with the code and text kept', () => {
    expect(kartisErrorFromResponse(404, 'Not Found')).toEqual(kartisError('NOT_FOUND', undefined, 'Error: Not Found'))
    expect(kartisErrorFromResponse(400, { error: { code: 'WEIRD_CODE', message: 'bad' } })).toEqual(
      kartisError('BAD_REQUEST', { serverCode: 'WEIRD_CODE' }, 'bad'),
    )
    expect(kartisErrorFromResponse(500, { error: { code: 'WEIRD_CODE' } })).toEqual(
      kartisError('SERVER_ERROR', { serverCode: 'WEIRD_CODE' }, 'WEIRD_CODE'),
    )
    expect(kartisErrorFromResponse(502, undefined)).toEqual(kartisError('SERVER_ERROR', undefined, 'Error'))
  })

  it('a 503 is SERVER_BUSY (try again shortly), from the box office or from a proxy in front of it', () => {
    expect(kartisErrorFromResponse(503, { error: { code: 'SERVER_BUSY', message: 'עמוס', params: { retryAfterSeconds: 2 } } })).toEqual(
      kartisError('SERVER_BUSY', { retryAfterSeconds: 2 }, 'עמוס'),
    )
    expect(kartisErrorFromResponse(503, '<html>Service Unavailable</html>')).toEqual(
      kartisError('SERVER_BUSY', undefined, 'Error: <html>Service Unavailable</html>'),
    )
    expect(kartisErrorFromResponse(503, undefined)).toEqual(kartisError('SERVER_BUSY', undefined, 'Error'))
  })

  it('§8: a failed request says the server message plus error, the message defaulting to Error', () => {
    expect(kartisErrorFromResponse(500, { message: 'Payment declined', error: 'Internal Server Error' })).toEqual(
      kartisError('SERVER_ERROR', undefined, 'Payment declined: Internal Server Error'),
    )
    expect(kartisErrorFromResponse(500, { error: 'Internal Server Error' })).toEqual(
      kartisError('SERVER_ERROR', undefined, 'Error: Internal Server Error'),
    )
  })

  it('§8: an in-band error (payment commit) gives its text as sent', () => {
    expect(kartisErrorFromResponse(200, { error: 'לא ניתן לעבד את ההזמנה' })).toEqual(
      kartisError('SERVER_ERROR', undefined, 'לא ניתן לעבד את ההזמנה'),
    )
    expect(toKartisError(200, { code: null, message: null, error: null })).toEqual(kartisError('SERVER_ERROR'))
  })
})

describe('errorBodyOf', () => {
  it('writes { error: { code, message, params } } that reads back as the same error', () => {
    const error = kartisError('COUPON_NEEDS_MORE_TICKETS', { count: 2 }, 'הוסיפו עוד 2 כרטיסים')
    expect(errorBodyOf(error)).toEqual({
      error: { code: 'COUPON_NEEDS_MORE_TICKETS', message: 'הוסיפו עוד 2 כרטיסים', params: { count: 2 } },
    })
    for (const status of [200, 400, 404, 500]) expect(kartisErrorFromResponse(status, errorBodyOf(error))).toEqual(error)
    expect(kartisErrorFromResponse(400, errorBodyOf(kartisError('BAD_REQUEST')))).toEqual(kartisError('BAD_REQUEST'))
  })
})

describe('isKartisError', () => {
  it('accepts only known codes with well-formed params', () => {
    expect(isKartisError(kartisError('NOT_FOUND'))).toBe(true)
    expect(isKartisError({ code: 'NOPE' })).toBe(false)
    expect(isKartisError({ code: 'NOT_FOUND', params: { a: {} } })).toBe(false)
  })
})
