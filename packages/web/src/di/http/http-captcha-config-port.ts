import { HttpCaptchaConfig, HttpTransport, type HttpTransportOptions } from '@kartis/api-adapter'

/** §9 which captcha the box office verifies: asked on the first call that needs a token, so a chunk of its own. */
export const httpCaptchaConfigPort = (options: HttpTransportOptions): HttpCaptchaConfig => new HttpCaptchaConfig(new HttpTransport(options))
