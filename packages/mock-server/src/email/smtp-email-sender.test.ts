import { createServer, type AddressInfo, type Server, type Socket } from 'node:net'
import * as E from 'fp-ts/Either'
import { afterEach, describe, expect, it } from 'vitest'
import { kartisError } from '@kartis/core'
import { loginLinkEmail } from '../customers/login-link-email'
import type { EmailLog } from './email-sender'
import { SmtpEmailSender } from './smtp-email-sender'

/** What the stub SMTP server received in one session. */
interface Session {
  readonly commands: string[]
  data: string
}

const servers: Server[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise<void>((resolve) => server.close(() => resolve()))
})

/**
 * A local SMTP server speaking just enough of RFC 5321 for one message (EHLO with AUTH PLAIN,
 * MAIL, RCPT, DATA, QUIT); `rcptReply` is its answer to RCPT TO (a 550 refuses the recipient).
 */
const stubSmtp = async (rcptReply = '250 OK') => {
  const sessions: Session[] = []
  const server = createServer((socket: Socket) => {
    const session: Session = { commands: [], data: '' }
    sessions.push(session)
    let buffer = ''
    let inData = false
    socket.write('220 stub.kartis.test ESMTP\r\n')
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8')
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end < 0) return
          session.data = buffer.slice(0, end)
          buffer = buffer.slice(end + 5)
          inData = false
          socket.write('250 queued\r\n')
          continue
        }
        const lineEnd = buffer.indexOf('\r\n')
        if (lineEnd < 0) return
        const line = buffer.slice(0, lineEnd)
        buffer = buffer.slice(lineEnd + 2)
        session.commands.push(line)
        const verb = line.split(' ')[0]?.toUpperCase()
        if (verb === 'EHLO') socket.write('250-stub.kartis.test\r\n250-AUTH PLAIN\r\n250 8BITMIME\r\n')
        else if (verb === 'AUTH') socket.write('235 authenticated\r\n')
        else if (verb === 'RCPT') socket.write(`${rcptReply}\r\n`)
        else if (verb === 'DATA') {
          inData = true
          socket.write('354 go on\r\n')
        } else if (verb === 'QUIT') socket.end('221 bye\r\n')
        else socket.write('250 OK\r\n')
      }
    })
    socket.on('error', () => undefined)
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  return { port: (server.address() as AddressInfo).port, sessions }
}

const recordingLog = (): EmailLog & { readonly lines: string[] } => {
  const lines: string[] = []
  return { lines, warn: (details, message) => void lines.push(`${message} ${JSON.stringify(details)}`) }
}

const LINK = 'http://localhost:8080/customer/eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl'
const MAIL = loginLinkEmail('noa.levi@kartis.example', 'נועה', LINK, 15 * 60_000)

/** An adapter logging in to the stub on `port` as kartis. */
const senderOn = (port: number, from: string, log?: EmailLog): SmtpEmailSender =>
  new SmtpEmailSender({
    host: '127.0.0.1',
    port,
    secure: false,
    auth: { user: 'kartis', password: 'smtp-secret' },
    from,
    ...(log === undefined ? {} : { log }),
  })

/** The message's headers and body as the server received them, soft line breaks undone. */
const decodedData = (data: string): string => data.replace(/=\r\n/g, '')

describe('SmtpEmailSender against a stub SMTP server', () => {
  it('logs in, sends From, To, a UTF-8 subject and both parts (plain text and right-to-left HTML) and is done', async () => {
    const smtp = await stubSmtp()
    const sender = senderOn(smtp.port, '"קרטיס" <tickets@kartis.example>')
    expect(await sender.send(MAIL)).toEqual(E.right(undefined))
    const [session] = smtp.sessions
    const commands = session?.commands ?? []
    expect(commands[0]).toMatch(/^EHLO /)
    expect(commands).toContain(`AUTH PLAIN ${Buffer.from('\0kartis\0smtp-secret').toString('base64')}`)
    expect(commands).toContain('MAIL FROM:<tickets@kartis.example>')
    expect(commands).toContain('RCPT TO:<noa.levi@kartis.example>')
    const data = decodedData(session?.data ?? '')
    expect(data).toMatch(/^To: noa.levi@kartis.example$/m)
    expect(data).toMatch(/^Subject: =\?UTF-8\?/m)
    expect(data).toContain('Content-Type: text/plain; charset=utf-8')
    expect(data).toContain('Content-Type: text/html; charset=utf-8')
    expect(data).toContain(LINK)
  })

  it('a refused recipient is EMAIL_FAILED, logged with the reply code only: never the address, the link or the password', async () => {
    const smtp = await stubSmtp('550 no such mailbox')
    const log = recordingLog()
    const sender = senderOn(smtp.port, 'tickets@kartis.example', log)
    expect(await sender.send(MAIL)).toEqual(E.left(kartisError('EMAIL_FAILED')))
    expect(log.lines).toEqual(['email: the SMTP server did not take a message {"code":"EENVELOPE","responseCode":550}'])
    for (const secret of ['noa.levi', 'eyJhbGci', 'smtp-secret']) expect(log.lines.join('\n')).not.toContain(secret)
  })

  it('an unreachable server is EMAIL_FAILED too', async () => {
    const log = recordingLog()
    const sender = new SmtpEmailSender({ host: '127.0.0.1', port: 1, secure: false, auth: null, from: 'tickets@kartis.example', log })
    expect(await sender.send(MAIL)).toEqual(E.left(kartisError('EMAIL_FAILED')))
    expect(log.lines).toHaveLength(1)
  })
})
