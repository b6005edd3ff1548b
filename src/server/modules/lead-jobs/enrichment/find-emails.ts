import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import { emailFindCost, enrichmentListTypes, enrichmentParams, type EmailVerification } from '../../../../shared/leads/enrichment'
import type { EmailState } from '../../../../shared/leads/types'
import { leadResults } from '../../../db/schema'
import { defineLeadJobProcessor, type LeadOutcome, type LeadPatch, type LeadRow } from '../processor'
import type { EmailFinding } from '../../../providers/enrichment/types'
import { callProvider, DEMO_BATCH_SIZE, enrichmentContext } from './enrichment-run'

/**
 * What a finding does to a lead. A valid address becomes its e-mail (email found); without one, unconfirmed
 * addresses (accept-all domains, no verifier) become its potential e-mails; with nothing, the search is complete.
 * An address the verifier calls invalid leaves `email` (kept under `fields.invalid_emails`). A credit is charged only
 * when the lead gets e-mail data it did not have: a new valid address, or potential ones where it had none.
 */
export function emailOutcome(lead: LeadRow, finding: EmailFinding, now: Date): LeadOutcome {
  const prior = lead.email && lead.emailState === 'email_found' ? lead.email.toLowerCase() : null
  const valid = finding.checks.find((c) => c.verdict === 'valid')
  const unconfirmed = finding.checks.filter((c) => c.verdict === 'risky' || c.verdict === 'unknown').map((c) => c.email)
  const invalid = new Set(finding.checks.filter((c) => c.verdict === 'invalid').map((c) => c.email))
  const hadData = Boolean(lead.email) || lead.potentialEmails.length > 0
  const checkedAt = now.toISOString()
  const verificationOf = (email: string | null): EmailVerification | null => {
    const check = email ? finding.checks.find((c) => c.email === email) : undefined
    return check ? { email: check.email, verdict: check.verdict, provider: finding.provider, checked_at: checkedAt, ...(check.reason ? { reason: check.reason } : {}) } : null
  }
  const keptPotential = lead.potentialEmails.filter((e) => !invalid.has(e.toLowerCase()))
  const priorInvalid = prior !== null && invalid.has(prior)
  const invalidEmails = priorInvalid ? [...new Set([...((lead.fields.invalid_emails as string[] | undefined) ?? []), prior])] : undefined

  let email: string | null
  let state: EmailState
  let potential: string[]
  if (valid) {
    email = valid.email
    state = 'email_found'
    potential = []
  } else if (prior && !priorInvalid) {
    email = lead.email
    state = 'email_found'
    potential = keptPotential
  } else if (unconfirmed.length || keptPotential.length) {
    email = null
    state = 'potential_emails_found'
    potential = [...new Set([...unconfirmed, ...keptPotential.map((e) => e.toLowerCase())])].slice(0, 6)
  } else {
    email = null
    state = 'search_complete'
    potential = []
  }
  const patch: Record<string, unknown> = { email_verification: verificationOf(email ?? potential[0] ?? null), email_checked_at: checkedAt }
  if (invalidEmails) patch.invalid_emails = invalidEmails
  const update: LeadPatch = { email, emailState: state, potentialEmails: potential, fields: patch }
  const newEmail = valid !== undefined && valid.email !== prior
  const newPotential = state === 'potential_emails_found' && !hadData
  if (newEmail || newPotential) return { status: 'done', cost: emailFindCost, patch: update }
  if (valid || (prior && !priorInvalid)) return { status: 'done', cost: 0, patch: update }
  const reason = state === 'search_complete' ? 'No e-mail found.' : 'No confirmed e-mail found.'
  return { status: 'skipped', reason, patch: update }
}

/** "Find e-mails": every list type (their results carry e-mail states); 1 credit per e-mail found. */
export const findEmailsProcessor = defineLeadJobProcessor({
  kind: 'find-emails',
  params: enrichmentParams['find-emails'],
  listTypes: enrichmentListTypes['find-emails'],
  maxCostPerLead: () => emailFindCost,
  provider: (deps) => deps.enrichment.emails.id,
  // Demo data answers in microseconds; the real path makes a DNS and up to four API calls per lead.
  batchSize: (deps) => (deps.enrichment.emails.id === 'demo' ? DEMO_BATCH_SIZE : 25),
  // The leads without a found e-mail show "Looking for email" while they wait.
  onQueued: async (tx, _job, resultIds) => {
    await tx.update(leadResults).set({ emailState: 'looking_for_email' }).where(and(inArray(leadResults.id, resultIds), ne(leadResults.emailState, 'email_found')))
  },
  onReleased: async (tx, _job, resultIds) => {
    await tx
      .update(leadResults)
      .set({ emailState: sql`case when jsonb_array_length(${leadResults.potentialEmails}) > 0 then 'potential_emails_found' else 'no_email_found' end` })
      .where(and(inArray(leadResults.id, resultIds), eq(leadResults.emailState, 'looking_for_email')))
  },
  async process(run, lead) {
    const verified = lead.fields.email_verification as EmailVerification | undefined
    if (lead.email && lead.emailState === 'email_found' && verified?.verdict === 'valid' && verified.email === lead.email.toLowerCase()) {
      return { status: 'skipped', reason: 'Already has a verified e-mail.' }
    }
    const found = await callProvider(() => run.deps.enrichment.emails.find(lead, enrichmentContext(run)))
    if (!found.ok) return found.outcome
    return emailOutcome(lead, found.value, run.now())
  },
})
