export { buildApp, appConfig, DEFAULT_STATIC_DIRS, DEFAULT_BODY_LIMIT } from './app'
export type { BuildAppOptions } from './app'
export type { AppConfig, AppDeps, RouteHost } from './app-deps'
export { DevCaptchaVerifier, DEV_CAPTCHA_TOKEN, captchaRefused, requireCaptcha } from './captcha/captcha-verifier'
export type { CaptchaVerifier, CaptchaClient } from './captcha/captcha-verifier'
export {
  TurnstileCaptchaVerifier,
  TURNSTILE_SITEVERIFY_URL,
  DEFAULT_TURNSTILE_TIMEOUT_MS,
  MAX_TURNSTILE_TOKEN_LENGTH,
  consoleCaptchaLog,
} from './captcha/turnstile-verifier'
export type { TurnstileOptions, SiteverifyFetch, CaptchaLog } from './captcha/turnstile-verifier'
export { refusingDevToken, acceptingDevToken, inMode } from './captcha/captcha-mode'
export type { ServerMode } from './captcha/captcha-mode'
export {
  MODE_ENV,
  CAPTCHA_ENV,
  TURNSTILE_SITE_KEY_ENV,
  TURNSTILE_SECRET_KEY_ENV,
  TURNSTILE_ORIGIN,
  captchaConfigFromEnv,
  captchaVerifierOf,
  captchaContentSources,
} from './captcha/captcha-config'
export type { CaptchaSettings, CaptchaVerifierDeps } from './captcha/captcha-config'
export { createEndpointRegistrar, API_PREFIX } from './http/register-endpoint'
export type { EndpointCall, EndpointHandler, EndpointRegistrar, HandleOptions } from './http/register-endpoint'
export { VISITOR_UUID_HEADER } from './http/visitor-uuid'
export { seedDemo, DEMO_BOX_OFFICE_UUID } from './demo/seed-demo'
export {
  openStorageDatabase,
  openSqlite,
  openPostgres,
  databaseLocationFromEnv,
  DatabaseSettingError,
  IN_MEMORY,
  DEFAULT_DATABASE_PATH,
} from './storage/database/storage-database'
export type { StorageDatabase, Engine, DatabaseLocation } from './storage/database/storage-database'
export { migrateToLatest, SchemaTooNewError } from './storage/database/schema-migrations'
export { sqlServerStorage } from './storage/sql-server-storage'
export type { ServerStorage } from './storage/server-storage'
export { DEFAULT_LOCK_TTL_MS } from './storage/seat-inventory'
