import * as E from 'fp-ts/Either'
import { kartisError, type Result } from '@kartis/core'
import type { SmsOutbox } from '../storage/sms-outbox'
import { OutboxSmsSender } from './outbox-sms-sender'
import type { SmsLog, SmsSender } from './sms-sender'
import { TwilioSmsSender, type TwilioSender } from './twilio-sms-sender'

/** The variable choosing the SMS adapter: 'outbox' (default) or 'twilio'. */
export const SMS_PROVIDER_ENV = 'KARTIS_SMS_PROVIDER'

/** Which SMS adapter `npm start` uses. */
export type SmsSettings =
  | { readonly kind: 'outbox' }
  | {
      readonly kind: 'twilio'
      readonly accountSid: string
      readonly authToken: string
      readonly sender: TwilioSender
      /** TWILIO_API_BASE_URL, for a stub gateway; unset: Twilio's. */
      readonly baseUrl?: string
    }

type Env = Readonly<Record<string, string | undefined>>

const valueOf = (env: Env, name: string): string => env[name]?.trim() ?? ''

const refused = (variable: string, message: string): Result<SmsSettings> => E.left(kartisError('BAD_REQUEST', { path: variable }, message))

/**
 * Issue 12 the SMS settings from the environment: KARTIS_SMS_PROVIDER=twilio with
 * TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID
 * (TWILIO_API_BASE_URL optional); unset or 'outbox' keeps the development outbox. BAD_REQUEST
 * naming the variable for a typo or a missing value, so the server does not start half-configured.
 */
export const smsSettingsFromEnv = (env: Env): Result<SmsSettings> => {
  const provider = valueOf(env, SMS_PROVIDER_ENV)
  if (provider === '' || provider === 'outbox') return E.right({ kind: 'outbox' })
  if (provider !== 'twilio') return refused(SMS_PROVIDER_ENV, `${SMS_PROVIDER_ENV} must be 'outbox' or 'twilio', got '${provider}'`)
  const accountSid = valueOf(env, 'TWILIO_ACCOUNT_SID')
  if (!/^AC[0-9a-fA-F]{32}$/.test(accountSid)) return refused('TWILIO_ACCOUNT_SID', 'TWILIO_ACCOUNT_SID must be a Twilio account sid (AC…)')
  const authToken = valueOf(env, 'TWILIO_AUTH_TOKEN')
  if (authToken === '') return refused('TWILIO_AUTH_TOKEN', `TWILIO_AUTH_TOKEN must be set when ${SMS_PROVIDER_ENV}=twilio`)
  const from = valueOf(env, 'TWILIO_FROM')
  const messagingServiceSid = valueOf(env, 'TWILIO_MESSAGING_SERVICE_SID')
  if ((from === '') === (messagingServiceSid === ''))
    return refused('TWILIO_FROM', 'set one of TWILIO_FROM and TWILIO_MESSAGING_SERVICE_SID when KARTIS_SMS_PROVIDER=twilio')
  const baseUrl = valueOf(env, 'TWILIO_API_BASE_URL')
  return E.right({
    kind: 'twilio',
    accountSid,
    authToken,
    sender: from !== '' ? { from } : { messagingServiceSid },
    ...(baseUrl === '' ? {} : { baseUrl }),
  })
}

/** Issue 12 the SMS adapter the settings name. */
export const smsSenderOf = (settings: SmsSettings, outbox: SmsOutbox, log?: SmsLog): SmsSender =>
  settings.kind === 'outbox'
    ? new OutboxSmsSender(outbox)
    : new TwilioSmsSender({
        accountSid: settings.accountSid,
        authToken: settings.authToken,
        sender: settings.sender,
        ...(settings.baseUrl === undefined ? {} : { baseUrl: settings.baseUrl }),
        ...(log === undefined ? {} : { log }),
      })
