import type { Result } from '@kartis/core'

/** One e-mail: a plain-text part and an HTML part of the same words (Hebrew, right to left). */
export interface EmailMessage {
  readonly to: string
  readonly subject: string
  readonly text: string
  readonly html: string
}

/**
 * Issue 12 the e-mail port: one message to one address. Adapters: the development outbox
 * (nothing leaves the box office; tests and, in development mode, GET /api/dev/email-outbox read
 * it) and SMTP (nodemailer). EMAIL_FAILED when the server refuses or cannot be reached; the
 * address and the text are never logged (a login link logs its holder in).
 */
export interface EmailSender {
  send(message: EmailMessage): Promise<Result<void>>
}

/** Where an e-mail adapter reports a failure: the SMTP reply code and the error's code, never the message or the address. */
export interface EmailLog {
  warn(details: Readonly<Record<string, unknown>>, message: string): void
}

/** The default log: one line on standard error. */
export const consoleEmailLog: EmailLog = { warn: (details, message) => console.warn(message, JSON.stringify(details)) }
