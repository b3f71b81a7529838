import * as E from 'fp-ts/Either'
import type { Result } from '@kartis/core'
import type { SmsOutbox } from '../storage/sms-outbox'
import type { SmsSender } from './sms-sender'

/** Issue 12 the development SMS adapter (the default): every text is recorded in the outbox, none is sent. */
export class OutboxSmsSender implements SmsSender {
  constructor(private readonly outbox: SmsOutbox) {}

  async send(to: string, text: string): Promise<Result<void>> {
    await this.outbox.enqueue(to, text)
    return E.right(undefined)
  }
}
