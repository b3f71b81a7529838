import type { Result } from '@kartis/core'
import type { CaptchaConfigResponse } from '../wire/captcha-config'
import { captchaConfigEndpoints } from '../wire/captcha-config-endpoints'
import type { HttpTransport } from './http-transport'

/** §9 which captcha the box office verifies, over HTTP. */
export class HttpCaptchaConfig {
  constructor(private readonly transport: HttpTransport) {}

  /** §9 GET /captcha-config: the development token, or Turnstile with its public site key. */
  captchaConfig(): Promise<Result<CaptchaConfigResponse>> {
    return this.transport.send(captchaConfigEndpoints.captchaConfig, {}, undefined)
  }
}
