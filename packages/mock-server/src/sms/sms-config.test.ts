import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { ManualClock } from '@kartis/core'
import { SqlSmsOutbox } from '../storage/sql-sms-outbox'
import { testDatabase } from '../test-support/test-databases'
import { OutboxSmsSender } from './outbox-sms-sender'
import { smsSenderOf, smsSettingsFromEnv } from './sms-config'
import { TwilioSmsSender } from './twilio-sms-sender'

const SID = `AC${'a'.repeat(32)}`

describe('smsSettingsFromEnv', () => {
  it('keeps the development outbox unless KARTIS_SMS_PROVIDER=twilio', () => {
    expect(smsSettingsFromEnv({})).toEqual(E.right({ kind: 'outbox' }))
    expect(smsSettingsFromEnv({ KARTIS_SMS_PROVIDER: 'outbox' })).toEqual(E.right({ kind: 'outbox' }))
  })

  it('reads Twilio’s account, token and sender (a number or a messaging service), and an optional base address', () => {
    expect(
      smsSettingsFromEnv({ KARTIS_SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+15005550006' }),
    ).toEqual(E.right({ kind: 'twilio', accountSid: SID, authToken: 't', sender: { from: '+15005550006' } }))
    expect(
      smsSettingsFromEnv({
        KARTIS_SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: SID,
        TWILIO_AUTH_TOKEN: 't',
        TWILIO_MESSAGING_SERVICE_SID: 'MG1',
        TWILIO_API_BASE_URL: 'http://127.0.0.1:9',
      }),
    ).toEqual(
      E.right({ kind: 'twilio', accountSid: SID, authToken: 't', sender: { messagingServiceSid: 'MG1' }, baseUrl: 'http://127.0.0.1:9' }),
    )
  })

  it('refuses a typo or a missing value, naming the variable', () => {
    const pathOf = (env: Readonly<Record<string, string>>) => {
      const read = smsSettingsFromEnv(env)
      return E.isLeft(read) ? read.left.params?.['path'] : 'accepted'
    }
    const twilio = { KARTIS_SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+1' }
    expect(pathOf({ KARTIS_SMS_PROVIDER: 'twillio' })).toBe('KARTIS_SMS_PROVIDER')
    expect(pathOf({ ...twilio, TWILIO_ACCOUNT_SID: 'nope' })).toBe('TWILIO_ACCOUNT_SID')
    expect(pathOf({ ...twilio, TWILIO_AUTH_TOKEN: '' })).toBe('TWILIO_AUTH_TOKEN')
    expect(pathOf({ ...twilio, TWILIO_FROM: '' })).toBe('TWILIO_FROM')
    expect(pathOf({ ...twilio, TWILIO_MESSAGING_SERVICE_SID: 'MG1' })).toBe('TWILIO_FROM')
  })

  it('builds the adapter the settings name; the outbox one records the text', async () => {
    const clock = new ManualClock(0)
    const outbox = new SqlSmsOutbox(await testDatabase('sqlite', { clock }), clock)
    const sender = smsSenderOf({ kind: 'outbox' }, outbox)
    expect(sender).toBeInstanceOf(OutboxSmsSender)
    expect(await sender.send('0527654321', 'קוד: 123456')).toEqual(E.right(undefined))
    expect((await outbox.listFor('0527654321')).map((m) => m.text)).toEqual(['קוד: 123456'])
    expect(smsSenderOf({ kind: 'twilio', accountSid: SID, authToken: 't', sender: { from: '+1' } }, outbox)).toBeInstanceOf(TwilioSmsSender)
  })
})
