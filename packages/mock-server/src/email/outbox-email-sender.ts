import * as E from 'fp-ts/Either'
import type { Result } from '@kartis/core'
import type { EmailOutbox } from '../storage/email-outbox'
import type { EmailMessage, EmailSender } from './email-sender'

/** Issue 12 the development e-mail adapter (the default): every message is recorded in the outbox, none is sent. */
export class OutboxEmailSender implements EmailSender {
  constructor(private readonly outbox: EmailOutbox) {}

  async send(message: EmailMessage): Promise<Result<void>> {
    await this.outbox.record(message)
    return E.right(undefined)
  }
}
