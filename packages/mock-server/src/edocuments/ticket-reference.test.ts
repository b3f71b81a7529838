import { describe, expect, it } from 'vitest'
import { documentKeyOf } from './document-key'
import { ticketOfReference, ticketReferenceOf } from './ticket-reference'

const SECRET = 'secret'

describe('§2 ticket references (the e-ticket QR code)', () => {
  it('are the ticket identifier, a dot and 20 upper-case hex digits: QR alphanumeric characters only', () => {
    const reference = ticketReferenceOf('KR-ABCDEFGH-01', SECRET)
    expect(reference).toMatch(/^KR-ABCDEFGH-01\.[0-9A-F]{20}$/)
    expect(reference).toMatch(/^[0-9A-Z $%*+\-./:]+$/)
  })

  it('verify to the ticket they name, also as a scanner reads them (with a line end)', () => {
    const reference = ticketReferenceOf('KR-ABCDEFGH-01', SECRET)
    expect(ticketOfReference(reference, SECRET)).toBe('KR-ABCDEFGH-01')
    expect(ticketOfReference(`${reference}\r\n`, SECRET)).toBe('KR-ABCDEFGH-01')
  })

  it('differ per ticket and per secret', () => {
    expect(ticketReferenceOf('KR-ABCDEFGH-01', SECRET)).not.toBe(ticketReferenceOf('KR-ABCDEFGH-02', SECRET))
    expect(ticketReferenceOf('KR-ABCDEFGH-01', SECRET)).not.toBe(ticketReferenceOf('KR-ABCDEFGH-01', 'another secret'))
    expect(ticketOfReference(ticketReferenceOf('KR-ABCDEFGH-01', 'another secret'), SECRET)).toBeNull()
  })

  it('refuse another ticket’s signature, a bare identifier and a signature alone', () => {
    const other = ticketReferenceOf('KR-ABCDEFGH-02', SECRET)
    expect(ticketOfReference(`KR-ABCDEFGH-01${other.slice(other.lastIndexOf('.'))}`, SECRET)).toBeNull()
    expect(ticketOfReference('KR-ABCDEFGH-01', SECRET)).toBeNull()
    expect(ticketOfReference(other.slice(other.lastIndexOf('.')), SECRET)).toBeNull()
  })

  it('are signed with a key of their own: a ticket reference is never the document key’s token', () => {
    const documentToken = documentKeyOf('KR-ABCDEFGH', SECRET).slice(-16)
    expect(ticketReferenceOf('KR-ABCDEFGH', SECRET).slice(-20, -4).toLowerCase()).not.toBe(documentToken)
  })
})
