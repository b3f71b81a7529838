import type { Result } from '@kartis/core'

/**
 * Issue 12 the SMS port: one text to one Israeli mobile number (05XXXXXXXX). Adapters: the
 * development outbox (nothing leaves the box office; tests and, in development mode,
 * GET /api/dev/sms-outbox read it) and Twilio's Messages API. SMS_FAILED when the gateway refuses
 * or cannot be reached; nothing about the text is ever logged (it holds login codes).
 */
export interface SmsSender {
  send(to: string, text: string): Promise<Result<void>>
}

/** Where an SMS adapter reports a failure: the gateway's status and error code, never the text or the number. */
export interface SmsLog {
  warn(details: Readonly<Record<string, unknown>>, message: string): void
}

/** The default log: one line on standard error. */
export const consoleSmsLog: SmsLog = { warn: (details, message) => console.warn(message, JSON.stringify(details)) }
