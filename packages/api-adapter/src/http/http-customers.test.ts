import { kartisError, ManualClock } from '@kartis/core'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { httpAdapters } from './http-adapters'
import { HttpCustomerArea } from './http-customer-area'
import { HttpCustomers } from './http-customers'
import { bodyOf, fakeCaptcha, fakeFetch, json, pathOf, queryOf, scriptedTransport } from './test-support/fake-fetch'

const customerWire = { CustomerIds: [7], FirstName: 'דנה', LastName: 'כהן', MobileNumber1: '0521234567', Reservations: [] }
const answering = (body: unknown, status = 200) => scriptedTransport(() => json(status, body))

describe('HttpCustomers', () => {
  it('login: POST /customer/login with a captcha token and includeMemberships, the customerInfo back', async () => {
    const captcha = fakeCaptcha()
    const { transport, seen } = scriptedTransport(() => json(200, { customerInfo: customerWire }), captcha)
    const answer = await new HttpCustomers(transport).login({ email: 'dana@example.org', password: 'סיסמה-1' })
    expect(answer).toEqual(E.right(expect.objectContaining({ customerIds: [7], firstName: 'דנה', mobileNumber: '0521234567' })))
    expect(pathOf(seen[0]?.url ?? '')).toBe('/api/customer/login')
    expect(seen[0]?.init.method).toBe('POST')
    expect(bodyOf(seen[0])).toEqual({
      email: 'dana@example.org',
      password: 'סיסמה-1',
      recaptchaToken: 'token-for-customerLogin',
      includeMemberships: true,
    })
    expect(captcha.actions).toEqual(['customerLogin'])
  })

  it('login: the §8 code of a refusal, in band or as a status', async () => {
    const inBand = answering({ error: 'LOGIN_FAILED' })
    expect(await new HttpCustomers(inBand.transport).login({ email: 'a@b.c', password: 'x' })).toEqual(E.left(kartisError('LOGIN_FAILED')))
    const status = answering({ error: { code: 'LOGIN_FAILED', message: 'פרטי ההתחברות שגויים' } }, 401)
    expect(await new HttpCustomers(status.transport).login({ email: 'a@b.c', password: 'x' })).toEqual(
      E.left(kartisError('LOGIN_FAILED', undefined, 'פרטי ההתחברות שגויים')),
    )
  })

  it('refresh, logout and locations: their paths, LOGIN_REQUIRED without a session', async () => {
    const refresh = answering({ customerInfo: customerWire })
    expect(E.isRight(await new HttpCustomers(refresh.transport).refresh())).toBe(true)
    expect([refresh.seen[0]?.init.method, pathOf(refresh.seen[0]?.url ?? '')]).toEqual(['POST', '/api/customer/refresh'])
    const anonymous = answering({ error: { code: 'LOGIN_REQUIRED' } }, 401)
    expect(await new HttpCustomers(anonymous.transport).refresh()).toEqual(E.left(kartisError('LOGIN_REQUIRED')))
    const logout = answering({ success: true })
    expect(await new HttpCustomers(logout.transport).logout()).toEqual(E.right(undefined))
    expect(pathOf(logout.seen[0]?.url ?? '')).toBe('/api/customer/logout')
    const locations = answering({ locations: [{ Id: 1, Name: 'ירושלים' }] })
    expect(await new HttpCustomers(locations.transport).locations()).toEqual(E.right([{ id: 1, name: 'ירושלים' }]))
    expect([locations.seen[0]?.init.method, pathOf(locations.seen[0]?.url ?? '')]).toEqual(['GET', '/api/customer/locations'])
  })

  it('mobile login and its validation: the §7 bodies', async () => {
    const request = answering({ success: true })
    const customers = new HttpCustomers(request.transport)
    expect(await customers.requestMobileLogin({ mobileNumber: '0521234567', sendSmsRegardlessOfCustomerExistence: true })).toEqual(
      E.right(undefined),
    )
    expect(pathOf(request.seen[0]?.url ?? '')).toBe('/api/customer/mobile-login')
    expect(bodyOf(request.seen[0])).toEqual({
      mobileNumber: '0521234567',
      recaptchaToken: 'token-for-customerMobileLogin',
      sendSmsRegardlessOfCustomerExistence: true,
    })
    const validation = answering({ customerInfo: customerWire })
    expect(
      E.isRight(await new HttpCustomers(validation.transport).validateMobileLogin({ mobileNumber: '0521234567', smsCode: '123456' })),
    ).toBe(true)
    expect(pathOf(validation.seen[0]?.url ?? '')).toBe('/api/customer/mobile-login-validation-area')
    expect(bodyOf(validation.seen[0])).toEqual({ smsCode: '123456', mobileNumber: '0521234567' })
    const wrong = answering({ error: { code: 'INVALID_SMS_CODE' } }, 422)
    expect(await new HttpCustomers(wrong.transport).validateMobileLogin({ mobileNumber: '0521234567', smsCode: '1' })).toEqual(
      E.left(kartisError('INVALID_SMS_CODE')),
    )
  })

  it('update: PUT /customer-area/customers/{id} with the §7 PascalCase body, optional fields left out', async () => {
    const { transport, seen } = answering({ success: true })
    const answer = await new HttpCustomers(transport).update({
      customerId: 7,
      firstName: 'דנה',
      lastName: 'לוי',
      email: 'dana@example.org',
      mobileNumber: '0521234567',
      city: 'חיפה',
    })
    expect(answer).toEqual(E.right(undefined))
    expect([seen[0]?.init.method, pathOf(seen[0]?.url ?? '')]).toEqual(['PUT', '/api/customer-area/customers/7'])
    expect(bodyOf(seen[0])).toEqual({
      FirstName: 'דנה',
      LastName: 'לוי',
      EmailAddress1: 'dana@example.org',
      MobileNumber1: '0521234567',
      City: 'חיפה',
    })
  })
})

describe('HttpCustomerArea', () => {
  it('requestMobileLogin by mobile: ?checkout only for checkout, isFallbackEnabled back', async () => {
    const { transport, seen } = answering({ isFallbackEnabled: true })
    const area = new HttpCustomerArea(transport)
    expect(await area.requestMobileLogin({ method: 'mobile', mobileNumber: '0521234567', forCheckout: false })).toEqual(
      E.right({ isFallbackEnabled: true }),
    )
    expect(await area.requestMobileLogin({ method: 'mobile', mobileNumber: '0521234567', forCheckout: true })).toEqual(
      E.right({ isFallbackEnabled: true }),
    )
    expect(pathOf(seen[0]?.url ?? '')).toBe('/api/customer-area/mobile-login')
    expect(queryOf(seen[0]?.url ?? '')['checkout']).toBeUndefined()
    expect(queryOf(seen[1]?.url ?? '')['checkout']).toBe('true')
    expect(bodyOf(seen[0])).toEqual({ recaptchaToken: 'token-for-customerAreaMobileLogin', mobileNumber: '0521234567' })
  })

  it('requestMobileLogin by ID number (bySsnSms): the ssn in the body, no mobile number', async () => {
    const { transport, seen } = answering({ isFallbackEnabled: false })
    expect(await new HttpCustomerArea(transport).requestMobileLogin({ method: 'ssn', ssn: '000000018', forCheckout: false })).toEqual(
      E.right({ isFallbackEnabled: false }),
    )
    expect(bodyOf(seen[0])).toEqual({ recaptchaToken: 'token-for-customerAreaMobileLogin', ssn: '000000018' })
  })

  it('validateMobileLogin, customerAreaData (with and without a token) and logout', async () => {
    const { transport, seen } = scriptedTransport((request) =>
      request.url.includes('logout') ? json(200, { success: true }) : json(200, { customerAreaInfo: customerWire }),
    )
    const area = new HttpCustomerArea(transport)
    expect(E.isRight(await area.validateMobileLogin('123456'))).toBe(true)
    expect(E.isRight(await area.customerAreaData())).toBe(true)
    expect(E.isRight(await area.customerAreaData('a.b.c'))).toBe(true)
    expect(await area.logout()).toEqual(E.right(undefined))
    expect(seen.map((r) => `${r.init.method} ${pathOf(r.url)}`)).toEqual([
      'POST /api/customer-area/mobile-login-validation',
      'GET /api/customer-area/customerAreaData',
      'GET /api/customer-area/customerAreaData',
      'POST /api/customer-area/logout',
    ])
    expect(bodyOf(seen[0])).toEqual({ smsCode: '123456' })
    expect(queryOf(seen[1]?.url ?? '')['jwtToken']).toBeUndefined()
    expect(queryOf(seen[2]?.url ?? '')['jwtToken']).toBe('a.b.c')
  })

  it('customerAreaData: LOGIN_REQUIRED without a session, a link’s token refusal as its §8 code', async () => {
    const anonymous = answering({ error: { code: 'LOGIN_REQUIRED' } }, 401)
    expect(await new HttpCustomerArea(anonymous.transport).customerAreaData()).toEqual(E.left(kartisError('LOGIN_REQUIRED')))
    const used = answering({ error: { code: 'CUSTOMER_TOKEN_REDEEMED' } }, 409)
    expect(await new HttpCustomerArea(used.transport).customerAreaData('a.b.c')).toEqual(E.left(kartisError('CUSTOMER_TOKEN_REDEEMED')))
  })
})

describe('the session cookie travels with every call', () => {
  it('asks fetch for same-origin credentials on reads and writes, through httpAdapters’ customers and customerArea', async () => {
    const { fetch, seen } = fakeFetch((request) =>
      request.url.includes('logout') ? json(200, { success: true }) : json(200, { customerAreaInfo: customerWire }),
    )
    const adapters = httpAdapters({ clock: new ManualClock(1), visitor: { uuid: () => 'v-1' }, captcha: fakeCaptcha(), fetch })
    await adapters.customerArea.customerAreaData()
    await adapters.customers.logout()
    expect(seen.map((r) => [pathOf(r.url), r.init.credentials])).toEqual([
      ['/api/customer-area/customerAreaData', 'same-origin'],
      ['/api/customer/logout', 'same-origin'],
    ])
  })

  it('requestLoginLinkByEmail: POST /customer-area/login-link with the address and a captcha token; invalid_email back as a code', async () => {
    const captcha = fakeCaptcha()
    const { transport, seen } = scriptedTransport(() => json(200, { success: true }), captcha)
    expect(await new HttpCustomerArea(transport).requestLoginLinkByEmail('noa@example.org')).toEqual(E.right(undefined))
    expect(pathOf(seen[0]?.url ?? '')).toBe('/api/customer-area/login-link')
    expect(seen[0]?.init.method).toBe('POST')
    expect(bodyOf(seen[0])).toEqual({ email: 'noa@example.org', recaptchaToken: 'token-for-customerAreaLoginLink' })
    expect(captcha.actions).toEqual(['customerAreaLoginLink'])
    const refused = answering({ error: { code: 'invalid_email', message: 'כתובת הדוא״ל אינה תקינה' } }, 400)
    expect(await new HttpCustomerArea(refused.transport).requestLoginLinkByEmail('noa@')).toEqual(
      E.left(kartisError('invalid_email', undefined, 'כתובת הדוא״ל אינה תקינה')),
    )
  })
})
