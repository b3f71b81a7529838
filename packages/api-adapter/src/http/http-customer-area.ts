import type { Customer, CustomerArea, CustomerAreaLoginChallenge, CustomerAreaLoginRequest, Result } from '@kartis/core'
import { customerEndpoints } from '../wire/customer-endpoints'
import { acknowledged, inBand } from './answers'
import type { HttpTransport } from './http-transport'

/**
 * §7 the customer area over HTTP: the SMS login (by mobile number or, bySsnSms, by ID number),
 * its validation, the area's data and logout. The pending code and the session belong to this
 * visitor and its httpOnly cookie; the browser sends the cookie with these same-origin calls.
 */
export class HttpCustomerArea implements CustomerArea {
  constructor(private readonly transport: HttpTransport) {}

  /** §7 POST /customer-area/mobile-login[?checkout] { mobileNumber | ssn, recaptchaToken }: whether §9's fallback may be offered. */
  requestMobileLogin(request: CustomerAreaLoginRequest): Promise<Result<CustomerAreaLoginChallenge>> {
    const target =
      request.method === 'mobile'
        ? { method: 'mobile' as const, mobileNumber: request.mobileNumber }
        : { method: 'ssn' as const, ssn: request.ssn }
    return this.transport.withCaptcha(customerEndpoints.customerAreaMobileLogin.name, async (recaptchaToken) =>
      inBand(
        await this.transport.send(customerEndpoints.customerAreaMobileLogin, request.forCheckout ? { checkout: true } : {}, {
          target,
          recaptchaToken,
        }),
      ),
    )
  }

  /** §7 POST /customer-area/mobile-login-validation { smsCode }: the customer-area session, or §8 INVALID_SMS_CODE / OTP_ATTEMPTS_EXCEEDED. */
  async validateMobileLogin(smsCode: string): Promise<Result<Customer>> {
    return inBand(await this.transport.send(customerEndpoints.customerAreaMobileLoginValidation, {}, { smsCode }))
  }

  /** §7 GET /customer-area/customerAreaData[?jwtToken]: §8 LOGIN_REQUIRED without a session, CUSTOMER_TOKEN_* for a bad link. */
  async customerAreaData(jwtToken?: string): Promise<Result<Customer>> {
    return inBand(await this.transport.send(customerEndpoints.customerAreaData, jwtToken === undefined ? {} : { jwtToken }, undefined))
  }

  /** §7 POST /customer-area/logout */
  async logout(): Promise<Result<void>> {
    return acknowledged(inBand(await this.transport.send(customerEndpoints.customerAreaLogout, {}, undefined)))
  }

  /** §2 POST /customer-area/login-link { email, recaptchaToken } (designed): §8 invalid_email, TOO_MANY_REQUESTS. */
  requestLoginLinkByEmail(email: string): Promise<Result<void>> {
    return this.transport.withCaptcha(customerEndpoints.customerAreaLoginLink.name, async (recaptchaToken) =>
      acknowledged(inBand(await this.transport.send(customerEndpoints.customerAreaLoginLink, {}, { email, recaptchaToken }))),
    )
  }
}
