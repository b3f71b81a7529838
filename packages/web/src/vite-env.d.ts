/** The build-time variables the storefront reads (src/config.ts). */
interface ImportMetaEnv {
  /** §2 comma-separated hosts a `/http…` path may redirect to. */
  readonly VITE_REDIRECT_ALLOW_LIST?: string
  /** §9 the token sent when the box office uses the development captcha (captcha/server-chosen-captcha.ts); default the reference server's. */
  readonly VITE_CAPTCHA_TOKEN?: string
}
