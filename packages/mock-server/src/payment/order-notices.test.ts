import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import type { EmailMessage } from '../email/email-sender'
import { confirmationEmail, sendOrderConfirmation, type OrderNotices } from './order-notices'

const FACTS = {
  reservationIdentifier: 'KR-AB12CD34',
  featureName: 'המלט',
  startDateTime: '2025-07-01T20:00:00+03:00',
  siteUrl: 'https://tickets.example/',
  documentKey: 'KR-AB12CD34-0123456789abcdef',
}

const recording = () => {
  const texts: string[] = []
  const mails: EmailMessage[] = []
  const notices: OrderNotices = {
    sms: { send: (to, text) => Promise.resolve(E.right(void texts.push(`${to}: ${text}`))) },
    email: { send: (message) => Promise.resolve(E.right(void mails.push(message))) },
    log: { warn: () => undefined },
  }
  return { texts, mails, notices }
}

const CUSTOMER = { firstName: 'דנה', lastName: 'כהן', email: ' dana@example.org ', mobileNumber: '0501234567', ssn: '000000018' }

describe('order confirmations (§7, issue 12)', () => {
  it('an order: an SMS and an e-mail, each with the e-ticket link', async () => {
    const { texts, mails, notices } = recording()
    await sendOrderConfirmation(notices, CUSTOMER, FACTS, false)
    expect(texts).toHaveLength(1)
    expect(texts[0]).toContain('https://tickets.example/edocument/KR-AB12CD34-0123456789abcdef')
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([['dana@example.org', 'אישור הזמנה KR-AB12CD34 – קרטיס']])
    expect(mails[0]?.text).toContain('המלט, 01/07/2025 20:00.')
  })

  it('a hold: its own subject and the deadline to pay at the box office', () => {
    const mail = confirmationEmail('dana@example.org', '', FACTS, true)
    expect(mail.subject).toBe('הזמנה KR-AB12CD34 שמורה לתשלום בקופה – קרטיס')
    expect(mail.text).toMatch(/^שלום,/)
    expect(mail.text).toContain('יש לשלם ולאסוף את הכרטיסים בקופה עד 01/07/2025 19:30')
  })

  it('nothing by e-mail without an address, nothing by SMS without a number', async () => {
    const { texts, mails, notices } = recording()
    await sendOrderConfirmation(notices, { ...CUSTOMER, email: '' }, FACTS, false)
    await sendOrderConfirmation(notices, { ...CUSTOMER, mobileNumber: '' }, FACTS, false)
    expect([texts.length, mails.length]).toEqual([1, 1])
  })
})
