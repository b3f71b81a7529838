import type * as t from 'io-ts'
import { WireString } from './scalars'
import { tolerantStruct } from './tolerant-keys'

/**
 * §2 the login form's "send by e-mail" (designed: §2 names the option, §7 no call for it):
 * POST /customer-area/login-link { email, recaptchaToken } e-mails a one-time /customer/{token}
 * link to the customer with that address. It answers `{ success: true }` (the customer calls'
 * acknowledgement) whether or not a customer has the address; §8 invalid_email, invalid_captcha, TOO_MANY_REQUESTS.
 */
export const LoginLinkByEmailBody = tolerantStruct({ email: WireString, recaptchaToken: WireString }, 'login link by e-mail body')
export type LoginLinkByEmailBody = t.TypeOf<typeof LoginLinkByEmailBody>
