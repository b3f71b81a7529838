import * as E from 'fp-ts/Either'
import nodemailer, { type Transporter } from 'nodemailer'
import { kartisError, type Result } from '@kartis/core'
import { consoleEmailLog, type EmailLog, type EmailMessage, type EmailSender } from './email-sender'

/** How long connecting, greeting and each SMTP exchange may take before the send counts as failed. */
export const DEFAULT_SMTP_TIMEOUT_MS = 10_000

export interface SmtpSettings {
  readonly host: string
  readonly port: number
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  readonly secure: boolean
  /** Sent only to the server, never logged; null: the server takes mail without a login. */
  readonly auth: { readonly user: string; readonly password: string } | null
  /** The From header, e.g. `"קרטיס" <tickets@example.com>`. */
  readonly from: string
  readonly timeoutMs?: number
  readonly log?: EmailLog
}

/** What nodemailer's errors carry that may be logged: its error code and the SMTP reply code. */
const failureOf = (error: unknown): Readonly<Record<string, unknown>> => {
  const code: unknown = typeof error === 'object' && error !== null ? Reflect.get(error, 'code') : undefined
  const responseCode: unknown = typeof error === 'object' && error !== null ? Reflect.get(error, 'responseCode') : undefined
  return { code: typeof code === 'string' ? code : null, responseCode: typeof responseCode === 'number' ? responseCode : null }
}

/**
 * Issue 12 e-mail over SMTP (nodemailer): one message with a plain-text and an HTML part,
 * UTF-8, from the configured sender. A refusal, an unreachable server or a timeout is
 * EMAIL_FAILED, logged with nodemailer's error code and the SMTP reply code only (the message
 * holds a login link; the address is personal).
 */
export class SmtpEmailSender implements EmailSender {
  private readonly transport: Transporter
  private readonly log: EmailLog

  constructor(private readonly settings: SmtpSettings) {
    const timeout = settings.timeoutMs ?? DEFAULT_SMTP_TIMEOUT_MS
    this.transport = nodemailer.createTransport({
      host: settings.host,
      port: settings.port,
      secure: settings.secure,
      ...(settings.auth === null ? {} : { auth: { user: settings.auth.user, pass: settings.auth.password } }),
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    })
    this.log = settings.log ?? consoleEmailLog
  }

  async send(message: EmailMessage): Promise<Result<void>> {
    try {
      await this.transport.sendMail({
        from: this.settings.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      })
      return E.right(undefined)
    } catch (error) {
      this.log.warn(failureOf(error), 'email: the SMTP server did not take a message')
      return E.left(kartisError('EMAIL_FAILED'))
    }
  }
}
