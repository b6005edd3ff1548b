import { and, eq } from 'drizzle-orm'
import { emailTemplateNames, emailTemplateVariables, variablesIn, type EmailTemplate, type EmailTemplateName } from '../../../../shared/whitelabel/services'
import type { Database } from '../../../db/client'
import { wlEmailTemplates } from '../../../db/schema'
import { fieldError } from '../../../http/api-error'
import { defaultTemplates } from './default-templates'

type TemplateRow = typeof wlEmailTemplates.$inferSelect

function present(name: EmailTemplateName, row: TemplateRow | undefined): EmailTemplate {
  const wording = row ?? defaultTemplates[name]
  return { name, subject: wording.subject, body: wording.body, variables: emailTemplateVariables[name], customised: Boolean(row), updated_at: row?.updatedAt.toISOString() ?? null }
}

export async function listTemplates(db: Database, accountId: number): Promise<EmailTemplate[]> {
  const rows = await db.select().from(wlEmailTemplates).where(eq(wlEmailTemplates.accountId, accountId))
  return emailTemplateNames.map((name) => present(name, rows.find((r) => r.name === name)))
}

export async function findTemplate(db: Database, accountId: number, name: EmailTemplateName): Promise<EmailTemplate> {
  const [row] = await db.select().from(wlEmailTemplates).where(and(eq(wlEmailTemplates.accountId, accountId), eq(wlEmailTemplates.name, name)))
  return present(name, row)
}

/** A wording may only use its template's variables: a typo would otherwise reach every customer as `{{nmae}}`. */
export function checkVariables(name: EmailTemplateName, wording: { subject: string; body: string }) {
  const known: readonly string[] = emailTemplateVariables[name]
  for (const field of ['subject', 'body'] as const) {
    const unknown = variablesIn(wording[field]).find((v) => !known.includes(v))
    if (unknown) throw fieldError(field, 'whitelabel.template_unknown_variable', { variable: unknown })
  }
}

export async function saveTemplate(db: Database, accountId: number, name: EmailTemplateName, wording: { subject: string; body: string }, now: Date): Promise<EmailTemplate> {
  checkVariables(name, wording)
  const values = { subject: wording.subject.trim(), body: wording.body.trim(), updatedAt: now }
  const [row] = await db
    .insert(wlEmailTemplates)
    .values({ accountId, name, ...values })
    .onConflictDoUpdate({ target: [wlEmailTemplates.accountId, wlEmailTemplates.name], set: values })
    .returning()
  return present(name, row)
}

export async function resetTemplate(db: Database, accountId: number, name: EmailTemplateName): Promise<EmailTemplate> {
  await db.delete(wlEmailTemplates).where(and(eq(wlEmailTemplates.accountId, accountId), eq(wlEmailTemplates.name, name)))
  return present(name, undefined)
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/**
 * Fills the variables in: the text part as given, the HTML part escaped (a customer's name cannot add markup) with a
 * paragraph per blank-line block. A variable without a value reads as empty.
 */
export function renderTemplate(wording: { subject: string; body: string }, values: Record<string, string | undefined>) {
  const fill = (text: string, escape: (s: string) => string) => text.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (_m, key: string) => escape(values[key] ?? ''))
  const text = fill(wording.body, (s) => s)
  const html = wording.body
    .split(/\n{2,}/)
    .map((block) => `<p>${fill(escapeHtml(block), escapeHtml).replace(/\n/g, '<br>')}</p>`)
    .join('\n')
  return { subject: fill(wording.subject, (s) => s).replace(/[\r\n]+/g, ' '), text, html }
}

/** The values a preview shows for the variables the reseller did not give. */
export const sampleValues: Record<string, string> = {
  customer_name: 'Ada Lovelace',
  customer_email: 'ada@example.com',
  package_name: 'Starter',
  business_name: 'Your business',
  login_url: 'https://app.example.com/login',
  support_email: 'support@example.com',
  password: '••••••••',
  reset_url: 'https://app.example.com/reset-password',
  code: '123456',
  trial_ends_at: '2026-12-31',
  amount: '$49.00',
  billing_url: 'https://app.example.com/billing',
  ends_at: '2026-12-31',
}
