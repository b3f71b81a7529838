import * as E from 'fp-ts/Either'
import { kartisError, toInternationalMobile, type Result } from '@kartis/core'
import { consoleSmsLog, type SmsLog, type SmsSender } from './sms-sender'

/** Twilio's API origin; tests point the adapter at a local stub instead. */
export const TWILIO_API_BASE = 'https://api.twilio.com'

/** How long a send may take before it counts as failed (a slow gateway never holds a login for long). */
export const DEFAULT_TWILIO_TIMEOUT_MS = 10_000

/** Who the messages come from: a Twilio number (or alphanumeric sender id), or a messaging service. */
export type TwilioSender = { readonly from: string } | { readonly messagingServiceSid: string }

export interface TwilioSettings {
  readonly accountSid: string
  /** Sent only in the Authorization header, never logged. */
  readonly authToken: string
  readonly sender: TwilioSender
  /** Default TWILIO_API_BASE. */
  readonly baseUrl?: string
  readonly timeoutMs?: number
  readonly log?: SmsLog
}

/** Twilio's error code in a refusal's JSON body ({ code, message, status, more_info }); null when there is none. */
const twilioErrorCodeOf = async (response: Response): Promise<number | null> => {
  const body: unknown = await response.json().catch(() => null)
  const code: unknown = typeof body === 'object' && body !== null ? Reflect.get(body, 'code') : null
  return typeof code === 'number' ? code : null
}

const reasonOf = (error: unknown): string => (error instanceof Error ? error.name : 'error')

/**
 * Issue 12 SMS through Twilio's Messages API: POST /2010-04-01/Accounts/{sid}/Messages.json with
 * HTTP Basic authentication (account sid and auth token) and a form body To (+972…), From or
 * MessagingServiceSid, Body. Twilio answers 201 when it accepted the message; any other status,
 * a network failure or a timeout is SMS_FAILED, logged with the status and Twilio's error code
 * only (the text holds a login code; the number is personal).
 */
export class TwilioSmsSender implements SmsSender {
  private readonly url: string
  private readonly authorization: string
  private readonly timeoutMs: number
  private readonly log: SmsLog

  constructor(private readonly settings: TwilioSettings) {
    const base = (settings.baseUrl ?? TWILIO_API_BASE).replace(/\/+$/, '')
    this.url = `${base}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`
    this.authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`
    this.timeoutMs = settings.timeoutMs ?? DEFAULT_TWILIO_TIMEOUT_MS
    this.log = settings.log ?? consoleSmsLog
  }

  async send(to: string, text: string): Promise<Result<void>> {
    const sender = this.settings.sender
    const form = new URLSearchParams({
      To: toInternationalMobile(to),
      ...('from' in sender ? { From: sender.from } : { MessagingServiceSid: sender.messagingServiceSid }),
      Body: text,
    })
    try {
      const response = await fetch(this.url, {
        method: 'POST',
        headers: { authorization: this.authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form.toString(),
        signal: AbortSignal.timeout(this.timeoutMs),
      })
      if (response.status === 201 || response.status === 200) {
        await response.body?.cancel()
        return E.right(undefined)
      }
      this.log.warn({ status: response.status, twilioCode: await twilioErrorCodeOf(response) }, 'sms: Twilio refused a message')
      return E.left(kartisError('SMS_FAILED', { status: response.status }))
    } catch (error) {
      this.log.warn({ reason: reasonOf(error) }, 'sms: Twilio could not be reached')
      return E.left(kartisError('SMS_FAILED'))
    }
  }
}
