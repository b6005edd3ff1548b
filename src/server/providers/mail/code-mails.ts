import type { MailMessage } from './mail-service'

export type CodeMailPurpose = 'confirm_email' | 'reset_password' | 'mail_change'

const wording: Record<CodeMailPurpose, { subject: string; lead: string; code: string }> = {
  confirm_email: {
    subject: 'Confirm your e-mail address',
    lead: 'Welcome! Enter this code to confirm your e-mail address.',
    code: 'Your confirmation code is',
  },
  reset_password: {
    subject: 'Reset your password',
    lead: 'Someone asked to reset the password of your account. If it was you, enter this code.',
    code: 'Your password reset code is',
  },
  mail_change: {
    subject: 'Confirm your new e-mail address',
    lead: 'Enter this code to move your account to this e-mail address.',
    code: 'Your e-mail change code is',
  },
}

function escapeHtml(s: string) {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

/** A short plain message with the code on its own line, and the same in simple HTML. */
export function codeMail(purpose: CodeMailPurpose, to: string, code: string, brand: string, validMinutes: number): MailMessage {
  const w = wording[purpose]
  const footer = `The code is valid for ${validMinutes} minutes. If you did not ask for it, you can ignore this e-mail.`
  const text = `${w.lead}\n\n${w.code} ${code}\n\n${footer}\n\n${brand}\n`
  const html =
    `<p>${escapeHtml(w.lead)}</p><p>${escapeHtml(w.code)} <strong style="font-size:24px;letter-spacing:4px">${code}</strong></p>` +
    `<p>${escapeHtml(footer)}</p><p>${escapeHtml(brand)}</p>`
  return { to, subject: `${w.subject} - ${brand}`, text, html }
}
