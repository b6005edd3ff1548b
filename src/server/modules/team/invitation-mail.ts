import type { MailMessage } from '../../providers/mail/mail-service'

function escapeHtml(s: string) {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

/** The invitation to join `accountName`'s team: the link carries the token; it is valid for `validDays` days. */
export function invitationMail(input: { to: string; link: string; accountName: string; inviter: string; brand: string; validDays: number }): MailMessage {
  const lead = `${input.inviter} invited you to join the team of ${input.accountName}.`
  const action = 'Open this link to accept the invitation:'
  const footer = `The link is valid for ${input.validDays} days. If you did not expect this invitation, you can ignore this e-mail.`
  const text = `${lead}\n\n${action}\n${input.link}\n\n${footer}\n\n${input.brand}\n`
  const html =
    `<p>${escapeHtml(lead)}</p><p>${escapeHtml(action)}<br><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>` +
    `<p>${escapeHtml(footer)}</p><p>${escapeHtml(input.brand)}</p>`
  return { to: input.to, subject: `You are invited to ${input.accountName} - ${input.brand}`, text, html }
}
