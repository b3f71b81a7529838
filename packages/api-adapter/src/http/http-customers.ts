import type {
  Branch,
  Customer,
  CustomerDetailsUpdate,
  Customers,
  EmailLogin,
  MobileLoginRequest,
  Result,
  SmsCodeValidation,
} from '@kartis/core'
import { customerEndpoints } from '../wire/customer-endpoints'
import { acknowledged, inBand } from './answers'
import type { HttpTransport } from './http-transport'

/**
 * §7 the customer over HTTP: e-mail and SMS logins, refresh, logout, locations and the details
 * update. The session is the box office's httpOnly cookie, which the browser sends with these
 * same-origin calls: no adapter ever sees it.
 */
export class HttpCustomers implements Customers {
  constructor(private readonly transport: HttpTransport) {}

  /** §7 POST /customer/login { email, password, recaptchaToken, includeMemberships: true }: §8 LOGIN_FAILED on wrong details. */
  login(credentials: EmailLogin): Promise<Result<Customer>> {
    return this.transport.withCaptcha(customerEndpoints.customerLogin.name, async (recaptchaToken) =>
      inBand(
        await this.transport.send(
          customerEndpoints.customerLogin,
          {},
          { email: credentials.email, password: credentials.password, recaptchaToken, includeMemberships: true },
        ),
      ),
    )
  }

  /** §7 POST /customer/refresh: the session's customer with members; §8 LOGIN_REQUIRED without a session. */
  async refresh(): Promise<Result<Customer>> {
    return inBand(await this.transport.send(customerEndpoints.customerRefresh, {}, undefined))
  }

  /** §7 POST /customer/logout */
  async logout(): Promise<Result<void>> {
    return acknowledged(inBand(await this.transport.send(customerEndpoints.customerLogout, {}, undefined)))
  }

  /** §7 GET /customer/locations */
  async locations(): Promise<Result<readonly Branch[]>> {
    return inBand(await this.transport.send(customerEndpoints.customerLocations, {}, undefined))
  }

  /** §7 POST /customer/mobile-login { mobileNumber, recaptchaToken, sendSmsRegardlessOfCustomerExistence } */
  requestMobileLogin(request: MobileLoginRequest): Promise<Result<void>> {
    return this.transport.withCaptcha(customerEndpoints.customerMobileLogin.name, async (recaptchaToken) =>
      acknowledged(
        inBand(
          await this.transport.send(
            customerEndpoints.customerMobileLogin,
            {},
            {
              mobileNumber: request.mobileNumber,
              recaptchaToken,
              sendSmsRegardlessOfCustomerExistence: request.sendSmsRegardlessOfCustomerExistence,
            },
          ),
        ),
      ),
    )
  }

  /** §7 POST /customer/mobile-login-validation-area { smsCode, mobileNumber }: §8 INVALID_SMS_CODE on a wrong code. */
  async validateMobileLogin(validation: SmsCodeValidation): Promise<Result<Customer>> {
    return inBand(
      await this.transport.send(
        customerEndpoints.customerMobileLoginValidation,
        {},
        { smsCode: validation.smsCode, mobileNumber: validation.mobileNumber },
      ),
    )
  }

  /** §7 PUT /customer-area/customers/{id} { FirstName, LastName, EmailAddress1, MobileNumber1, Address1, City, DateOfBirth } */
  async update(details: CustomerDetailsUpdate): Promise<Result<void>> {
    const { customerId, firstName, lastName, email, mobileNumber, address1, city, dateOfBirth } = details
    return acknowledged(
      inBand(
        await this.transport.send(
          customerEndpoints.customerUpdate,
          { id: customerId },
          {
            firstName,
            lastName,
            email,
            mobileNumber,
            ...(address1 === undefined ? {} : { address1 }),
            ...(city === undefined ? {} : { city }),
            ...(dateOfBirth === undefined ? {} : { dateOfBirth }),
          },
        ),
      ),
    )
  }
}
