import { endpoint } from './endpoint'
import { CaptchaConfigParams, CaptchaConfigResponse } from './captcha-config'

/** §9 the box office's own public setting (not a §7 call): which captcha the storefront must use. */
export const captchaConfigEndpoints = {
  captchaConfig: endpoint({
    name: 'captchaConfig',
    method: 'GET',
    path: '/captcha-config',
    params: CaptchaConfigParams,
    body: null,
    response: CaptchaConfigResponse,
  }),
} as const
