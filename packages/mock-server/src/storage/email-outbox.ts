import type { EmailMessage } from '../email/email-sender'

/** Issue 12 an e-mail the development outbox recorded. */
export interface RecordedEmail extends EmailMessage {
  readonly id: number
  readonly createdAt: number
}

/** Issue 12 the e-mail outbox: messages are recorded, never sent, by the development box office. */
export interface EmailOutbox {
  record(message: EmailMessage): Promise<RecordedEmail>
  /** Messages to one address (any case), oldest first. */
  listFor(to: string): Promise<readonly RecordedEmail[]>
}
