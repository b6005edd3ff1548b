import { expect } from '@playwright/test'

type Mail = { to: string[]; subject: string; text: string }

/** Waits for a mail to `to` that the SMTP server received after `after` mails, and returns its 6-digit code. */
export async function readCode(to: string, after = 0): Promise<string> {
  let code = ''
  await expect
    .poll(async () => {
      const res = await fetch(`${process.env.E2E_MAILBOX_URL}/?to=${encodeURIComponent(to)}`)
      const mails = (await res.json()) as Mail[]
      const mail = mails[after]
      code = mail ? (/\b(\d{6})\b/.exec(mail.text.replace(/=\r?\n/g, ''))?.[1] ?? '') : ''
      return code
    }, { timeout: 15_000 })
    .toMatch(/^\d{6}$/)
  return code
}


/** Waits for the team invitation mailed to `to` and returns its link's path and query (`/accept-invitation?token=...`). */
export async function readInvitationPath(to: string): Promise<string> {
  let path = ''
  await expect
    .poll(async () => {
      const res = await fetch(`${process.env.E2E_MAILBOX_URL}/?to=${encodeURIComponent(to)}`)
      const mails = (await res.json()) as Mail[]
      // The raw message may be quoted-printable: soft line breaks go, and `=3D` is the `=` of the query.
      const text = mails.map((m) => m.text.replace(/=\r?\n/g, '').replace(/=3D/gi, '=')).join('\n')
      path = /\/accept-invitation\?token=[A-Za-z0-9_-]+/.exec(text)?.[0] ?? ''
      return path
    }, { timeout: 15_000 })
    .toMatch(/^\/accept-invitation\?token=/)
  return path
}
