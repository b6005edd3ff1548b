import type { EmailTemplateName } from '../../../../shared/whitelabel/services'
import type { AppDeps } from '../../../app-deps'
import { fromOf, resellerTransport, smtpRow } from '../smtp/smtp-settings'
import { businessNameOf } from './business-name'
import { findTemplate, renderTemplate } from './email-templates'

export type ResellerMailDeps = Pick<AppDeps, 'db' | 'secretBox' | 'config' | 'mail' | 'now'>

/**
 * Sends one of the reseller's e-mails to one of its customers: the reseller's wording of `template` (its default
 * when it wrote none) with `variables` filled in (`business_name` and `support_email` are the reseller's unless
 * given). Through the reseller's own SMTP server when it set one up, else through the platform's mail service.
 * Call it after the transaction that made the change commits: a rolled-back change must not have mailed anyone.
 */
export async function sendResellerMail(
  deps: ResellerMailDeps,
  resellerAccountId: number,
  template: EmailTemplateName,
  to: string,
  variables: Record<string, string | undefined>,
): Promise<{ via: 'reseller' | 'platform' }> {
  const [wording, smtp, businessName] = await Promise.all([
    findTemplate(deps.db, resellerAccountId, template),
    smtpRow(deps.db, resellerAccountId),
    businessNameOf(deps.db, resellerAccountId),
  ])
  const message = renderTemplate(wording, { business_name: businessName ?? '', support_email: smtp?.supportEmail ?? '', ...variables })
  if (!smtp) {
    await deps.mail.send({ to, ...message })
    return { via: 'platform' }
  }
  const transport = await resellerTransport(deps, smtp)
  try {
    await transport.sendMail({ from: fromOf(smtp, businessName), replyTo: smtp.supportEmail, to, ...message })
  } finally {
    transport.close()
  }
  return { via: 'reseller' }
}
