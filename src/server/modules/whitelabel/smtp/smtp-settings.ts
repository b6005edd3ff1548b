import { lookup } from 'node:dns/promises'
import { eq } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import { smtpPasswordOf, type SmtpBody, type SmtpSettings } from '../../../../shared/whitelabel/services'
import type { AppDeps } from '../../../app-deps'
import type { Database } from '../../../db/client'
import { wlSmtpSettings } from '../../../db/schema'
import { fieldError, refusal } from '../../../http/api-error'
import { checkAddress } from '../../../http/outbound/address-policy'

export type SmtpDeps = Pick<AppDeps, 'db' | 'secretBox' | 'config' | 'now'>
type SmtpRow = typeof wlSmtpSettings.$inferSelect

export async function smtpRow(db: Database, accountId: number): Promise<SmtpRow | undefined> {
  const [row] = await db.select().from(wlSmtpSettings).where(eq(wlSmtpSettings.accountId, accountId))
  return row
}

export function presentSmtp(row: SmtpRow | undefined): SmtpSettings {
  if (!row) return { configured: false, host: '', port: null, username: '', password_set: false, encryption: 'tls', support_email: '', sender_email: '', updated_at: null }
  return {
    configured: true,
    host: row.host,
    port: row.port,
    username: row.username,
    password_set: true,
    encryption: row.encryption,
    support_email: row.supportEmail,
    sender_email: row.senderEmail,
    updated_at: row.updatedAt.toISOString(),
  }
}

/** Saves the details; a stored password is kept when none is typed, and the first save needs one. */
export async function saveSmtp(deps: SmtpDeps, accountId: number, body: SmtpBody): Promise<SmtpRow> {
  const before = await smtpRow(deps.db, accountId)
  if (!body.password && !before) throw fieldError('password', 'whitelabel.smtp_password_required')
  const values = {
    host: body.host.trim().toLowerCase(),
    port: Number(body.port),
    username: body.username.trim(),
    passwordSealed: body.password ? deps.secretBox.seal(smtpPasswordOf(body.password)) : before!.passwordSealed,
    encryption: body.encryption,
    supportEmail: body.support_email.trim().toLowerCase(),
    senderEmail: body.sender_email.trim().toLowerCase(),
    updatedAt: deps.now(),
  }
  const [row] = await deps.db
    .insert(wlSmtpSettings)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: wlSmtpSettings.accountId, set: values })
    .returning()
  return row
}

/**
 * The reseller's SMTP server as a nodemailer transport. The host is resolved here and checked against the outbound
 * policy (a private or loopback address is refused, as for webhooks), then the connection goes to that address with
 * the host name kept for TLS, so a DNS answer cannot change between the check and the connection.
 */
export async function resellerTransport(deps: SmtpDeps, row: SmtpRow) {
  let address: string
  try {
    address = (await lookup(row.host)).address
  } catch {
    throw refusal(422, { code: 'whitelabel.smtp_host_refused' })
  }
  if (!checkAddress(address, deps.config.outbound).allowed) throw refusal(422, { code: 'whitelabel.smtp_host_refused' })
  const password = deps.secretBox.open(row.passwordSealed)
  if (password === null) throw refusal(409, { code: 'whitelabel.smtp_unavailable' })
  return nodemailer.createTransport({
    host: address,
    port: row.port,
    secure: row.encryption === 'ssl',
    requireTLS: row.encryption === 'tls',
    ignoreTLS: row.encryption === 'none',
    auth: { user: row.username, pass: password },
    tls: { servername: row.host },
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  })
}

/** The From header of the reseller's mail: its business name and sender address. */
export const fromOf = (row: SmtpRow, name: string | null) => (name ? { name, address: row.senderEmail } : row.senderEmail)
