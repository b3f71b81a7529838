import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { ManualClock } from '@kartis/core'
import { SqlEmailOutbox } from '../storage/sql-email-outbox'
import { testDatabase } from '../test-support/test-databases'
import { emailSenderOf, emailSettingsFromEnv } from './email-config'
import { OutboxEmailSender } from './outbox-email-sender'
import { SmtpEmailSender } from './smtp-email-sender'

const SMTP = { KARTIS_EMAIL_PROVIDER: 'smtp', SMTP_HOST: 'smtp.example.org', KARTIS_EMAIL_FROM: 'tickets@kartis.example' }

describe('emailSettingsFromEnv', () => {
  it('keeps the development outbox unless KARTIS_EMAIL_PROVIDER=smtp', () => {
    expect(emailSettingsFromEnv({})).toEqual(E.right({ kind: 'outbox' }))
    expect(emailSettingsFromEnv({ KARTIS_EMAIL_PROVIDER: 'outbox' })).toEqual(E.right({ kind: 'outbox' }))
  })

  it('reads the host, sender, port (587), TLS (on port 465 unless said) and an optional login', () => {
    expect(emailSettingsFromEnv(SMTP)).toEqual(
      E.right({ kind: 'smtp', host: 'smtp.example.org', port: 587, secure: false, auth: null, from: 'tickets@kartis.example' }),
    )
    expect(emailSettingsFromEnv({ ...SMTP, SMTP_PORT: '465', SMTP_USER: 'kartis', SMTP_PASSWORD: 'p w' })).toEqual(
      E.right({
        kind: 'smtp',
        host: 'smtp.example.org',
        port: 465,
        secure: true,
        auth: { user: 'kartis', password: 'p w' },
        from: 'tickets@kartis.example',
      }),
    )
    expect(E.map((s: { readonly kind: string }) => s)(emailSettingsFromEnv({ ...SMTP, SMTP_PORT: '2525', SMTP_SECURE: 'true' }))).toEqual(
      E.right(expect.objectContaining({ port: 2525, secure: true })),
    )
  })

  it('refuses a typo or a missing value, naming the variable', () => {
    const pathOf = (env: Readonly<Record<string, string>>) => {
      const read = emailSettingsFromEnv(env)
      return E.isLeft(read) ? read.left.params?.['path'] : 'accepted'
    }
    expect(pathOf({ KARTIS_EMAIL_PROVIDER: 'smpt' })).toBe('KARTIS_EMAIL_PROVIDER')
    expect(pathOf({ ...SMTP, SMTP_HOST: '' })).toBe('SMTP_HOST')
    expect(pathOf({ ...SMTP, SMTP_PORT: '70000' })).toBe('SMTP_PORT')
    expect(pathOf({ ...SMTP, SMTP_SECURE: 'yes' })).toBe('SMTP_SECURE')
    expect(pathOf({ ...SMTP, SMTP_USER: 'kartis' })).toBe('SMTP_USER')
    expect(pathOf({ ...SMTP, KARTIS_EMAIL_FROM: 'tickets' })).toBe('KARTIS_EMAIL_FROM')
  })

  it('builds the adapter the settings name; the outbox one records the message', async () => {
    const clock = new ManualClock(0)
    const outbox = new SqlEmailOutbox(await testDatabase('sqlite', { clock }), clock)
    const sender = emailSenderOf({ kind: 'outbox' }, outbox)
    expect(sender).toBeInstanceOf(OutboxEmailSender)
    const message = { to: 'Noa.Levi@Kartis.example', subject: 'שלום', text: 'שלום', html: '<p>שלום</p>' }
    expect(await sender.send(message)).toEqual(E.right(undefined))
    expect(await outbox.listFor('noa.levi@kartis.example')).toEqual([{ ...message, to: 'noa.levi@kartis.example', id: 1, createdAt: 0 }])
    const settings = emailSettingsFromEnv(SMTP)
    if (E.isLeft(settings)) throw new Error('SMTP settings refused')
    expect(emailSenderOf(settings.right, outbox)).toBeInstanceOf(SmtpEmailSender)
  })
})
