import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { kartisError } from '@kartis/core'
import { loginCodeSmsText } from '../customers/one-time-codes'
import { stubTwilioGateway } from '../test-support/stub-twilio'
import type { SmsLog } from './sms-sender'
import { TwilioSmsSender } from './twilio-sms-sender'

const ACCOUNT_SID = `AC${'0123456789abcdef'.repeat(2)}`
const AUTH_TOKEN = 'twilio-auth-token-secret'

const recordingLog = (): SmsLog & { readonly lines: string[] } => {
  const lines: string[] = []
  return { lines, warn: (details, message) => void lines.push(`${message} ${JSON.stringify(details)}`) }
}

const TEXT = loginCodeSmsText('482913', 300_000)

describe('TwilioSmsSender against a stub of the Messages API', () => {
  it('POSTs the form (To in +972, From, Body) with Basic authentication to the account’s Messages.json; 201 is sent', async () => {
    const gateway = await stubTwilioGateway(201, { sid: 'SM1', status: 'queued' })
    const sender = new TwilioSmsSender({
      accountSid: ACCOUNT_SID,
      authToken: AUTH_TOKEN,
      sender: { from: '+15005550006' },
      baseUrl: gateway.baseUrl,
    })
    expect(await sender.send('0527654321', TEXT)).toEqual(E.right(undefined))
    const [request] = gateway.received
    expect(request?.method).toBe('POST')
    expect(request?.url).toBe(`/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`)
    expect(request?.authorization).toBe(`Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`)
    expect(request?.contentType).toBe('application/x-www-form-urlencoded')
    expect(Object.fromEntries(request?.form ?? [])).toEqual({ To: '+972527654321', From: '+15005550006', Body: TEXT })
  })

  it('sends through a messaging service when configured so', async () => {
    const gateway = await stubTwilioGateway(201, { sid: 'SM2' })
    const sender = new TwilioSmsSender({
      accountSid: ACCOUNT_SID,
      authToken: AUTH_TOKEN,
      sender: { messagingServiceSid: 'MG0123' },
      baseUrl: `${gateway.baseUrl}/`,
    })
    expect(E.isRight(await sender.send('0549876543', 'שלום'))).toBe(true)
    expect(Object.fromEntries(gateway.received[0]?.form ?? [])).toEqual({
      To: '+972549876543',
      MessagingServiceSid: 'MG0123',
      Body: 'שלום',
    })
  })

  it('a refusal is SMS_FAILED, logged with the status and Twilio’s code only: never the text, the code in it, the number or the token', async () => {
    const gateway = await stubTwilioGateway(400, {
      code: 21211,
      message: "The 'To' number +972527654321 is not a valid phone number.",
      status: 400,
    })
    const log = recordingLog()
    const sender = new TwilioSmsSender({
      accountSid: ACCOUNT_SID,
      authToken: AUTH_TOKEN,
      sender: { from: '+15005550006' },
      baseUrl: gateway.baseUrl,
      log,
    })
    expect(await sender.send('0527654321', TEXT)).toEqual(E.left(kartisError('SMS_FAILED', { status: 400 })))
    expect(log.lines).toEqual(['sms: Twilio refused a message {"status":400,"twilioCode":21211}'])
    for (const secret of ['482913', '0527654321', '527654321', AUTH_TOKEN]) expect(log.lines.join('\n')).not.toContain(secret)
  })

  it('an unreachable gateway and a timeout are SMS_FAILED too', async () => {
    const log = recordingLog()
    const unreachable = new TwilioSmsSender({
      accountSid: ACCOUNT_SID,
      authToken: AUTH_TOKEN,
      sender: { from: '+1' },
      baseUrl: 'http://127.0.0.1:1',
      log,
    })
    expect(await unreachable.send('0527654321', TEXT)).toEqual(E.left(kartisError('SMS_FAILED')))
    const slow = await stubTwilioGateway(201, {}, 500)
    const timingOut = new TwilioSmsSender({
      accountSid: ACCOUNT_SID,
      authToken: AUTH_TOKEN,
      sender: { from: '+1' },
      baseUrl: slow.baseUrl,
      timeoutMs: 50,
      log,
    })
    expect(await timingOut.send('0527654321', TEXT)).toEqual(E.left(kartisError('SMS_FAILED')))
    expect(log.lines).toHaveLength(2)
    expect(log.lines.join('\n')).not.toContain('482913')
  })
})
