import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/** A mail as the server took it: envelope sender and recipients, the signed-in user, subject, raw text (soft breaks undone). */
export type ResellerMail = { from: string; to: string[]; user: string | undefined; subject: string; raw: string }

/** A reseller's own SMTP server on loopback that wants a user name and password, and keeps what it accepts. */
export async function startResellerSmtp(user: string, pass: string) {
  const received: ResellerMail[] = []
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === pass) return callback(null, { user: auth.username })
      callback(new Error('Invalid username or password'))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const subject = raw.replace(/\r?\n[ \t]+/g, ' ').match(/^Subject: (.*)$/m)?.[1]?.trim() ?? ''
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          user: session.user as string | undefined,
          subject,
          raw: raw.replace(/=\r?\n/g, ''),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    /** The mails to `to` whose subject starts with `subject`. */
    mailsTo: (to: string, subject = '') => received.filter((m) => m.to.includes(to.toLowerCase()) && m.subject.startsWith(subject)),
    close: () => new Promise<void>((r) => server.close(() => r())),
  }
}
