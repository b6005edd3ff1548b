import { SMTPServer } from 'smtp-server'
import type { AddressInfo } from 'node:net'

export type ReceivedMail = { to: string[]; subject: string; raw: string; code: string | null }

/** A real SMTP server on loopback that keeps every message it accepts. */
export async function startSmtpMailbox() {
  const received: ReceivedMail[] = []
  const taken = new Set<ReceivedMail>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const unfolded = raw.replace(/\r?\n[ \t]+/g, ' ')
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: unfolded.match(/^Subject: (.*)$/m)?.[1]?.trim() ?? '',
          raw,
          code: raw.match(/code is (\d{6})/)?.[1] ?? null,
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.server.address() as AddressInfo).port

  /** The next message to `to` not yet taken by an earlier call (waits briefly for it). */
  async function waitForMail(to: string, timeoutMs = 5000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const mail = received.find((m) => !taken.has(m) && m.to.includes(to.toLowerCase()))
      if (mail) {
        taken.add(mail)
        return mail
      }
      if (Date.now() > deadline) throw new Error(`No mail to ${to} within ${timeoutMs} ms`)
      await new Promise((r) => setTimeout(r, 25))
    }
  }

  /** Waits for the next mail to `to` and returns its six-digit code. */
  async function waitForCode(to: string): Promise<string> {
    const mail = await waitForMail(to)
    if (!mail.code) throw new Error(`The mail to ${to} has no code:\n${mail.raw}`)
    return mail.code
  }

  const mailsTo = (to: string) => received.filter((m) => m.to.includes(to.toLowerCase()))

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    mailsTo,
    waitForMail,
    waitForCode,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
