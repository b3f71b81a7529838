import { ManualClock, SMS_FALLBACK_DELAY_MS, kartisError, type CustomerAreaLoginRequest, type KartisError, type Result } from '@kartis/core'
import { describe, expect, it, vi } from 'vitest'
import { fakePorts } from '../../test/fake-ports'
import { NOA, NOW, inMemoryCustomerSession } from './customer-fixtures'
import { createCustomerSession } from './customer-session'

const right = <T>(value: T): Result<T> => ({ _tag: 'Right', right: value })
const left = (error: KartisError): Result<never> => ({ _tag: 'Left', left: error })

/** A session whose customer-area port answers as told, recording the code requests. */
const fakeSession = (options: { readonly isFallbackEnabled?: boolean; readonly validate?: Result<typeof NOA> } = {}) => {
  const clock = new ManualClock(NOW)
  const requests: CustomerAreaLoginRequest[] = []
  const links: string[] = []
  const validate = vi.fn(async (_smsCode: string) => options.validate ?? right(NOA))
  const ports = fakePorts({
    clock,
    customerArea: {
      requestMobileLogin: async (request: CustomerAreaLoginRequest) => {
        requests.push(request)
        return right({ isFallbackEnabled: options.isFallbackEnabled ?? true })
      },
      validateMobileLogin: validate,
      customerAreaData: async () => left(kartisError('LOGIN_REQUIRED')),
      logout: async () => right(undefined),
      requestLoginLinkByEmail: async (email: string) => {
        links.push(email)
        return email.endsWith('@flood.example') ? left(kartisError('TOO_MANY_REQUESTS')) : right(undefined)
      },
    },
  })
  return { clock, requests, links, validate, session: createCustomerSession({ ports, clock }) }
}

describe('§2/§4 logging in by mobile number and SMS code', () => {
  it('requests a code to the normalised number, shows the verification form, and stores the customer once the code is right', async () => {
    const { session, office } = inMemoryCustomerSession()
    const { login, customer } = session
    login.open({ forCheckout: false })
    login.setValue('mobileNumber', '+972-54-987-6543')
    expect(await login.submit()).toBe('sent')
    expect(login.flow).toMatchObject({ step: 'verify', mobileNumber: '0549876543' })
    login.setSmsCode(` ${office.smsCodes.lastCodeTo('0549876543') ?? ''} `)
    expect(await login.verify()).toBe('loggedIn')
    expect(customer.isLoggedIn).toBe(true)
    expect(customer.customer?.firstName).toBe('נועה')
    expect(login.isOpen).toBe(false)
  })

  it('§6 bySsnSms: the code goes to the number on file of the ID number', async () => {
    const { session, office } = inMemoryCustomerSession()
    session.login.open({ forCheckout: false })
    session.login.chooseMethod('ssn')
    session.login.setValue('ssn', '34567826')
    expect(await session.login.submit()).toBe('sent')
    expect(session.login.flow).toMatchObject({ step: 'verify', mobileNumber: '' })
    session.login.setSmsCode(office.smsCodes.lastCodeTo('0549876543') ?? '')
    expect(await session.login.verify()).toBe('loggedIn')
    expect(session.customer.customer?.customerIds).toEqual([1])
  })

  it('§6 by e-mail and password the customer logs in at once; a wrong password is LOGIN_FAILED', async () => {
    const { session } = inMemoryCustomerSession()
    session.login.open({ forCheckout: false })
    session.login.chooseMethod('email')
    session.login.setValue('email', 'noa.levi@kartis.example')
    session.login.setValue('password', 'wrong')
    expect(await session.login.submit()).toBe('refused')
    expect(session.login.error).toEqual(kartisError('LOGIN_FAILED'))
    session.login.setValue('password', 'Kartis-Demo-1')
    expect(await session.login.submit()).toBe('loggedIn')
    expect(session.customer.isLoggedIn).toBe(true)
    expect(session.login.values.password).toBe('')
  })

  it('sends the number or the ID number normalised, and forCheckout when the dialog was opened to check out', async () => {
    const { session, requests } = fakeSession()
    session.login.open({ forCheckout: true })
    session.login.setValue('mobileNumber', '050-123 4567')
    await session.login.submit()
    session.login.close()
    session.login.open({ forCheckout: false })
    session.login.chooseMethod('ssn')
    session.login.setValue('ssn', ' 18 ')
    await session.login.submit()
    expect(requests).toEqual([
      { method: 'mobile', mobileNumber: '0501234567', forCheckout: true },
      { method: 'ssn', ssn: '000000018', forCheckout: false },
    ])
  })
})

describe('§5 the login form is checked by the core before anything is sent', () => {
  it('an empty or malformed number, ID number or e-mail gets its message, shown once left or after an attempt', async () => {
    const { session, requests } = fakeSession()
    const { login } = session
    login.open({ forCheckout: false })
    login.setValue('mobileNumber', '12345')
    expect(login.errorOf('mobileNumber')).toBeNull()
    login.touch('mobileNumber')
    expect(login.errorOf('mobileNumber')).toEqual({ key: 'validation.mobile', params: { name: 'mobileNumber' } })
    login.chooseMethod('ssn')
    login.setValue('ssn', '123456789')
    expect(await login.submit()).toBe('invalid')
    expect(login.errorOf('ssn')).toEqual({ key: 'validation.israeli_id', params: { name: 'ssn' } })
    login.chooseMethod('email')
    expect(await login.submit()).toBe('invalid')
    expect(login.errorOf('email')).toEqual({ key: 'validation.required', params: { name: 'email' } })
    expect(login.errorOf('password')).toEqual({ key: 'validation.required', params: { name: 'password' } })
    expect(requests).toEqual([])
  })

  it('the code is six digits: typing keeps digits only, and a short code is not sent', async () => {
    const { session, validate } = fakeSession()
    session.login.open({ forCheckout: false })
    session.login.setValue('mobileNumber', '0501234567')
    await session.login.submit()
    session.login.setSmsCode('12a3 4')
    expect(session.login.smsCode).toBe('1234')
    expect(await session.login.verify()).toBe('invalid')
    expect(session.login.codeError).toEqual({ key: 'validation.min', params: { name: 'smsCode', length: 6 } })
    expect(validate).not.toHaveBeenCalled()
    session.login.setSmsCode('1234567')
    expect(session.login.smsCode).toBe('123456')
  })
})

describe('§8 refusals are shown as text', () => {
  it.each(['INVALID_SMS_CODE', 'OTP_ATTEMPTS_EXCEEDED'] as const)('%s keeps the verification form open', async (code) => {
    const { session } = fakeSession({ validate: left(kartisError(code)) })
    session.login.open({ forCheckout: false })
    session.login.setValue('mobileNumber', '0501234567')
    await session.login.submit()
    session.login.setSmsCode('123456')
    expect(await session.login.verify()).toBe('refused')
    expect(session.login.error).toEqual(kartisError(code))
    expect(session.login.flow.step).toBe('verify')
    expect(session.customer.isLoggedIn).toBe(false)
  })

  it('TOO_MANY_REQUESTS from the box office keeps the login form', async () => {
    const clock = new ManualClock(NOW)
    const ports = fakePorts({
      clock,
      customerArea: { ...fakePorts().customerArea, requestMobileLogin: async () => left(kartisError('TOO_MANY_REQUESTS')) },
    })
    const { login } = createCustomerSession({ ports, clock })
    login.open({ forCheckout: false })
    login.setValue('mobileNumber', '0501234567')
    expect(await login.submit()).toBe('refused')
    expect(login.error).toEqual(kartisError('TOO_MANY_REQUESTS'))
    expect(login.flow.step).toBe('form')
  })
})

describe('§9 the SMS fallback: one more code, offered 20 seconds after the last', () => {
  it('counts down on the clock, offers the resend at 20 s, sends it once, and then offers no more', async () => {
    const { session, clock, requests } = fakeSession()
    const { login } = session
    login.open({ forCheckout: false })
    login.setValue('mobileNumber', '0501234567')
    await login.submit()
    expect(login.canResend).toBe(false)
    expect(login.secondsToResend).toBe(20)
    clock.advance(SMS_FALLBACK_DELAY_MS - 1000)
    expect(login.secondsToResend).toBe(1)
    expect(login.canResend).toBe(false)
    clock.advance(1000)
    expect(login.canResend).toBe(true)
    await login.resend()
    expect(requests).toHaveLength(2)
    expect(requests[1]).toEqual(requests[0])
    clock.advance(SMS_FALLBACK_DELAY_MS * 3)
    expect(login.canResend).toBe(false)
    expect(login.secondsToResend).toBeNull()
    await login.resend()
    expect(requests).toHaveLength(2)
  })

  it('is never offered when the box office does not enable it', async () => {
    const { session, clock } = fakeSession({ isFallbackEnabled: false })
    session.login.open({ forCheckout: false })
    session.login.setValue('mobileNumber', '0501234567')
    await session.login.submit()
    clock.advance(SMS_FALLBACK_DELAY_MS * 2)
    expect(session.login.canResend).toBe(false)
    expect(session.login.secondsToResend).toBeNull()
  })

  it('§8 going back and asking again uses the last attempt; a third request is OTP_ATTEMPTS_EXCEEDED without calling the box office', async () => {
    const { session, requests } = fakeSession()
    const { login } = session
    login.open({ forCheckout: false })
    login.setValue('mobileNumber', '0501234567')
    await login.submit()
    login.back()
    expect(login.flow.step).toBe('form')
    await login.submit()
    login.back()
    expect(await login.submit()).toBe('refused')
    expect(login.error).toEqual(kartisError('OTP_ATTEMPTS_EXCEEDED'))
    expect(requests).toHaveLength(2)
  })

  it('stops the clock when the dialog closes', async () => {
    const { session, clock } = fakeSession()
    session.login.open({ forCheckout: false })
    session.login.setValue('mobileNumber', '0501234567')
    await session.login.submit()
    const before = session.login.now
    session.login.close()
    clock.advance(5000)
    expect(session.login.now).toBe(before)
    expect(session.login.isOpen).toBe(false)
  })
})

describe('§2 "send by e-mail": a login link to the address', () => {
  it('asks for a link to the address typed (checked by §5’s e-mail rule first), then says it was sent until the visitor goes back', async () => {
    const { session, links } = fakeSession()
    const { login } = session
    login.open({ forCheckout: false })
    expect(login.methods).toEqual(['mobile', 'ssn', 'email', 'emailLink'])
    login.chooseMethod('emailLink')
    expect(login.fields).toEqual(['email'])
    login.setValue('email', 'noa@')
    expect(await login.submit()).toBe('invalid')
    expect(login.errorOf('email')).toMatchObject({ key: 'validation.email' })
    login.setValue('email', ' noa.levi@kartis.example ')
    expect(await login.submit()).toBe('linkSent')
    expect(links).toEqual(['noa.levi@kartis.example'])
    expect(login.linkSentTo).toBe('noa.levi@kartis.example')
    expect(session.customer.isLoggedIn).toBe(false)
    login.backFromLink()
    expect(login.linkSentTo).toBeNull()
  })

  it('shows a refusal (TOO_MANY_REQUESTS) and stays on the form', async () => {
    const { session } = fakeSession()
    session.login.open({ forCheckout: false })
    session.login.chooseMethod('emailLink')
    session.login.setValue('email', 'noa@flood.example')
    expect(await session.login.submit()).toBe('refused')
    expect(session.login.error).toEqual(kartisError('TOO_MANY_REQUESTS'))
    expect(session.login.linkSentTo).toBeNull()
  })

  it('is not offered on the way to checkout (the link opens the customer area, not the order): the form falls back to the mobile number', () => {
    const { session } = fakeSession()
    session.login.open({ forCheckout: false })
    session.login.chooseMethod('emailLink')
    session.login.close()
    session.login.open({ forCheckout: true })
    expect(session.login.methods).toEqual(['mobile', 'ssn', 'email'])
    expect(session.login.method).toBe('mobile')
  })
})
