import { OutboxEmailSender } from '../email/outbox-email-sender'
import type { OrderNotices } from '../payment/order-notices'
import { OutboxSmsSender } from '../sms/outbox-sms-sender'
import type { ServerStorage } from '../storage/server-storage'

/** Test support: order confirmations into the storage's development outboxes; a failed delivery fails the test. */
export const outboxNotices = (storage: Pick<ServerStorage, 'sms' | 'email'>): OrderNotices => ({
  sms: new OutboxSmsSender(storage.sms),
  email: new OutboxEmailSender(storage.email),
  log: {
    warn: (_details, message) => {
      throw new Error(message)
    },
  },
})
