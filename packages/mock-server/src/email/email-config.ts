import * as E from 'fp-ts/Either'
import { kartisError, type Result } from '@kartis/core'
import type { EmailOutbox } from '../storage/email-outbox'
import type { EmailLog, EmailSender } from './email-sender'
import { OutboxEmailSender } from './outbox-email-sender'
import { SmtpEmailSender, type SmtpSettings } from './smtp-email-sender'

/** The variable choosing the e-mail adapter: 'outbox' (default) or 'smtp'. */
export const EMAIL_PROVIDER_ENV = 'KARTIS_EMAIL_PROVIDER'

/** Which e-mail adapter `npm start` uses. */
export type EmailSettings = { readonly kind: 'outbox' } | ({ readonly kind: 'smtp' } & Omit<SmtpSettings, 'log' | 'timeoutMs'>)

type Env = Readonly<Record<string, string | undefined>>

const valueOf = (env: Env, name: string): string => env[name]?.trim() ?? ''

const refused = (variable: string, message: string): Result<EmailSettings> =>
  E.left(kartisError('BAD_REQUEST', { path: variable }, message))

/**
 * Issue 12 the e-mail settings from the environment: KARTIS_EMAIL_PROVIDER=smtp with SMTP_HOST,
 * KARTIS_EMAIL_FROM, and optionally SMTP_PORT (default 587), SMTP_SECURE (true/false; default
 * true on port 465 only) and SMTP_USER with SMTP_PASSWORD; unset or 'outbox' keeps the
 * development outbox. BAD_REQUEST naming the variable for a typo or a missing value, so the
 * server does not start half-configured.
 */
export const emailSettingsFromEnv = (env: Env): Result<EmailSettings> => {
  const provider = valueOf(env, EMAIL_PROVIDER_ENV)
  if (provider === '' || provider === 'outbox') return E.right({ kind: 'outbox' })
  if (provider !== 'smtp') return refused(EMAIL_PROVIDER_ENV, `${EMAIL_PROVIDER_ENV} must be 'outbox' or 'smtp', got '${provider}'`)
  const host = valueOf(env, 'SMTP_HOST')
  if (host === '') return refused('SMTP_HOST', `SMTP_HOST must be set when ${EMAIL_PROVIDER_ENV}=smtp`)
  const portText = valueOf(env, 'SMTP_PORT')
  const port = portText === '' ? 587 : Number(portText)
  if (!Number.isInteger(port) || port < 1 || port > 65535) return refused('SMTP_PORT', 'SMTP_PORT must be a port number')
  const secureText = valueOf(env, 'SMTP_SECURE')
  if (secureText !== '' && secureText !== 'true' && secureText !== 'false')
    return refused('SMTP_SECURE', "SMTP_SECURE must be 'true' or 'false'")
  const user = valueOf(env, 'SMTP_USER')
  const password = env['SMTP_PASSWORD'] ?? ''
  if ((user === '') !== (password === '')) return refused('SMTP_USER', 'set both SMTP_USER and SMTP_PASSWORD, or neither')
  const from = valueOf(env, 'KARTIS_EMAIL_FROM')
  if (from === '' || !from.includes('@'))
    return refused('KARTIS_EMAIL_FROM', `KARTIS_EMAIL_FROM must be the sender's address when ${EMAIL_PROVIDER_ENV}=smtp`)
  return E.right({
    kind: 'smtp',
    host,
    port,
    secure: secureText === '' ? port === 465 : secureText === 'true',
    auth: user === '' ? null : { user, password },
    from,
  })
}

/** Issue 12 the e-mail adapter the settings name. */
export const emailSenderOf = (settings: EmailSettings, outbox: EmailOutbox, log?: EmailLog): EmailSender => {
  if (settings.kind === 'outbox') return new OutboxEmailSender(outbox)
  const { host, port, secure, auth, from } = settings
  return new SmtpEmailSender({ host, port, secure, auth, from, ...(log === undefined ? {} : { log }) })
}
