/** §9 an SMS the server would send (login codes, tickets again), kept for inspection. */
export interface SmsMessage {
  readonly id: number
  readonly to: string
  readonly text: string
  readonly createdAt: number
}

/** §7 the SMS outbox: messages are recorded, never sent, by the demo box office. */
export interface SmsOutbox {
  enqueue(to: string, text: string): Promise<SmsMessage>
  /** Messages to one number, oldest first. */
  listFor(to: string): Promise<readonly SmsMessage[]>
}
