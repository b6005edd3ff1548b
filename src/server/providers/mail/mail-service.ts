import nodemailer from 'nodemailer'
import type { Database } from '../../db/client'
import { mailOutbox } from '../../db/schema'

export type MailMessage = { to: string; subject: string; text: string; html?: string }
export type MailService = { kind: 'smtp' | 'outbox'; send(message: MailMessage): Promise<void>; close(): void }

/** SMTP through nodemailer when SMTP_URL is set; otherwise the stored outbox admins can read. */
export function createMailService(options: { smtpUrl?: string; from: string; db: Database }): MailService {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl)
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail({ from: options.from, ...message })
      },
      close: () => transport.close(),
    }
  }
  return {
    kind: 'outbox',
    async send(message) {
      await options.db.insert(mailOutbox).values({ to: message.to, subject: message.subject, text: message.text, html: message.html ?? null })
    },
    close() {},
  }
}
